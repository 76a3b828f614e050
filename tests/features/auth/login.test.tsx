/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { findForm, renderAuth, waitForAddress } from "../../support/feature/render-auth";
import { answerWith } from "../../support/feature/requests";
import { allauth, fill, press, signOut, totpCode, valueOf } from "../../support/feature/auth-calls";
import { DEMO_PASSWORD } from "@sandbox/seed/seed";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby-auth"));

// The login screen against the sandbox's allauth (moved from auth-flows.spec.ts): the second factor, `next`
// kept and hostile ones refused, the logout, a second press while loading.

beforeEach(async () => {
  if ((await allauth("GET", "/auth/session")).status === 200) await signOut();
});

async function logInThroughForm(email: string, password = DEMO_PASSWORD, next?: string) {
  await renderAuth(next ? `/auth/login/?next=${encodeURIComponent(next)}` : "/auth/login/");
  await findForm();
  fill("E-mail", email);
  fill("Password", password);
  press("Log in");
}

// First, while the tab has never signed in (a page load after this tab's own logout is the browser's: the
// store here still holds that logout, which sends to the login page without next).
it("the account area sends a signed-out visitor to login with next back", async () => {
  await renderAuth("/my/projects/");
  await waitForAddress(/^\/auth\/login\/\?next=%2Fmy%2Fprojects%2F$/);
  expect(screen.queryByTestId("account-menu")).toBeNull();
  await findForm();
  await screen.findByRole("heading", { level: 1, name: "Log in" });
});

it("log in with 2FA: a wrong code says 'Incorrect 2FA code', the right one signs in and keeps next", async () => {
  await logInThroughForm("2fa@example.com", DEMO_PASSWORD, "/my/personal/");
  await waitForAddress(/^\/auth\/2fa\/$/);
  await screen.findByLabelText("Authentication code");
  fill("Authentication code", "000000");
  press("Verify");
  await screen.findByText("Incorrect 2FA code");
  expect(valueOf("Authentication code")).toBe("000000");
  fill("Authentication code", await totpCode("2fa@example.com"));
  press("Verify");
  await waitForAddress(/^\/my\/personal\/$/);
  await screen.findByRole("heading", { name: "Personal data", level: 1 });
});

it("next is kept through login, and 10 open-redirect attempts are refused", async () => {
  await logInThroughForm("complete@example.com", DEMO_PASSWORD, "/my/tickets/new/?subject=VPS%20down");
  await waitForAddress(/^\/my\/tickets\/new\/\?subject=VPS%20down$/);
  await screen.findByTestId("account-menu");
  const hostile = [
    "https://evil.example/",
    "//evil.example/my/",
    "/\\evil.example",
    "javascript:alert(document.domain)",
    "JaVaScRiPt%3Aalert(1)",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "https:evil.example",
    " //evil.example",
    "\\\\evil.example",
  ];
  for (const next of hostile) {
    await renderAuth(`/auth/login/?next=${encodeURIComponent(next)}`);
    await waitForAddress(/^\/my\/$/);
    expect(window.location.origin).toBe(new URL(document.baseURI).origin);
    await screen.findByTestId("account-menu");
  }
});

it("a 429 from the sandbox shows its detail text, and what was typed stays", async () => {
  const email = "limited.reset@example.org";
  // The sandbox allows 5 reset requests a minute per address; the sixth is refused.
  for (let i = 0; i < 6; i++) {
    await renderAuth("/auth/password/reset/");
    await findForm();
    fill("E-mail", email);
    // The captcha check has its site key (the recaptcha context call answered).
    await waitFor(() => expect(document.querySelector("main")?.textContent).not.toContain("Checking"));
    fireEvent.click(await screen.findByLabelText("I'm not a robot"));
    press("Send the link");
    if (i < 5) await screen.findByText(`If an account uses ${email}`, { exact: false });
  }
  // The sandbox's detail ends with a full stop; the catalogue's fallback does not.
  await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain("Too many attempts, please try again later."));
  expect(valueOf("E-mail")).toBe(email);
});

it("a second press while the login is loading sends one request", async () => {
  await renderAuth("/auth/login/");
  await findForm();
  let posts = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  answerWith("/auth/login", async (real, init) => {
    if (init?.method === "POST") posts += 1;
    await held;
    return real();
  });
  fill("E-mail", "complete@example.com");
  fill("Password", DEMO_PASSWORD);
  // Two presses in a row, then a third submit while the answer is still on its way.
  press("Log in");
  press("Log in");
  await screen.findByRole("button", { name: "Logging in…" });
  fireEvent.submit(document.querySelector("form")!);
  release();
  await waitForAddress(/^\/my\/$/);
  await screen.findByTestId("account-menu");
  expect(posts).toBe(1);
});

// Last: the store keeps this logout, which a later screen of the tab would still act on (a page load's business).
it("logout clears the menu", async () => {
  await logInThroughForm("second@example.com");
  await waitForAddress(/^\/my\/$/);
  const menu = await screen.findByTestId("account-menu");
  await waitFor(() => expect(screen.getByRole("link", { name: "Control panel" }).getAttribute("target")).toBe("_blank"));
  screen.getByRole("link", { name: "Change account" });
  screen.getByRole("link", { name: "Access settings" });
  expect(menu.contains(screen.getByRole("link", { name: "Access settings" }))).toBe(true);
  press("Log out");
  await waitForAddress(/^\/auth\/login\/$/);
  await waitFor(() => expect(screen.queryByTestId("account-menu")).toBeNull());
  await findForm();
});
