import { test, expect, openAccount, gql, gqlData, sandboxPost, todayUtc, USERS } from "./fixtures";
import { uniqueWord } from "../support/unique";
import { scheduleForDay } from "../../src/lib/rules/day-of-month";
import { formatShortDate } from "../../src/lib/format";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

type LE = { id: string; company: string; verification: string; canInvoice: boolean; vatId: string | null; createActs: boolean; invoiceEmails: string[] };
const LES = "{ legalEntities { id company verification canInvoice vatId createActs invoiceEmails } }";

test("legal entities: add in English, send for verification, invoicing opens once verified", async ({ page }) => {
  const company = `E2E Trading ${uniqueWord()} Ltd`;
  await openAccount(page, "/my/legalentities/");
  await page.getByRole("button", { name: "Add a legal entity" }).click();
  const form = page.getByTestId("legal-entity-form");
  await form.getByLabel("Company").fill("ООО Ромашка");
  await form.getByLabel("Country").selectOption("NL");
  await form.getByLabel("City").fill("Amsterdam");
  await form.getByLabel("Address", { exact: true }).fill("Damrak 1");
  await form.getByRole("button", { name: "Add a legal entity" }).click();
  await expect(form.getByText("Legal-entity data must be in English")).toBeVisible();
  // VAT only for EU companies; acts only for Russian ones.
  await expect(form.getByLabel("VAT id")).toBeVisible();
  await expect(form.getByLabel("Create acceptance certificates")).toHaveCount(0);
  await form.getByLabel("Company").fill(company);
  await form.getByLabel("VAT id").fill("NL123456789B01");
  await form.getByLabel("Invoice e-mail addresses").fill("billing@e2e.example, ap@e2e.example");
  await form.getByRole("button", { name: "Add a legal entity" }).click();
  await expect(page.getByText("The legal entity was added")).toBeVisible();
  const created = (await gqlData<{ legalEntities: LE[] }>(page, LES)).legalEntities.find((l) => l.company === company)!;
  expect(created).toMatchObject({
    verification: "CREATED",
    canInvoice: false,
    vatId: "NL123456789B01",
    createActs: false,
    invoiceEmails: ["billing@e2e.example", "ap@e2e.example"],
  });
  const card = page.locator(`[data-legal-entity-id="${created.id}"]`);
  await expect(card).toContainText("Invoicing is available after verification.");
  await card.getByRole("button", { name: "Send for verification" }).click();
  await expect(card).toContainText("Sent for verification");
  expect((await gqlData<{ legalEntities: LE[] }>(page, LES)).legalEntities.find((l) => l.id === created.id)!.verification).toBe("SENT");
  await sandboxPost(page.request, `/sandbox/api/legal-entities/${created.id}/verify`);
  await openAccount(page, "/my/legalentities/");
  await expect(card).toContainText("Verified");
  await card.getByRole("link", { name: "Create an invoice" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/legalentities/invoices/\\?legalEntity=${created.id}`));
  await expect(page.getByTestId("corporate-invoice-form").getByLabel("Legal entity")).toHaveValue(created.id);
});

test("a Russian company may create acceptance certificates and has no VAT id", async ({ page }) => {
  await openAccount(page, "/my/legalentities/");
  await page.getByRole("button", { name: "Add a legal entity" }).click();
  const form = page.getByTestId("legal-entity-form");
  await form.getByLabel("Country").selectOption("RU");
  await expect(form.getByLabel("VAT id")).toHaveCount(0);
  await expect(form.getByLabel("Create acceptance certificates")).toBeVisible();
});

test("corporate invoice: create, confirm, then delete is refused; an unconfirmed one deletes", async ({ page }) => {
  await openAccount(page, "/my/legalentities/invoices/");
  const form = page.getByTestId("corporate-invoice-form");
  await form.getByLabel("Legal entity").selectOption({ label: "Schmidt Digital GmbH" });
  await form.getByLabel(/^Amount/).fill("1");
  await form.getByRole("button", { name: "Create an invoice" }).click();
  await expect(form.getByText("The amount must be more than 1")).toBeVisible();
  const amount = 11 + Math.floor(Math.random() * 80);
  await form.getByLabel(/^Amount/).fill(String(amount));
  await form.getByRole("button", { name: "Create an invoice" }).click();
  await expect(page.getByText("The invoice was created")).toBeVisible();
  type Inv = { id: string; amount: number; confirmed: boolean; paid: boolean };
  const list = async () => (await gqlData<{ corporateInvoices: Inv[] }>(page, "{ corporateInvoices { id amount confirmed paid } }")).corporateInvoices;
  const mine = (await list()).find((i) => i.amount === amount && !i.confirmed)!;
  expect(mine).toBeTruthy();
  const row = page.locator(`[data-corporate-invoice-id="${mine.id}"]`);
  await row.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("dialog", { name: "Confirm the invoice?" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("The invoice is confirmed and sent for checking")).toBeVisible();
  await expect(row.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(row).toContainText("Sent for checking: cannot be deleted");
  expect((await list()).find((i) => i.id === mine.id)!.confirmed).toBe(true);
  const refused = await gql(page, "mutation($id: ID!) { deleteCorporateInvoice(id: $id) }", { id: mine.id });
  expect(refused.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  // The sandbox sees the funds: the invoice is paid.
  await sandboxPost(page.request, `/sandbox/api/corporate-invoices/${mine.id}/paid`);
  expect((await list()).find((i) => i.id === mine.id)!.paid).toBe(true);

  // A second, unconfirmed one can be deleted, and the `selected` query highlights it.
  await form.getByLabel(/^Amount/).fill(String(amount + 1));
  await form.getByRole("button", { name: "Create an invoice" }).click();
  const other = await expect
    .poll(async () => (await list()).find((i) => i.amount === amount + 1)?.id)
    .toBeTruthy()
    .then(async () => (await list()).find((i) => i.amount === amount + 1)!);
  await openAccount(page, `/my/legalentities/invoices/?selected=${other.id}`);
  const selected = page.locator(`[data-corporate-invoice-id="${other.id}"]`);
  await expect(selected).toHaveClass(/is-selected/);
  await selected.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete the invoice?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The invoice was deleted")).toBeVisible();
  expect((await list()).some((i) => i.id === other.id)).toBe(false);
});

test("the corporate invoice PDF is a valid PDF", async ({ page }) => {
  await openAccount(page, "/my/legalentities/invoices/");
  const { corporateInvoices } = await gqlData<{ corporateInvoices: Array<{ id: string; pdfUrl: string }> }>(page, "{ corporateInvoices { id pdfUrl } }");
  const response = await page.request.get(corporateInvoices[0]!.pdfUrl);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  const text = (await response.body()).toString("latin1");
  expect(text.startsWith("%PDF-1.")).toBe(true);
  expect(text).toContain(`Invoice for payment #C-${corporateInvoices[0]!.id}`);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
});

test("recurring invoices: create on the 31st, the sandbox's next date follows the last-day rule, update, delete", async ({ page }) => {
  await openAccount(page, "/my/legalentities/recurring/new/");
  const form = page.getByTestId("recurring-form");
  await form.getByLabel("Legal entity").selectOption({ label: "Schmidt Digital GmbH" });
  await form.getByLabel("Invoice issue day").fill("31");
  await form.getByLabel("Period").selectOption({ label: "Every 3 months" });
  await form.getByLabel("All orders").uncheck();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Choose at least one order")).toBeVisible();
  await form.getByLabel(/^shop-app-1/).check();
  await form.getByLabel(/^media bucket/).check();
  const schedule = scheduleForDay(31, todayUtc(), 3, 3);
  await expect(form.getByTestId("recurring-schedule")).toContainText(formatShortDate(schedule[1]!, "en"));
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The recurring invoice was created")).toBeVisible();
  type R = { id: string; issueDay: number; periodMonths: number; allOrders: boolean; orderCount: number; nextPayment: string };
  const all = async () =>
    (await gqlData<{ recurringPayments: R[] }>(page, "{ recurringPayments { id issueDay periodMonths allOrders orderCount nextPayment } }")).recurringPayments;
  const mine = (await all()).find((r) => r.periodMonths === 3 && !r.allOrders && r.orderCount === 2)!;
  expect(mine).toMatchObject({ issueDay: 31, nextPayment: schedule[0] });
  const card = page.locator(`[data-recurring-id="${mine.id}"]`);
  await expect(card).toContainText("2 orders");
  await card.getByRole("link", { name: "Edit" }).click();
  await page.getByTestId("recurring-form").getByLabel("Allow overdraft").check();
  await page.getByTestId("recurring-form").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The recurring invoice was updated")).toBeVisible();
  expect(
    (
      await gqlData<{ recurringPayment: { allowOverdraft: boolean } }>(page, "query($id: ID!) { recurringPayment(id: $id) { allowOverdraft } }", {
        id: mine.id,
      })
    ).recurringPayment.allowOverdraft,
  ).toBe(true);
  await card.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete the recurring invoice?" }).getByRole("button", { name: "Delete" }).click();
  await expect(card).toHaveCount(0);
  await expect.poll(async () => (await all()).some((r) => r.id === mine.id)).toBe(false);
});
