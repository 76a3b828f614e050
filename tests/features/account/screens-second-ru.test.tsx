/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen } from "@testing-library/react";
import { signIn } from "../../support/feature/render-app";
import { customerWords, renderScreen, shownTexts } from "../../support/feature/account-walk";
import { englishIn } from "../../support/russian-words";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 19 item 2 for a second login (moved from tests/e2e/account-russian.spec.ts by issue 38): its Russian
// access settings name the level in Russian, and show no English besides the customer's data.
beforeAll(() => signIn("second@example.com"));

it("its Russian access settings name the level in Russian", async () => {
  const allowed = await customerWords();
  const main = await renderScreen("/ru/my/second-login/access/");
  expect((await screen.findByTestId("access-level")).textContent).toBe("Ограниченный: просмотр и поддержка");
  expect(englishIn(shownTexts(main), allowed)).toEqual([]);
});
