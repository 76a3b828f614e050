import { test, expect, openAccount, gqlData, USERS } from "./fixtures";
import { uniqueWord } from "../support/unique";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// Edits the other specs do not cover: project name and description, an order's comment, a legal entity's
// data. Each works on data the test creates itself and checks the sandbox afterwards, not only the screen.

test("project: rename and describe it from its page; the sandbox has both", async ({ page }) => {
  const name = `E2E edit ${uniqueWord()}`;
  const { createProject } = await gqlData<{ createProject: { id: string } }>(page, "mutation($input: ProjectInput!) { createProject(input: $input) { id } }", {
    input: { name, description: "" },
  });
  await openAccount(page, `/my/projects/${createProject.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit project" });
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await dialog.getByLabel("Name").fill(`${name} renamed`);
  await dialog.getByLabel("Description").fill("Staging servers");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The project was updated")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name} renamed`);
  await expect(page.getByTestId("project-page")).toContainText("Staging servers");
  const { projects } = await gqlData<{ projects: Array<{ id: string; name: string; description: string }> }>(page, "{ projects { id name description } }");
  expect(projects.find((p) => p.id === createProject.id)).toEqual({ id: createProject.id, name: `${name} renamed`, description: "Staging servers" });
});

test("order comment: saved in the sandbox and shown on the project page", async ({ page }) => {
  const { createOrder } = await gqlData<{ createOrder: { orders: Array<{ id: string; project: { id: string } }> } }>(
    page,
    'mutation { createOrder(input: { planSlug: "vps-1", months: 1, name: "e2e-comment" }) { orders { id project { id } } } }',
  );
  const order = createOrder.orders[0]!;
  await openAccount(page, `/my/orders/${order.id}/`);
  const save = page.getByRole("button", { name: "Save comment" });
  await expect(save).toBeDisabled();
  await page.getByLabel("Comment").fill("Reboot only on weekends");
  await save.click();
  await expect(page.getByText("Comment saved")).toBeVisible();
  const stored = await gqlData<{ order: { comment: string } }>(page, "query($id: ID!) { order(id: $id) { comment } }", { id: order.id });
  expect(stored.order.comment).toBe("Reboot only on weekends");
  await openAccount(page, `/my/projects/${order.project.id}/`);
  await expect(page.locator(`[data-order-id="${order.id}"]`)).toContainText("Reboot only on weekends");
});

test("legal entity: update its city and invoice e-mails; the sandbox has them", async ({ page }) => {
  const company = `E2E Update ${uniqueWord()} BV`;
  const { createLegalEntity } = await gqlData<{ createLegalEntity: { id: string } }>(
    page,
    "mutation($input: LegalEntityInput!) { createLegalEntity(input: $input) { id } }",
    {
      input: { company, country: "NL", city: "Utrecht", address: "Oudegracht 1", vatId: "NL123456789B01", invoiceEmails: ["ap@e2e.example"] },
    },
  );
  await openAccount(page, "/my/legalentities/");
  const card = page.locator(`[data-legal-entity-id="${createLegalEntity.id}"]`);
  await card.getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("dialog", { name: "Edit legal entity" }).getByTestId("legal-entity-form");
  await expect(form.getByLabel("Company")).toHaveValue(company);
  // English only (spec §5): a Cyrillic city is refused and what was typed stays.
  await form.getByLabel("City").fill("Амстердам");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Legal-entity data must be in English")).toBeVisible();
  await expect(form.getByLabel("City")).toHaveValue("Амстердам");
  await form.getByLabel("City").fill("Amsterdam");
  await form.getByLabel("Invoice e-mail addresses").fill("ap@e2e.example, cfo@e2e.example");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The legal entity was updated")).toBeVisible();
  await expect(card).toContainText("Amsterdam");
  const { legalEntities } = await gqlData<{ legalEntities: Array<{ id: string; city: string; invoiceEmails: string[]; vatId: string | null }> }>(
    page,
    "{ legalEntities { id city invoiceEmails vatId } }",
  );
  expect(legalEntities.find((l) => l.id === createLegalEntity.id)).toEqual({
    id: createLegalEntity.id,
    city: "Amsterdam",
    invoiceEmails: ["ap@e2e.example", "cfo@e2e.example"],
    vatId: "NL123456789B01",
  });
});
