/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, within } from "@testing-library/react";
import { renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The Russian customer (spec §5: only RUR is shown to Russian users). The legal-entity and recurring-invoice
// forms offered all five currencies.
beforeAll(() => signIn("ru@example.com"));

it("a new legal entity offers roubles only, chosen already", async () => {
  await renderAccount("/ru/my/legalentities/");
  fireEvent.click((await screen.findAllByRole("button", { name: "Добавить юридическое лицо" }))[0]!);
  const currency = within(await screen.findByRole("dialog")).getByLabelText("Валюта") as HTMLSelectElement;
  expect(currency.value).toBe("RUR");
  expect([...currency.options].map((o) => o.textContent)).toEqual(["RUR"]);
});
