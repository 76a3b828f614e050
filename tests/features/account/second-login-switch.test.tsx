/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// A second login (moved from tests/e2e/auth-account.spec.ts by issue 38): its access level in the catalogue's words,
// and switching the account it works on.
beforeAll(() => signIn("second@example.com"));

const SECOND = "second@example.com";

it("second login: change account and access settings", async () => {
  await renderAccount("/my/");
  fireEvent.click(within(screen.getByTestId("account-menu")).getByRole("link", { name: "Access settings" }));
  // Issue 19: the level in words from the catalogue, not the API's raw "limited".
  await waitFor(() => expect(screen.getByTestId("access-level").textContent).toBe("Limited: reading and support only"));
  fireEvent.click(within(screen.getByTestId("account-menu")).getByRole("link", { name: "Change account" }));
  await screen.findByRole("heading", { name: "Change account", level: 1 });
  const own = await waitFor(() => {
    const card = [...document.querySelectorAll<HTMLElement>(".card")].find((c) => c.textContent?.includes(SECOND));
    if (!card) throw new Error(`no card of ${SECOND}`);
    return card;
  });
  fireEvent.click(within(own).getByRole("button", { name: "Switch" }));
  await waitFor(() => expect(screen.getAllByRole("status").some((s) => s.textContent?.includes(`You now work on ${SECOND}.`))).toBe(true));
  await waitFor(() => expect(within(own).getByText("Working on").textContent).toBe("Working on"));
});
