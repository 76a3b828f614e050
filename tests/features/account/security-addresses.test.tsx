/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { tabCall } from "../../support/feature/render-app";
import { renderAuth, waitForAddress } from "../../support/feature/render-auth";
import { createCustomer, fill, latestMail, NEW_CUSTOMER_PASSWORD, press, uniqueEmail } from "../../support/feature/auth-calls";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby-auth"));

// The security screen's e-mail addresses (moved from tests/e2e/account-security.spec.ts, issue 38, decision 176
// `## app27`): refusals, the confirmation page from the outbox's link and the way back, the reauthentication that
// making an address primary asks for. The account and the auth pages are page loads of one tab, by render-auth.tsx
// (which renders /my/ addresses too); a file of its own: after other customers' account screens in the same tab,
// the confirmation page's load was not this test's to control.
jest.setTimeout(120_000);

it("e-mail addresses (en): refusals said with the typed address kept, confirmed from the outbox (a tampered link refused), made primary after reauthentication, the old one removed", async () => {
  const email = await createCustomer("addresses");
  // The account and the confirmation page as page loads of one tab (render-auth renders /my/ addresses too).
  await renderAuth("/my/security/");
  const field = () => screen.getByLabelText("New e-mail address") as HTMLInputElement;
  const rows = () => screen.queryAllByTestId("email-address");
  const row = (address: string) => rows().find((r) => r.textContent!.includes(address))!;
  await screen.findByLabelText("New e-mail address");
  fill("New e-mail address", email);
  press("Add address");
  await screen.findByText("This email address is already associated with this account.");
  expect(field().value).toBe(email);

  const extra = uniqueEmail("extra");
  fill("New e-mail address", extra);
  press("Add address");
  await screen.findByText(`We sent a confirmation mail to ${extra}.`, { exact: false });
  await waitFor(() => expect(field().value).toBe(""));
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(row(extra).textContent).toContain("Not confirmed");

  fireEvent.click(within(row(extra)).getByRole("button", { name: "Make primary" }));
  await screen.findByText("Your primary email address must be verified.");
  fireEvent.click(within(row(email)).getByRole("button", { name: "Remove" }));
  await screen.findByText("You cannot remove your primary email address.");

  const link = new URL((await latestMail(extra, "verify_email")).links[0]!);
  await renderAuth(link.pathname.replace(/\/$/, "x/"));
  expect((await screen.findByTestId("form-error")).textContent).toBe("Confirm email link expired or invalid");
  await renderAuth(`${link.pathname}${link.search}`);
  fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
  fireEvent.click(await screen.findByRole("link", { name: "Back to your e-mail addresses" }));
  await waitForAddress(/\/my\/security\/$/);

  // Five minutes on, making the new address primary asks for the password first.
  const aged = await tabCall("/sandbox/api/auth/age-session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ seconds: 600 }),
  });
  expect(aged.status).toBe(200);
  await renderAuth("/my/security/");
  await waitFor(() => expect(row(extra)?.textContent).toContain("Confirmed"));
  fireEvent.click(within(row(extra)).getByRole("button", { name: "Make primary" }));
  const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
  fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: NEW_CUSTOMER_PASSWORD } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Confirm it's you" })).toBeNull());
  await waitFor(() => expect(rows()[0]?.textContent).toContain(extra));
  expect(rows()[0]!.textContent).toContain("Primary");
  fireEvent.click(within(row(email)).getByRole("button", { name: "Remove" }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(rows()[0]!.textContent).toContain(extra);
});
