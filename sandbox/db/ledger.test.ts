import { SessionClient, startSandbox } from "../testing/session-client";
import { openDatabase } from "./database";
import { DEMO, seed } from "../seed/seed";
import { balanceShares } from "../rules/ledger";
import { paymentResultSchema } from "@/api-client/schemas";

/** Issue 19 "the ledger does not add up" (docs/decisions/099): every balance movement is a transaction, nothing else is. */
const sums = (db: ReturnType<typeof openDatabase>) =>
  db
    .prepare(
      `SELECT u.email, u.balance_cents AS balance, coalesce((SELECT sum(amount_cents) FROM transactions t WHERE t.account_id = u.id), 0) AS history
       FROM users u ORDER BY u.id`,
    )
    .all() as Array<{ email: string; balance: number; history: number }>;

test("the seeded history of every seeded customer sums to their balance, and every paid invoice names a paid payment", () => {
  const db = openDatabase(":memory:", seed);
  const rows = sums(db);
  expect(rows.map((r) => r.email).sort()).toEqual(Object.values(DEMO).sort());
  for (const row of rows) expect({ email: row.email, history: row.history }).toEqual({ email: row.email, history: row.balance });
  // The demo customer is not trivially balanced: money went in and out.
  expect(rows.find((r) => r.email === DEMO.complete)).toEqual({ email: DEMO.complete, balance: 5000, history: 5000 });
  const unsettled = db
    .prepare("SELECT i.id FROM invoices i LEFT JOIN payments p ON p.ref = i.payment_ref AND p.status = 'paid' WHERE i.paid = 1 AND p.ref IS NULL")
    .all();
  expect(unsettled).toEqual([]);
  // A payment's balance part is exactly its transactions' debits; what a card or crypto paid is no transaction.
  const mismatched = db
    .prepare(
      `SELECT p.ref FROM payments p WHERE p.kind != 'balance' AND
         (p.amount_cents - p.charge_cents) != -coalesce((SELECT sum(amount_cents) FROM transactions t WHERE t.payment_ref = p.ref), 0)`,
    )
    .all();
  expect(mismatched).toEqual([]);
  db.close();
});

test("balance shares cover the first invoices, never more than each invoice", () => {
  expect(balanceShares([500, 1500, 500], 1200)).toEqual([500, 700, 0]);
  expect(balanceShares([2500], 1000)).toEqual([1000]);
  expect(balanceShares([300], 0)).toEqual([0]);
});

describe("live payments keep the ledger", () => {
  let sb: Awaited<ReturnType<typeof startSandbox>>;
  beforeEach(async () => {
    sb = await startSandbox();
  });
  afterEach(() => sb.close());

  type Summary = { financeSummary: { balance: number }; transactions: { items: Array<{ amount: number; paymentRef: string | null }> } };
  const ledger = async (c: SessionClient) => {
    const r = await c.gql<Summary>("{ financeSummary { balance } transactions(pageSize: 100) { items { amount paymentRef } } }");
    const items = r.data!.transactions.items;
    return { balance: r.data!.financeSummary.balance, history: Math.round(items.reduce((s, t) => s + t.amount * 100, 0)) / 100, items };
  };
  const order = async (c: SessionClient) =>
    (
      await c.gql<{ createOrder: { paymentRef: string; amount: number } }>(
        "mutation($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef amount } }",
        { input: { planSlug: "vps-1", months: 1, count: 1 } },
      )
    ).data!.createOrder;
  const PAYMENT = `query($ref: ID!) { payment(ref: $ref) { ref kind method amount fromBalance charged reference invoices { id orderId paid paidFromBalance payment { ref } } } }`;
  type P = {
    payment: {
      ref: string;
      kind: string;
      method: string;
      amount: number;
      fromBalance: number;
      charged: number;
      reference: string;
      invoices: Array<{ id: string; orderId: string; paid: boolean; paidFromBalance: number; payment: { ref: string } }>;
    } | null;
  };

  test("an order paid by crypto is a payment, not a balance debit; one paid partly from the balance debits only that part", async () => {
    const c = new SessionClient(sb.url);
    await c.login(DEMO.complete);
    const before = await ledger(c);
    expect(before.history).toBe(before.balance);

    // Crypto: 100 EUR minimum, so three months of a bigger plan.
    const crypto = (
      await c.gql<{ createOrder: { paymentRef: string; amount: number } }>(
        "mutation($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef amount } }",
        { input: { planSlug: "vps-4", months: 12, count: 1 } },
      )
    ).data!.createOrder;
    const started = paymentResultSchema.parse((await c.post(`/my/api/payment/${crypto.paymentRef}/`, { payment_type: "bitcoin", currency: "EUR" })).json());
    if (!("widget" in started) || started.widget.type !== "crypto") throw new Error("expected a crypto widget");
    await c.post(`/sandbox/api/crypto/${started.widget.id}/status`, { status: "pending" });
    await c.post(`/sandbox/api/crypto/${started.widget.id}/status`, { status: "paid" });
    const afterCrypto = await ledger(c);
    expect(afterCrypto.balance).toBe(before.balance);
    expect(afterCrypto.items.length).toBe(before.items.length);
    const paidByCrypto = (await c.gql<P>(PAYMENT, { ref: crypto.paymentRef })).data!.payment!;
    expect(paidByCrypto).toMatchObject({
      kind: "order",
      method: "bitcoin",
      amount: crypto.amount,
      fromBalance: 0,
      charged: crypto.amount,
      reference: started.widget.id,
    });
    expect(paidByCrypto.invoices).toHaveLength(1);
    expect(paidByCrypto.invoices[0]).toMatchObject({ paid: true, paidFromBalance: 0, payment: { ref: crypto.paymentRef } });

    // Card with the balance included: the balance part is one debit, the card part none.
    const partial = await order(c);
    const res = paymentResultSchema.parse(
      (await c.post(`/my/api/payment/${partial.paymentRef}/`, { payment_type: "card", currency: "EUR", include_balance: true })).json(),
    );
    expect(res.finalAmount).toBe(0); // €6 order, €50 balance: all from the balance
    const afterPartial = await ledger(c);
    expect(afterPartial.balance).toBe(before.balance - partial.amount);
    expect(afterPartial.history).toBe(afterPartial.balance);
    expect(afterPartial.items.filter((t) => t.paymentRef === partial.paymentRef).map((t) => t.amount)).toEqual([-partial.amount]);
    expect((await c.gql<P>(PAYMENT, { ref: partial.paymentRef })).data!.payment).toMatchObject({ fromBalance: partial.amount, charged: 0 });
  });

  test("a balance part and a card part: the invoice shows both, the history still sums to the balance", async () => {
    const c = new SessionClient(sb.url);
    await c.login(DEMO.complete); // €50 on the balance
    const before = await ledger(c);
    const big = (
      await c.gql<{ createOrder: { paymentRef: string; amount: number } }>(
        "mutation($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef amount } }",
        { input: { planSlug: "vps-4", months: 12, count: 1 } },
      )
    ).data!.createOrder;
    const res = paymentResultSchema.parse(
      (await c.post(`/my/api/payment/${big.paymentRef}/`, { payment_type: "card", currency: "EUR", include_balance: true })).json(),
    );
    if (!("widget" in res) || res.widget.type !== "card_session") throw new Error("expected a card session");
    expect((await c.post(`/sandbox/pay/card/${res.widget.checkoutSessionId}/`, { outcome: "success" })).statusCode).toBe(303);
    const after = await ledger(c);
    expect(after.balance).toBe(0);
    expect(after.history).toBe(0);
    const p = (await c.gql<P>(PAYMENT, { ref: big.paymentRef })).data!.payment!;
    expect(p).toMatchObject({ method: "card", amount: big.amount, fromBalance: before.balance, reference: res.widget.checkoutSessionId });
    expect(p.charged).toBeCloseTo(big.amount - before.balance, 2);
    expect(p.invoices[0]!.paidFromBalance).toBe(before.balance);
  });

  test("a corporate invoice that tops up the balance is one credit; the payments list names what each payment settled", async () => {
    const c = new SessionClient(sb.url);
    await c.login(DEMO.complete);
    const le = (await c.gql<{ legalEntities: Array<{ id: string; canInvoice: boolean }> }>("{ legalEntities { id canInvoice } }")).data!.legalEntities.find(
      (l) => l.canInvoice,
    )!;
    const res = (
      await c.post("/my/api/payment/balance/", { payment_type: "corporate_invoice", currency: "EUR", amount: 40, legalentity_id: Number(le.id) })
    ).json() as {
      redirect: string;
    };
    const id = new URL(res.redirect, sb.url).searchParams.get("selected")!;
    await c.gql("mutation($id: ID!) { confirmCorporateInvoice(id: $id) { id } }", { id });
    expect((await c.post(`/sandbox/api/corporate-invoices/${id}/paid`, {})).statusCode).toBe(200);
    const after = await ledger(c);
    expect(after.balance).toBe(90);
    expect(after.history).toBe(90);
    const list = (
      await c.gql<{ payments: { total: number; items: Array<{ kind: string; method: string; reference: string; invoices: Array<{ id: string }> }> } }>(
        "{ payments(pageSize: 100) { total items { kind method reference invoices { id } } } }",
      )
    ).data!.payments;
    expect(list.items[0]).toMatchObject({ kind: "balance", method: "corporate_invoice", reference: `corporate-invoice-${id}`, invoices: [] });
    // The seeded bundle: one balance payment for three invoices.
    expect(list.items.some((p) => p.kind === "invoices" && p.invoices.length === 3)).toBe(true);
    const paid = (
      await c.gql<{ paidInvoices: { items: Array<{ payment: { ref: string } | null }> } }>("{ paidInvoices(pageSize: 100) { items { payment { ref } } } }")
    ).data!.paidInvoices.items;
    expect(paid.every((i) => i.payment !== null)).toBe(true);
  });
});
