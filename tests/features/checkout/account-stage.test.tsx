/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { tabCall } from "../../support/feature/render-app";
import { findConfiguration, renderCheckout } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The checkout's account stage refusing a sign-in (checkout-account.spec.ts, moved below the browser: issue 38).
// The header's account menu, the sign-up's confirmation and the keyboard's focus (the Russian refusals:
// account-stage-ru.test.tsx) stay in the browser.

it("a wrong password inside the checkout shows allauth's message and keeps the e-mail", async () => {
  await renderCheckout("/checkout/?plan=vps-1");
  await findConfiguration();
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  fireEvent.click(await screen.findByRole("tab", { name: "I have an account" }));
  const email = screen.getByLabelText(/E-mail/) as HTMLInputElement;
  fireEvent.change(email, { target: { value: "complete@example.com" } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "not-the-password" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in and continue" }));
  const alert = await screen.findByRole("alert");
  await waitFor(() => expect(alert.textContent).toBe("The email address and/or password you specified are not correct."));
  expect(email.value).toBe("complete@example.com");
  // Still signed out (the header's "My account" link): the session answers 401.
  expect((await tabCall("/auth/_allauth/browser/v1/auth/session")).status).toBe(401);
});

// Decision 247: the account stage's code is a chunk of its own, asked for once the session is known to be signed
// out. Reaching the stage still takes the keyboard's focus to its heading, once the stage has rendered.
it("reaching the account stage takes the focus to its heading", async () => {
  await renderCheckout("/checkout/?plan=vps-1");
  await findConfiguration();
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  const heading = await screen.findByRole("heading", { level: 2, name: "Account" });
  await waitFor(() => expect(document.activeElement).toBe(heading));
});
