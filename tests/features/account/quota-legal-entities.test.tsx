/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen } from "@testing-library/react";
import { ACCOUNT_QUOTAS } from "@/lib/rules/quotas";
import { gql, isDisabled, renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 39: the legal-entity quota (20) is known to the screen that lists them; like the SSH keys and
// projects screens it says so at the Add button before the request, in the page's language.
const create = (company: string) =>
  gql('mutation($c: String!) { createLegalEntity(input: { company: $c, country: "GB", city: "London", address: "1 Road" }) { id } }', { c: company });

beforeAll(async () => {
  await signIn("ua@example.com");
  const { legalEntities } = await gql<{ legalEntities: unknown[] }>("{ legalEntities { id } }");
  for (let i = legalEntities.length; i < ACCOUNT_QUOTAS.legalEntities - 1; i++) await create(`Company ${i}`);
});

it("one below the quota, Add opens the form", async () => {
  await renderAccount("/my/legalentities/");
  const add = (await screen.findAllByRole("button", { name: "Add a legal entity" }))[0]!;
  expect(screen.queryByTestId("legal-quota")).toBeNull();
  expect(isDisabled(add)).toBe(false);
});

it("at the quota, Add says why it is not offered and opens nothing, in English and in Russian", async () => {
  await create("The twentieth");
  await renderAccount("/my/legalentities/");
  expect((await screen.findByTestId("legal-quota")).textContent).toBe("You can have at most 20 legal entities.");
  const add = screen.getAllByRole("button", { name: "Add a legal entity" })[0]!;
  expect(isDisabled(add)).toBe(true);
  expect(add.getAttribute("aria-describedby")).toBe("legal-quota");
  fireEvent.click(add);
  expect(screen.queryByRole("dialog")).toBeNull();

  await renderAccount("/ru/my/legalentities/");
  expect((await screen.findByTestId("legal-quota")).textContent).toBe("Можно добавить не больше 20 юридических лиц.");
});
