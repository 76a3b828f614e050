/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { signIn } from "../../support/feature/render-app";
import { customerWords, renderScreen, shownTexts } from "../../support/feature/account-walk";
import { englishIn } from "../../support/russian-words";
import { screen } from "@testing-library/react";
import { findConfiguration, renderCheckout } from "../../support/feature/render-checkout";
import { NUMBER_CHECKOUT, NUMBER_SCREENS, unformattedIn } from "../../support/feature/numbers-shown";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 19 item 2 for the Russian demo customer (moved from tests/e2e/account-russian.spec.ts by issue 38):
// finance, transactions, invoices and legal entities speak Russian (roubles, its own data aside).
beforeAll(() => signIn("ru@example.com"));

it("finance, transactions, invoices and legal entities speak Russian", async () => {
  const allowed = await customerWords();
  const found: Array<[string, string[]]> = [];
  for (const path of ["/ru/my/finance/", "/ru/my/finance/transactions/", "/ru/my/finance/invoices/", "/ru/my/legalentities/"])
    found.push([path, englishIn(shownTexts(await renderScreen(path)), allowed)]);
  expect(found).toEqual([
    ["/ru/my/finance/", []],
    ["/ru/my/finance/transactions/", []],
    ["/ru/my/finance/invoices/", []],
    ["/ru/my/legalentities/", []],
  ]);
});

// Spec §3 locale tables, issue 9 item 6 (moved from tests/e2e/locale-formatting.spec.ts by issue 38): the RUR
// customer's big numbers on a sample of the account's screens and the checkout follow src/lib/format.ts, and each
// screen shows numbers (not vacuous). The whole document is read, as the browser test read the page's body.
it("ru (RUR customer): the account's number screens and the checkout show every number and date per the locale tables", async () => {
  const found: Array<[string, ReturnType<typeof unformattedIn>]> = [];
  for (const path of NUMBER_SCREENS) {
    await renderScreen(`/ru${path}`);
    found.push([`/ru${path}`, unformattedIn(document.body, "ru")]);
  }
  await renderCheckout(NUMBER_CHECKOUT.ru);
  await findConfiguration();
  expect(await screen.findAllByText(/\d\s?₽/)).not.toHaveLength(0);
  found.push([NUMBER_CHECKOUT.ru, unformattedIn(document.body, "ru")]);
  expect(found).toEqual([...NUMBER_SCREENS.map((path) => `/ru${path}`), NUMBER_CHECKOUT.ru].map((path) => [path, { shown: true, found: [] }]));
});
