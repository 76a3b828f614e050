/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { signIn } from "../../support/feature/render-app";
import { customerWords, renderScreen, shownTexts } from "../../support/feature/account-walk";
import { englishIn } from "../../support/russian-words";

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
