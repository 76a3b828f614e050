/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen, waitFor } from "@testing-library/react";
import { gql, renderAccount, signIn } from "../../support/feature/render-app";
import { formatMoney } from "../../../src/lib/money";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The Russian demo customer's finance dashboard (moved from tests/e2e/account-finance.spec.ts by issue 38): roubles only.
beforeAll(() => signIn("ru@example.com"));

it("a Russian customer sees RUR only", async () => {
  await renderAccount("/ru/my/finance/");
  const { financeSummary } = await gql<{ financeSummary: { balance: number } }>("{ financeSummary { balance } }");
  const balance = await screen.findByTestId("balance");
  await waitFor(() => expect(balance.textContent).toBe(formatMoney(Math.round(financeSummary.balance * 98), "RUR", "ru")));
  expect(balance.textContent).toContain("₽");
});
