/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { findHeading, findIn, gql, isDisabled, renderAccount, signIn } from "../../support/feature/render-app";
import { uniqueWord } from "../../support/unique";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Edits the other tests do not cover: project name and description, an order's comment, a legal entity's
// data. Each works on data the test creates itself and checks the sandbox afterwards, not only the screen.
beforeAll(() => signIn("complete@example.com"));

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

it("project: rename and describe it from its page; the sandbox has both", async () => {
  const name = `Feature edit ${uniqueWord()}`;
  const { createProject } = await gql<{ createProject: { id: string } }>("mutation($input: ProjectInput!) { createProject(input: $input) { id } }", {
    input: { name, description: "" },
  });
  await renderAccount(`/my/projects/${createProject.id}/`);
  await findHeading(name);
  fireEvent.click(screen.getByRole("button", { name: "Edit" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit project" });
  expect(within(dialog).getByLabelText("Name")).toHaveProperty("value", name);
  type(within(dialog).getByLabelText("Name"), `${name} renamed`);
  type(within(dialog).getByLabelText("Description"), "Staging servers");
  fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  await screen.findByText("The project was updated");
  await findHeading(`${name} renamed`);
  expect(screen.getByTestId("project-page").textContent).toContain("Staging servers");
  const { projects } = await gql<{ projects: Array<{ id: string; name: string; description: string }> }>("{ projects { id name description } }");
  expect(projects.find((p) => p.id === createProject.id)).toEqual({ id: createProject.id, name: `${name} renamed`, description: "Staging servers" });
});

it("order comment: saved in the sandbox and shown on the project page", async () => {
  const { createOrder } = await gql<{ createOrder: { orders: Array<{ id: string; project: { id: string } }> } }>(
    'mutation { createOrder(input: { planSlug: "vps-1", months: 1, name: "feature-comment" }) { orders { id project { id } } } }',
  );
  const order = createOrder.orders[0]!;
  const { unmount } = await renderAccount(`/my/orders/${order.id}/`);
  const save = await screen.findByRole("button", { name: "Save comment" });
  await waitFor(() => expect(isDisabled(save)).toBe(true));
  type(screen.getByLabelText("Comment"), "Reboot only on weekends");
  fireEvent.click(save);
  await screen.findByText("Comment saved");
  const stored = await gql<{ order: { comment: string } }>("query($id: ID!) { order(id: $id) { comment } }", { id: order.id });
  expect(stored.order.comment).toBe("Reboot only on weekends");
  unmount();
  const { container } = await renderAccount(`/my/projects/${order.project.id}/`);
  expect((await findIn(container, `[data-order-id="${order.id}"]`)).textContent).toContain("Reboot only on weekends");
});

it("legal entity: update its city and invoice e-mails; the sandbox has them", async () => {
  const company = `Feature Update ${uniqueWord()} BV`;
  const { createLegalEntity } = await gql<{ createLegalEntity: { id: string } }>(
    "mutation($input: LegalEntityInput!) { createLegalEntity(input: $input) { id } }",
    {
      input: { company, country: "NL", city: "Utrecht", address: "Oudegracht 1", vatId: "NL123456789B01", invoiceEmails: ["ap@e2e.example"] },
    },
  );
  const { container } = await renderAccount("/my/legalentities/");
  const card = await findIn(container, `[data-legal-entity-id="${createLegalEntity.id}"]`);
  fireEvent.click(within(card).getByRole("button", { name: "Edit" }));
  const form = within(within(await screen.findByRole("dialog", { name: "Edit legal entity" })).getByTestId("legal-entity-form"));
  expect(form.getByLabelText("Company")).toHaveProperty("value", company);
  // English only (spec §5): a Cyrillic city is refused and what was typed stays.
  type(form.getByLabelText("City"), "Амстердам");
  fireEvent.click(form.getByRole("button", { name: "Save" }));
  await form.findByText("Legal-entity data must be in English");
  expect(form.getByLabelText("City")).toHaveProperty("value", "Амстердам");
  type(form.getByLabelText("City"), "Amsterdam");
  type(form.getByLabelText("Invoice e-mail addresses"), "ap@e2e.example, cfo@e2e.example");
  fireEvent.click(form.getByRole("button", { name: "Save" }));
  await screen.findByText("The legal entity was updated");
  await waitFor(() => expect(card.textContent).toContain("Amsterdam"));
  const { legalEntities } = await gql<{ legalEntities: Array<{ id: string; city: string; invoiceEmails: string[]; vatId: string | null }> }>(
    "{ legalEntities { id city invoiceEmails vatId } }",
  );
  expect(legalEntities.find((l) => l.id === createLegalEntity.id)).toEqual({
    id: createLegalEntity.id,
    city: "Amsterdam",
    invoiceEmails: ["ap@e2e.example", "cfo@e2e.example"],
    vatId: "NL123456789B01",
  });
});
