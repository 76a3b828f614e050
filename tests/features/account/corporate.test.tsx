/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { formatShortDate } from "../../../src/lib/format";
import { scheduleForDay } from "../../../src/lib/rules/day-of-month";
import { findIn, gql, gqlAnswer, renderAccount, sandboxPost, signIn, tabCall } from "../../support/feature/render-app";
import { uniqueWord } from "../../support/unique";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Legal entities, corporate and recurring invoices of the complete demo customer: the forms' rules, what the
// screens show for each answer, and what the sandbox then holds.
beforeAll(() => signIn("complete@example.com"));

type LE = { id: string; company: string; verification: string; canInvoice: boolean; vatId: string | null; createActs: boolean; invoiceEmails: string[] };
const LES = "{ legalEntities { id company verification canInvoice vatId createActs invoiceEmails } }";
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const check = (box: HTMLElement, on: boolean) => {
  if ((box as HTMLInputElement).checked !== on) fireEvent.click(box);
};
const chooseLabel = async (select: HTMLElement, label: string) => {
  const option = await waitFor(() => {
    const found = [...(select as HTMLSelectElement).options].find((o) => o.textContent === label);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.change(select, { target: { value: option.value } });
};
const todayUtc = () => new Date().toISOString().slice(0, 10);

it("legal entities: add in English, send for verification, invoicing opens once verified", async () => {
  const company = `Feature Trading ${uniqueWord()} Ltd`;
  const { container } = await renderAccount("/my/legalentities/");
  fireEvent.click((await screen.findAllByRole("button", { name: "Add a legal entity" }))[0]!);
  const form = within(await screen.findByTestId("legal-entity-form"));
  type(form.getByLabelText("Company"), "ООО Ромашка");
  fireEvent.change(form.getByLabelText("Country"), { target: { value: "NL" } });
  type(form.getByLabelText("City"), "Amsterdam");
  type(form.getByLabelText("Address", { exact: true }), "Damrak 1");
  fireEvent.click(form.getByRole("button", { name: "Add a legal entity" }));
  await form.findByText("Legal-entity data must be in English");
  // VAT only for EU companies; acts only for Russian ones.
  form.getByLabelText("VAT id");
  expect(form.queryAllByLabelText(/^Create acceptance certificates/)).toHaveLength(0);
  type(form.getByLabelText("Company"), company);
  type(form.getByLabelText("VAT id"), "NL123456789B01");
  type(form.getByLabelText("Invoice e-mail addresses"), "billing@e2e.example, ap@e2e.example");
  fireEvent.click(form.getByRole("button", { name: "Add a legal entity" }));
  await screen.findByText("The legal entity was added");
  const created = (await gql<{ legalEntities: LE[] }>(LES)).legalEntities.find((l) => l.company === company)!;
  expect(created).toMatchObject({
    verification: "CREATED",
    canInvoice: false,
    vatId: "NL123456789B01",
    createActs: false,
    invoiceEmails: ["billing@e2e.example", "ap@e2e.example"],
  });
  const card = await findIn(container, `[data-legal-entity-id="${created.id}"]`);
  await waitFor(() => expect(card.textContent).toContain("Invoicing is available after verification."));
  fireEvent.click(within(card).getByRole("button", { name: "Send for verification" }));
  await waitFor(() => expect(card.textContent).toContain("Sent for verification"));
  expect((await gql<{ legalEntities: LE[] }>(LES)).legalEntities.find((l) => l.id === created.id)!.verification).toBe("SENT");
  await sandboxPost(`/sandbox/api/legal-entities/${created.id}/verify`);
  const again = await renderAccount("/my/legalentities/");
  const verified = await findIn(again.container, `[data-legal-entity-id="${created.id}"]`);
  await waitFor(() => expect(verified.textContent).toContain("Verified"));
  fireEvent.click(within(verified).getByRole("link", { name: "Create an invoice" }));
  await waitFor(() => expect(window.location.pathname + window.location.search).toMatch(new RegExp(`/my/legalentities/invoices/\\?legalEntity=${created.id}`)));
  const invoiceForm = within(await screen.findByTestId("corporate-invoice-form"));
  await waitFor(() => expect((invoiceForm.getByLabelText("Legal entity") as HTMLSelectElement).value).toBe(created.id));
});

it("a Russian company may create acceptance certificates and has no VAT id", async () => {
  await renderAccount("/my/legalentities/");
  fireEvent.click((await screen.findAllByRole("button", { name: "Add a legal entity" }))[0]!);
  const form = within(await screen.findByTestId("legal-entity-form"));
  fireEvent.change(form.getByLabelText("Country"), { target: { value: "RU" } });
  await waitFor(() => expect(form.queryAllByLabelText(/VAT id/)).toHaveLength(0));
  await form.findByLabelText(/^Create acceptance certificates/);
});

it("corporate invoice: create, confirm, then delete is refused; an unconfirmed one deletes", async () => {
  const { container } = await renderAccount("/my/legalentities/invoices/");
  const form = within(await screen.findByTestId("corporate-invoice-form"));
  await chooseLabel(form.getByLabelText("Legal entity"), "Schmidt Digital GmbH");
  type(form.getByLabelText(/^Amount/), "1");
  fireEvent.click(form.getByRole("button", { name: "Create an invoice" }));
  await form.findByText("The amount must be more than 1");
  const amount = 11 + Math.floor(Math.random() * 80);
  type(form.getByLabelText(/^Amount/), String(amount));
  fireEvent.click(form.getByRole("button", { name: "Create an invoice" }));
  await screen.findByText("The invoice was created");
  type Inv = { id: string; amount: number; confirmed: boolean; paid: boolean };
  const list = async () => (await gql<{ corporateInvoices: Inv[] }>("{ corporateInvoices { id amount confirmed paid } }")).corporateInvoices;
  const mine = (await list()).find((i) => i.amount === amount && !i.confirmed)!;
  expect(mine).toMatchObject({ amount, confirmed: false });
  const row = await findIn(container, `[data-corporate-invoice-id="${mine.id}"]`);
  fireEvent.click(within(row).getByRole("button", { name: "Confirm" }));
  fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm the invoice?" })).getByRole("button", { name: "Confirm" }));
  await screen.findByText("The invoice is confirmed and sent for checking");
  await waitFor(() => expect(within(row).queryAllByRole("button", { name: /Delete/ })).toHaveLength(0));
  expect(row.textContent).toContain("Sent for checking: cannot be deleted");
  expect((await list()).find((i) => i.id === mine.id)!.confirmed).toBe(true);
  const refused = await gqlAnswer("mutation($id: ID!) { deleteCorporateInvoice(id: $id) }", { id: mine.id });
  expect(refused.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  // The sandbox sees the funds: the invoice is paid.
  await sandboxPost(`/sandbox/api/corporate-invoices/${mine.id}/paid`);
  expect((await list()).find((i) => i.id === mine.id)!.paid).toBe(true);

  // A second, unconfirmed one can be deleted, and the `selected` query highlights it.
  type(form.getByLabelText(/^Amount/), String(amount + 1));
  fireEvent.click(form.getByRole("button", { name: "Create an invoice" }));
  const other = await waitFor(async () => {
    const found = (await list()).find((i) => i.amount === amount + 1);
    expect(found?.id).toEqual(expect.any(String));
    return found!;
  });
  const again = await renderAccount(`/my/legalentities/invoices/?selected=${other.id}`);
  const selected = await findIn(again.container, `[data-corporate-invoice-id="${other.id}"]`);
  await waitFor(() => expect(selected.className).toMatch(/is-selected/));
  fireEvent.click(within(selected).getByRole("button", { name: "Delete" }));
  fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete the invoice?" })).getByRole("button", { name: "Delete" }));
  await screen.findByText("The invoice was deleted");
  expect((await list()).some((i) => i.id === other.id)).toBe(false);
});

it("the corporate invoice PDF is a valid PDF", async () => {
  await renderAccount("/my/legalentities/invoices/");
  const { corporateInvoices } = await gql<{ corporateInvoices: Array<{ id: string; pdfUrl: string }> }>("{ corporateInvoices { id pdfUrl } }");
  const response = await tabCall(corporateInvoices[0]!.pdfUrl);
  expect(response.headers.get("content-type")).toContain("application/pdf");
  const text = Buffer.from(await response.arrayBuffer()).toString("latin1");
  expect(text.startsWith("%PDF-1.")).toBe(true);
  expect(text).toContain(`Invoice for payment #C-${corporateInvoices[0]!.id}`);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
});

it("recurring invoices: create on the 31st, the sandbox's next date follows the last-day rule, update, delete", async () => {
  const { container } = await renderAccount("/my/legalentities/recurring/new/");
  const form = within(await screen.findByTestId("recurring-form"));
  await chooseLabel(form.getByLabelText("Legal entity"), "Schmidt Digital GmbH");
  type(form.getByLabelText("Invoice issue day"), "31");
  await chooseLabel(form.getByLabelText("Period"), "Every 3 months");
  check(form.getByLabelText("All orders"), false);
  fireEvent.click(form.getByRole("button", { name: "Save" }));
  await form.findByText("Choose at least one order");
  check(await form.findByLabelText(/^shop-app-1/), true);
  check(form.getByLabelText(/^media bucket/), true);
  const schedule = scheduleForDay(31, todayUtc(), 3, 3);
  await waitFor(() => expect(form.getByTestId("recurring-schedule").textContent).toContain(formatShortDate(schedule[1]!, "en")));
  fireEvent.click(form.getByRole("button", { name: "Save" }));
  await screen.findByText("The recurring invoice was created");
  type R = { id: string; issueDay: number; periodMonths: number; allOrders: boolean; orderCount: number; nextPayment: string };
  const all = async () =>
    (await gql<{ recurringPayments: R[] }>("{ recurringPayments { id issueDay periodMonths allOrders orderCount nextPayment } }")).recurringPayments;
  const mine = (await all()).find((r) => r.periodMonths === 3 && !r.allOrders && r.orderCount === 2)!;
  expect(mine).toMatchObject({ issueDay: 31, nextPayment: schedule[0] });
  const card = await findIn(container, `[data-recurring-id="${mine.id}"]`);
  await waitFor(() => expect(card.textContent).toContain("2 orders"));
  fireEvent.click(within(card).getByRole("link", { name: "Edit" }));
  const edit = within(await screen.findByTestId("recurring-form"));
  check(await edit.findByLabelText("Allow overdraft"), true);
  fireEvent.click(edit.getByRole("button", { name: "Save" }));
  await screen.findByText("The recurring invoice was updated");
  expect(
    (await gql<{ recurringPayment: { allowOverdraft: boolean } }>("query($id: ID!) { recurringPayment(id: $id) { allowOverdraft } }", { id: mine.id }))
      .recurringPayment.allowOverdraft,
  ).toBe(true);
  const listed = await findIn(container, `[data-recurring-id="${mine.id}"]`);
  fireEvent.click(within(listed).getByRole("button", { name: "Delete" }));
  fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete the recurring invoice?" })).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(container.querySelector(`[data-recurring-id="${mine.id}"]`)).toBeNull());
  await waitFor(async () => expect((await all()).some((r) => r.id === mine.id)).toBe(false));
});
