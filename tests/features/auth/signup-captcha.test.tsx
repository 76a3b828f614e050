/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { findForm, renderAuth, waitForAddress } from "../../support/feature/render-auth";
import { fill, press, captcha, signOutIfSignedIn, signupBodies, uniqueEmail, valueOf } from "../../support/feature/auth-calls";
import { answerWith } from "../../support/feature/requests";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby-auth"));

// The sign-up screen (spec §5) against the sandbox's allauth: the password hints, the captcha check, the
// e-mail confirmation from the outbox, the signup code, a used captcha token (moved from auth-flows.spec.ts
// and auth-captcha-password.spec.ts).

// Each test starts signed out, as the browser test's fresh context did (the first one ends signed in).
beforeEach(signOutIfSignedIn);

it("the sandbox refuses a used captcha token with the catalogue text; the check is passed again", async () => {
  await renderAuth("/auth/signup/");
  await findForm();
  const sent = signupBodies();
  fill("E-mail", "complete@example.com");
  fill("Password", "Blue-Harbour-42");
  fireEvent.click(await waitFor(captcha));
  press("Sign up");
  await screen.findByText("A user is already registered with this email address.");
  const usedToken = sent[0]!.captcha as string;
  // The server used the token up: the box is clear again.
  expect(captcha().checked).toBe(false);

  // Replaying the used token (as a page that kept it would): the sandbox refuses it.
  const email = uniqueEmail("captcha");
  fill("E-mail", email);
  fireEvent.click(captcha());
  let replayed = 0;
  let inside = false;
  // The signup call once more with the used token (the browser test's route.continue with other post data).
  const replay = answerWith("/auth/signup", async (real, init) => {
    if (inside) return real();
    inside = true;
    const body = JSON.stringify({ ...(JSON.parse(String(init?.body)) as object), captcha: usedToken });
    const answer = await fetch("/auth/_allauth/browser/v1/auth/signup", { ...init, body }).finally(() => (inside = false));
    replayed = answer.status;
    return answer;
  });
  press("Sign up");
  await waitFor(() => expect([...document.querySelectorAll(".field__error")].map((e) => e.textContent)).toContain("Incorrect captcha entered, try again"));
  expect(replayed).toBe(400);
  expect(captcha().checked).toBe(false);
  expect(valueOf("E-mail")).toBe(email);
  expect(valueOf("Password")).toBe("Blue-Harbour-42");

  replay();
  fireEvent.click(captcha());
  press("Sign up");
  await waitForAddress(/^\/auth\/email\/$/);
  await screen.findByRole("heading", { name: "Check your mailbox" });
});
