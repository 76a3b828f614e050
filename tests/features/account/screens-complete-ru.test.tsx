/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { gql, signIn } from "../../support/feature/render-app";
import { customerWords, renderScreen, shownTexts } from "../../support/feature/account-walk";
import { axeViolations } from "../../support/feature/axe";
import { SCREEN_IDS_QUERY, russianPath, screensWithIds, type ScreenIds } from "../../support/account-screens";
import { englishIn } from "../../support/russian-words";
import { fireEvent, screen } from "@testing-library/react";
import { findConfiguration, renderCheckout } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Every Russian account screen of the complete demo customer (moved from the browser by issue 38):
// - axe's WCAG 2.2 AA rules that need no layout (issue 8 item 3; the painted ones stay in
//   tests/e2e/accessibility-account.spec.ts);
// - no English besides the customer's data and product names (issue 19 item 2; tests/support/russian-words.ts).
jest.setTimeout(600_000);

let screens: string[] = [];
let allowed = new Set<string>();
beforeAll(async () => {
  await signIn("complete@example.com");
  screens = screensWithIds(await gql<ScreenIds>(SCREEN_IDS_QUERY)).map(russianPath);
  allowed = await customerWords();
});

it("the customer's words are allowed, and an English interface word is not", () => {
  expect(englishIn(["Web shop", "Ubuntu 24.04 LTS", "complete@example.com"], allowed)).toEqual([]);
  expect(englishIn(["Баланс", "Top up the balance"], allowed)).toEqual(["Top up the balance"]);
});

it("axe finds nothing on every Russian account screen, which shows no English besides customer data and product names", async () => {
  const found: Array<[string, string[], string[]]> = [];
  for (const path of screens) {
    const main = await renderScreen(path);
    found.push([path, await axeViolations(main), englishIn(shownTexts(main), allowed)]);
  }
  expect(found.filter(([, axe, english]) => axe.length > 0 || english.length > 0)).toEqual([]);
  expect(found.map(([path]) => path)).toEqual(screens);
});

// The checkout's configuration and payment stages of the same customer (moved from tests/e2e/accessibility-account.spec.ts
// by issue 38: axe's rules that need no layout; the painted ones stay there, on the same two stages).
it("axe finds nothing on the Russian checkout's configuration and payment stages", async () => {
  const { container } = await renderCheckout("/ru/checkout/?plan=vps-1");
  await findConfiguration();
  await screen.findByTestId("order-sidebar");
  expect(await axeViolations(container)).toEqual([]);
  fireEvent.click(screen.getByRole("button", { name: "Продолжить" }));
  await screen.findByTestId("place-order");
  expect(await axeViolations(container)).toEqual([]);
});
