/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderAccount, signIn } from "../../support/feature/render-app";
import { answerWith, json } from "../../support/feature/requests";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// A tab of its own: the account menu has not been asked in it before these answers are changed.
beforeAll(() => signIn("complete@example.com"));

// A balance of Infinity (a top-up of 1e308, before the limit) could not be serialised: the menu answered
// `balance: null` and every GraphQL answer with the balance failed. The account area names both failures.
it('an account answer that cannot be read shows its error, not an endless "Loading your account…"', async () => {
  answerWith("/my/api/account/menu_context/", async (real) => json({ ...((await (await real()).json()) as object), balance: null }));
  answerWith("/my/api/graphql/", () => json({ data: null, errors: [{ message: "Float cannot represent non numeric value: Infinity" }] }));
  await renderAccount("/my/finance/");
  await waitFor(() => expect(screen.getByTestId("error-state").textContent).toContain("Failed to fetch finance parameters"));
  expect(screen.getByTestId("account-menu-error").textContent).toContain("The account menu could not be loaded.");
  expect(screen.queryAllByText(/Loading your account…/)).toHaveLength(0);
});

it("an unreadable menu answer says so in Russian, with a retry", async () => {
  const stop = answerWith("/my/api/account/menu_context/", async (real) => json({ ...((await (await real()).json()) as object), balance: null }));
  await renderAccount("/ru/my/finance/");
  const failed = await screen.findByTestId("account-menu-error");
  expect(failed.textContent).toContain("Не удалось загрузить меню кабинета.");
  stop();
  fireEvent.click(within(failed).getByRole("button", { name: "Попробовать снова" }));
  await screen.findByTestId("account-menu");
});
