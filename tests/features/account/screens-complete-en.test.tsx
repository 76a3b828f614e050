/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { gql, signIn } from "../../support/feature/render-app";
import { renderScreen } from "../../support/feature/account-walk";
import { axeViolations } from "../../support/feature/axe";
import { SCREEN_IDS_QUERY, screensWithIds, type ScreenIds } from "../../support/account-screens";
import { fireEvent, screen } from "@testing-library/react";
import { findConfiguration, renderCheckout } from "../../support/feature/render-checkout";
import { NUMBER_CHECKOUT, NUMBER_SCREENS, unformattedIn } from "../../support/feature/numbers-shown";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Every English account screen of the complete demo customer passes axe's WCAG 2.2 AA rules that need no
// layout (issue 8 item 3; moved from the browser by issue 38: the contrast, target-size and other painted
// rules stay in tests/e2e/accessibility-account.spec.ts). The screens are ACCOUNT_SCREENS with the customer's
// ids: its projects, orders, first recurring invoice and first ticket. The Russian ones are another file (a
// language is another page load: the dashboard's early calls are module state).
jest.setTimeout(600_000);

let screens: string[] = [];
beforeAll(async () => {
  await signIn("complete@example.com");
  screens = screensWithIds(await gql<ScreenIds>(SCREEN_IDS_QUERY));
});

it("the walk takes a ticket, a project and an order page", () => {
  expect([...new Set(screens.filter((p) => /^\/my\/(tickets|projects|orders)\/\d+\/$/.test(p)).map((p) => p.split("/")[2]))]).toEqual([
    "projects",
    "orders",
    "tickets",
  ]);
});

it("axe finds nothing on every English account screen", async () => {
  const found: Array<[string, string[]]> = [];
  for (const path of screens) found.push([path, await axeViolations(await renderScreen(path))]);
  expect(found.filter(([, v]) => v.length > 0)).toEqual([]);
  expect(found.map(([path]) => path)).toEqual(screens);
});

// Spec §3 locale tables, issue 9 item 6 (moved from tests/e2e/locale-formatting.spec.ts by issue 38): a sample of
// the account's screens and the checkout shows no date or number that bypassed src/lib/format.ts, and each shows
// numbers (not vacuous). The whole document is read, as the browser test read the page's body.
it("en (EUR customer): the account's number screens and the checkout show every number and date per the locale tables", async () => {
  const found: Array<[string, ReturnType<typeof unformattedIn>]> = [];
  for (const path of NUMBER_SCREENS) {
    await renderScreen(path);
    found.push([path, unformattedIn(document.body, "en")]);
  }
  await renderCheckout(NUMBER_CHECKOUT.en);
  await findConfiguration();
  expect(await screen.findAllByText(/€\d/)).not.toHaveLength(0);
  found.push([NUMBER_CHECKOUT.en, unformattedIn(document.body, "en")]);
  expect(found).toEqual([...NUMBER_SCREENS, NUMBER_CHECKOUT.en].map((path) => [path, { shown: true, found: [] }]));
});

// The checkout's configuration and payment stages of the same customer (moved from tests/e2e/accessibility-account.spec.ts
// by issue 38: axe's rules that need no layout; the painted ones stay there, on the same two stages).
it("axe finds nothing on the English checkout's configuration and payment stages", async () => {
  const { container } = await renderCheckout("/checkout/?plan=vps-1");
  await findConfiguration();
  await screen.findByTestId("order-sidebar");
  expect(await axeViolations(container)).toEqual([]);
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByTestId("place-order");
  expect(await axeViolations(container)).toEqual([]);
});
