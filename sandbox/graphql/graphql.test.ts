import { SessionClient, signedInSandbox } from "../testing/session-client";
import { DEMO } from "../seed/seed";
import { renderPdf } from "../payments/pdf";

const s = signedInSandbox(DEMO.complete);

const ORDERS = "{ orders { id type paid cancelMark name project { name } } }";
type O = { id: string; type: string; paid: boolean; cancelMark: boolean; name: string; project: { name: string } };

test("anonymous callers get UNAUTHENTICATED", async () => {
  const anon = new SessionClient(s.sb.url);
  await anon.boot();
  expect((await anon.gql("{ me { id } }")).errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
});

test("cancel: an unpaid order is deleted at once, a paid one is marked; the mark can be removed", async () => {
  const orders = (await s.c.gql<{ orders: O[] }>(ORDERS)).data!.orders;
  const unpaid = orders.find((o) => !o.paid)!;
  const paid = orders.find((o) => o.paid)!;
  const del = await s.c.gql("mutation($id: ID!) { cancelOrder(id: $id) { deleted order { id } } }", { id: unpaid.id });
  expect(del.data).toEqual({ cancelOrder: { deleted: true, order: null } });
  expect((await s.c.gql("query($id: ID!) { order(id: $id) { id } }", { id: unpaid.id })).errors![0]!.extensions!.code).toBe("NOT_FOUND");
  const mark = await s.c.gql("mutation($id: ID!) { cancelOrder(id: $id) { deleted order { id cancelMark } } }", { id: paid.id });
  expect(mark.data).toEqual({ cancelOrder: { deleted: false, order: { id: paid.id, cancelMark: true } } });
  expect((await s.c.gql("mutation($id: ID!) { cancelOrder(id: $id) { deleted } }", { id: paid.id })).errors![0]!.extensions!.code).toBe("CONFLICT");
  const removed = await s.c.gql("mutation($id: ID!) { removeCancelMark(id: $id) { cancelMark } }", { id: paid.id });
  expect(removed.data).toEqual({ removeCancelMark: { cancelMark: false } });
});

test("deleting a project needs its name and moves its orders to General", async () => {
  const projects = (await s.c.gql<{ projects: Array<{ id: string; name: string; orderCount: number }> }>("{ projects { id name orderCount } }")).data!.projects;
  const shop = projects.find((p) => p.name === "Web shop")!;
  const general = projects.find((p) => p.name === "General")!;
  const wrong = await s.c.gql('mutation($id: ID!) { deleteProject(id: $id, confirmName: "web shop") }', { id: shop.id });
  expect(wrong.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  const ok = await s.c.gql('mutation($id: ID!) { deleteProject(id: $id, confirmName: "Web shop") }', { id: shop.id });
  expect(ok.data).toEqual({ deleteProject: shop.id });
  const after = (await s.c.gql<{ projects: Array<{ id: string; name: string; orderCount: number }> }>("{ projects { id name orderCount } }")).data!.projects;
  expect(after.map((p) => p.name)).not.toContain("Web shop");
  expect(after.find((p) => p.id === general.id)!.orderCount).toBe(general.orderCount + shop.orderCount);
  expect((await s.c.gql(`mutation($id: ID!) { deleteProject(id: $id, confirmName: "General") }`, { id: general.id })).errors![0]!.extensions!.code).toBe(
    "CONFLICT",
  );
});

test("order rename max length, tags, project name limit", async () => {
  const { orders } = (await s.c.gql<{ orders: O[] }>(ORDERS)).data!;
  const id = orders[0]!.id;
  const { limits } = (await s.c.gql<{ limits: { orderNameMax: number; projectNameMax: number } }>("{ limits { orderNameMax projectNameMax } }")).data!;
  expect(
    (await s.c.gql("mutation($id: ID!, $n: String!) { renameOrder(id: $id, name: $n) { name } }", { id, n: "x".repeat(limits.orderNameMax + 1) })).errors![0]!
      .extensions!.code,
  ).toBe("BAD_USER_INPUT");
  expect(
    (await s.c.gql("mutation($id: ID!, $n: String!) { renameOrder(id: $id, name: $n) { name } }", { id, n: "x".repeat(limits.orderNameMax) })).data,
  ).toEqual({ renameOrder: { name: "x".repeat(limits.orderNameMax) } });
  const tags = await s.c.gql('mutation($id: ID!) { setOrderTags(id: $id, tags: ["a", "b", "a"]) { tags } }', { id });
  expect(tags.data).toEqual({ setOrderTags: { tags: ["a", "b"] } });
  expect(
    (await s.c.gql("mutation($n: String!) { createProject(input: {name: $n}) { id } }", { n: "p".repeat(limits.projectNameMax + 1) })).errors![0]!.extensions!
      .code,
  ).toBe("BAD_USER_INPUT");
});

test("comments and descriptions keep their line breaks (normalised to \\n); control characters are refused (text-rule.test.ts)", async () => {
  const { orders } = (await s.c.gql<{ orders: O[] }>(ORDERS)).data!;
  const id = orders[0]!.id;
  const comment = await s.c.gql("mutation($id: ID!, $c: String!) { setOrderComment(id: $id, comment: $c) { comment } }", { id, c: "line 1\r\nline 2" });
  expect(comment.data).toEqual({ setOrderComment: { comment: "line 1\nline 2" } });
  const project = await s.c.gql<{ createProject: { name: string; description: string } }>(
    "mutation($n: String!, $d: String!) { createProject(input: {name: $n, description: $d}) { name description } }",
    { n: "abc", d: "first\nsecond" },
  );
  expect(project.data).toEqual({ createProject: { name: "abc", description: "first\nsecond" } });
});

test("legal entities: English only, VAT id only for EU, acts only for RU; send for verification once", async () => {
  const create = (input: Record<string, unknown>) =>
    s.c.gql("mutation($i: LegalEntityInput!) { createLegalEntity(input: $i) { id verification } }", { i: input });
  const base = { company: "Acme Ltd", country: "GB", city: "London", address: "1 Road" };
  expect((await create({ ...base, company: "Акме" })).errors![0]!.extensions!.fields).toHaveProperty("company");
  expect((await create({ ...base, vatId: "GB123456789" })).errors![0]!.extensions!.fields).toHaveProperty("vatId");
  expect((await create({ ...base, createActs: true })).errors![0]!.extensions!.fields).toHaveProperty("createActs");
  expect((await create({ ...base, country: "DE", vatId: "DE987654321" })).data).toBeTruthy();
  const ok = await create({ ...base, country: "RU", createActs: true });
  const id = (ok.data as { createLegalEntity: { id: string } }).createLegalEntity.id;
  const sent = await s.c.gql("mutation($id: ID!) { sendLegalEntityForVerification(id: $id) { verification } }", { id });
  expect(sent.data).toEqual({ sendLegalEntityForVerification: { verification: "SENT" } });
  expect((await s.c.gql("mutation($id: ID!) { sendLegalEntityForVerification(id: $id) { verification } }", { id })).errors![0]!.extensions!.code).toBe(
    "CONFLICT",
  );
});

test("corporate invoices: delete unless confirmed; recurring issue day 1-31 with the last-day rule", async () => {
  const inv = await s.c.gql<{ createCorporateInvoice: { id: string } }>(
    "mutation { createCorporateInvoice(input: {legalEntityId: 1, amount: 250}) { id confirmed pdfUrl } }",
  );
  const id = inv.data!.createCorporateInvoice.id;
  await s.c.gql("mutation($id: ID!) { confirmCorporateInvoice(id: $id) { confirmed } }", { id });
  expect((await s.c.gql("mutation($id: ID!) { deleteCorporateInvoice(id: $id) }", { id })).errors![0]!.extensions!.code).toBe("CONFLICT");
  const other = await s.c.gql<{ createCorporateInvoice: { id: string } }>("mutation { createCorporateInvoice(input: {legalEntityId: 1, amount: 99}) { id } }");
  const otherId = other.data!.createCorporateInvoice.id;
  const deleted = await s.c.gql<{ deleteCorporateInvoice: string }>("mutation($id: ID!) { deleteCorporateInvoice(id: $id) }", { id: otherId });
  expect(deleted).toEqual({ data: { deleteCorporateInvoice: otherId } });
  const left = (await s.c.gql<{ corporateInvoices: Array<{ id: string }> }>("{ corporateInvoices { id } }")).data!.corporateInvoices.map((i) => i.id);
  expect(left).toContain(id);
  expect(left).not.toContain(otherId);
  const pdf = await s.c.get(`/my/api/corporate-invoices/${id}/pdf/`);
  expect(pdf.headers["content-type"]).toBe("application/pdf");
  expect(pdf.body.startsWith("%PDF-1.")).toBe(true);
  const rp = (day: number) =>
    s.c.gql(
      'mutation($d: Int!) { createRecurringPayment(input: {legalEntityId: 1, issueDay: $d, periodMonths: 1, currency: "EUR", allOrders: true, allowOverdraft: false}) { issueDay nextPayment orderCount } }',
      { d: day },
    );
  expect((await rp(32)).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  expect((await rp(0)).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  const r31 = (await rp(31)).data as { createRecurringPayment: { nextPayment: string; orderCount: number } };
  const [y, m, d] = r31.createRecurringPayment.nextPayment.split("-").map(Number) as [number, number, number];
  expect(d).toBe(new Date(Date.UTC(y, m, 0)).getUTCDate()); // the month's last day
  expect(r31.createRecurringPayment.orderCount).toBe(12); // one of each of the 11 types and the overdue "old-blog"
});

test("auto top-up needs a card and an amount over 1; saved card auto-renewal toggles", async () => {
  expect(
    (await s.c.gql('mutation { setAutoTopUp(input: {day: 31, amount: 1, currency: "EUR", cardId: 1}) { day } }')).errors![0]!.extensions!.fields,
  ).toHaveProperty("amount");
  expect(
    (await s.c.gql('mutation { setAutoTopUp(input: {day: 5, amount: 20, currency: "EUR", cardId: 999}) { day } }')).errors![0]!.extensions!.fields,
  ).toHaveProperty("cardId");
  const ok = await s.c.gql<{ setAutoTopUp: { nextPayment: string } }>(
    'mutation { setAutoTopUp(input: {day: 31, amount: 20, currency: "EUR", cardId: 1}) { day amount nextPayment } }',
  );
  expect(ok.data!.setAutoTopUp.nextPayment).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect((await s.c.gql("mutation { setCardAutoRenewal(id: 2, enabled: true) { autoRenewal } }")).data).toEqual({ setCardAutoRenewal: { autoRenewal: true } });
  expect((await s.c.gql("mutation { removeCard(id: 1) }")).data).toEqual({ removeCard: "1" });
  expect((await s.c.gql("{ autoTopUp { day } }")).data).toEqual({ autoTopUp: null }); // it ran on the removed card
  expect((await s.c.gql("mutation { disableAutoTopUp }")).data).toEqual({ disableAutoTopUp: false });
});

test("transactions: period filter, pagination and the CSV export of the same filter", async () => {
  const all = await s.c.gql<{ transactions: { total: number; items: unknown[]; hasNext: boolean; csvUrl: string } }>(
    "{ transactions(pageSize: 5) { total hasNext items { id } csvUrl } }",
  );
  expect(all.data!.transactions.items).toHaveLength(5);
  expect(all.data!.transactions.hasNext).toBe(true);
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 20 * 86400000).toISOString().slice(0, 10);
  const part = await s.c.gql<{ transactions: { total: number; csvUrl: string } }>(
    "query($f: String, $t: String) { transactions(from: $f, to: $t) { total csvUrl } }",
    { f: from, t: today },
  );
  expect(part.data!.transactions.total).toBeLessThan(all.data!.transactions.total);
  const csv = await s.c.get(part.data!.transactions.csvUrl);
  expect(csv.body.trim().split("\n")).toHaveLength(part.data!.transactions.total + 1);
  expect((await s.c.gql('{ transactions(from: "yesterday") { total } }')).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
});

test("ssh keys, tickets, transfer, tariff change with surcharge", async () => {
  const key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK0wmN/Cr3JXqmLW7u+g9pTh+wyqDHpSQEIQczXkVx9q test@host";
  const created = await s.c.gql<{ createSshKey: { id: string; defaultForVps: boolean } }>(
    'mutation($k: String!) { createSshKey(input: {name: "ci", publicKey: $k, defaultForVps: true}) { id defaultForVps } }',
    { k: key },
  );
  expect(created.data!.createSshKey.defaultForVps).toBe(true);
  const keys = (await s.c.gql<{ sshKeys: Array<{ defaultForVps: boolean }> }>("{ sshKeys { defaultForVps } }")).data!.sshKeys;
  expect(keys.filter((k) => k.defaultForVps)).toHaveLength(1);
  expect((await s.c.gql('mutation { createSshKey(input: {name: "x", publicKey: "not a key"}) { id } }')).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  expect((await s.c.gql('mutation { createTicket(input: {subject: "Help", message: "Disk"}) { id status } }')).data).toMatchObject({
    createTicket: { status: "open" },
  });

  const change = await s.c.gql<{ changeTariff: { surcharge: number; paymentRef: string } }>(
    'mutation { changeTariff(orderId: 1, planSlug: "vps-4") { surcharge paymentRef planSlug } }',
  );
  expect(change.data!.changeTariff.surcharge).toBeGreaterThan(0);
  expect((await s.c.gql('mutation { changeTariff(orderId: 1, planSlug: "vps-1") { surcharge } }')).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  const pay = await s.c.post(`/my/api/payment/${change.data!.changeTariff.paymentRef}/`, { payment_type: "balance", currency: "EUR" });
  expect(pay.statusCode).toBe(200);
  const order = (await s.c.gql<{ order: { planSlug: string; restarts: number; diskGb: number } }>("{ order(id: 1) { planSlug restarts diskGb } }")).data!.order;
  expect(order).toEqual({ planSlug: "vps-4", restarts: 1, diskGb: 160 });

  expect((await s.c.gql('mutation { transferOrder(id: 2, recipient: "nobody@example.org") { orderId } }')).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  expect((await s.c.gql(`mutation { transferOrder(id: 2, recipient: "${DEMO.ukrainian}") { recipient } }`)).data).toEqual({
    transferOrder: { recipient: DEMO.ukrainian },
  });
  expect((await s.c.gql("{ order(id: 2) { id } }")).errors![0]!.extensions!.code).toBe("NOT_FOUND");
});

test("renderPdf writes a PDF whose xref offsets point at its objects", () => {
  const pdf = renderPdf(["Invoice #1", "Amount: 5.00 EUR"]).toString("latin1");
  const xrefAt = Number(pdf.match(/startxref\n(\d+)/)![1]);
  expect(pdf.slice(xrefAt, xrefAt + 4)).toBe("xref");
  const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  offsets.forEach((o, i) => expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
});

test("orders carry their renewal term; support staff have a status", async () => {
  const orders = (await s.c.gql<{ orders: Array<{ months: number }> }>("{ orders { months } }")).data!.orders;
  expect(orders.length).toBeGreaterThan(0);
  expect(orders.every((o) => o.months === 1)).toBe(true);
  const staff = (await s.c.gql<{ supportStaff: Array<{ status: string }> }>("{ supportStaff { name status } }")).data!.supportStaff;
  expect(new Set(staff.map((s) => s.status))).toEqual(new Set(["online", "offline", "break"]));
  const anon = new SessionClient(s.sb.url);
  await anon.boot();
  expect((await anon.gql("{ supportStaff { name } }")).errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
});

test("createOrder takes an applied promo code off the payment, and refuses one that was not applied", async () => {
  const create = (promoCode?: string) =>
    s.c.gql<{ createOrder: { amount: number; paymentRef: string } }>(
      "mutation($input: CreateOrderInput!) { createOrder(input: $input) { amount paymentRef } }",
      {
        input: { planSlug: "vps-1", months: 1, count: 2, ...(promoCode ? { promoCode } : {}) },
      },
    );
  const notApplied = await create("SPRING10");
  expect(notApplied.errors![0]!.extensions!.fields).toEqual({ promoCode: ["This promo code has not been applied to your account or has expired."] });
  expect((await s.c.post("/my/api/payment/promo-code/apply/", { code: "SPRING10" })).statusCode).toBe(200);
  // 2 × €6.00 = €12.00, 10% off the one month the code covers.
  const withPromo = await create("spring10");
  expect(withPromo.data!.createOrder.amount).toBe(10.8);
  const context = (await s.c.get(`/my/api/payment/${withPromo.data!.createOrder.paymentRef}/`)).json() as { amount: number };
  expect(context.amount).toBe(10.8);
  expect((await create()).data!.createOrder.amount).toBe(12);
});

test("renew: a paid order's renewal is paid through its paymentRef; paid-until moves one term on and the cancel mark goes", async () => {
  type R = { renewOrder: { invoiceId: string; amount: number; paidUntilAfter: string; paymentRef: string; order: { id: string } } };
  const orders = (
    await s.c.gql<{ orders: Array<O & { paidUntil: string | null; months: number; price: number }> }>(
      "{ orders { id type paid cancelMark name project { name } paidUntil months price } }",
    )
  ).data!.orders;
  const paid = orders.find((o) => o.paid && o.paidUntil)!;
  const unpaid = orders.find((o) => !o.paid)!;
  expect((await s.c.gql("mutation($id: ID!) { renewOrder(id: $id) { paymentRef } }", { id: unpaid.id })).errors![0]!.extensions!.code).toBe("CONFLICT");
  await s.c.gql("mutation($id: ID!) { cancelOrder(id: $id) { deleted } }", { id: paid.id });
  const renew = (q: string) => s.c.gql<R>(`mutation($id: ID!) { renewOrder(id: $id) { ${q} } }`, { id: paid.id });
  const first = (await renew("invoiceId amount paidUntilAfter paymentRef order { id }")).data!.renewOrder;
  expect(first.amount).toBe(paid.price);
  // Renewing again reuses the open renewal invoice (one debt, not two).
  const again = (await renew("invoiceId amount paidUntilAfter paymentRef order { id }")).data!.renewOrder;
  expect(again.invoiceId).toBe(first.invoiceId);
  expect((await s.c.gql<{ debts: Array<{ id: string }> }>("{ debts { id } }")).data!.debts.filter((d) => d.id === first.invoiceId)).toHaveLength(1);
  const pay = await s.c.post(`/my/api/payment/${again.paymentRef}/`, { payment_type: "balance", currency: "EUR" });
  expect(pay.statusCode).toBe(200);
  const after = (
    await s.c.gql<{ order: { paidUntil: string; cancelMark: boolean } }>("query($id: ID!) { order(id: $id) { paidUntil cancelMark } }", { id: paid.id })
  ).data!.order;
  expect(after).toEqual({ paidUntil: first.paidUntilAfter, cancelMark: false });
  expect(after.paidUntil > paid.paidUntil!).toBe(true);
});

test("the seeded overdue order counts its overdue days from today", async () => {
  const orders = (
    await s.c.gql<{ orders: Array<{ name: string; paid: boolean; paidUntil: string; overdueDays: number }> }>("{ orders { name paid paidUntil overdueDays } }")
  ).data!.orders;
  const overdue = orders.filter((o) => o.overdueDays > 0);
  expect(overdue.map((o) => o.name)).toEqual(["old-blog"]);
  const today = new Date().toISOString().slice(0, 10);
  expect(overdue[0]!.overdueDays).toBe((Date.parse(today) - Date.parse(overdue[0]!.paidUntil)) / 86_400_000);
  expect(overdue[0]!.paid).toBe(true);
});

test("invoices state their VAT at the customer's country rate; corporate invoices topping up the balance none (decision 162)", async () => {
  type Vat = { amount: number; vatRate: number; amountWithoutVat: number; vat: number };
  const q = await s.c.gql<{ debts: Vat[]; paidInvoices: { items: Vat[] }; corporateInvoices: Vat[] }>(
    "{ debts { amount vatRate amountWithoutVat vat } paidInvoices(pageSize: 100) { items { amount vatRate amountWithoutVat vat } } corporateInvoices { amount vatRate amountWithoutVat vat } }",
  );
  const invoices = [...q.data!.debts, ...q.data!.paidInvoices.items];
  expect(invoices.length).toBeGreaterThan(3);
  for (const i of invoices) {
    // A private customer in Germany pays Germany's 19% (OSS).
    expect(i.vatRate).toBe(0.19);
    expect(i.vat).toBe(Math.round(((i.amount * 0.19) / 1.19) * 100) / 100);
    expect(Math.round((i.amountWithoutVat + i.vat) * 100)).toBe(Math.round(i.amount * 100));
  }
  // The seeded corporate invoices top up the balance: prepayments, no VAT (it is charged on what the balance pays).
  expect(q.data!.corporateInvoices.length).toBeGreaterThan(0);
  expect(q.data!.corporateInvoices.map((i) => [i.vatRate, i.vat, i.amountWithoutVat])).toEqual(q.data!.corporateInvoices.map((i) => [0, 0, i.amount]));
});
