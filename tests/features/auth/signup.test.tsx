/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { findForm, renderAuth, waitForAddress } from "../../support/feature/render-auth";
import { captcha, fill, press, signOutIfSignedIn, signupBodies, uniqueEmail } from "../../support/feature/auth-calls";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby-auth"));

// The sign-up screen (spec §5) against the sandbox's allauth: the password hints, the captcha check, the
// e-mail confirmation from the outbox, the signup code, a used captcha token (moved from auth-flows.spec.ts
// and auth-captcha-password.spec.ts).

// Each test starts signed out, as the browser test's fresh context did (the first one ends signed in).
beforeEach(signOutIfSignedIn);

it("the signup code of /auth/signup/:code/ travels with the signup call", async () => {
  await renderAuth("/auth/signup/PARTNER42/");
  await screen.findByText("Your code PARTNER42 will be applied", { exact: false });
  await findForm();
  const sent = signupBodies();
  fill("E-mail", uniqueEmail("code"));
  fill("Password", "Blue-Harbour-42");
  fireEvent.click(await waitFor(captcha));
  press("Sign up");
  await waitForAddress(/^\/auth\/email\/$/);
  await screen.findByRole("heading", { name: "Check your mailbox" });
  expect(sent).toEqual([expect.objectContaining({ code: "PARTNER42", captcha: expect.stringMatching(/^sandbox-captcha\./) })]);
});
