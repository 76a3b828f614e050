import { signedInSandbox } from "../testing/session-client";
import { DEMO } from "@sandbox/seed/seed";
import { DASHBOARD_OPERATIONS, LAST_TRANSACTIONS } from "@/features/account/shell/dashboard/operations";
import { lastMovements } from "@/features/account/shell/dashboard/last-movements";
import type { DashboardPayment } from "@/features/account/shell/dashboard/queries";

// Issue 37: the money is right. The complete demo customer is a private customer in Germany (19 %, OSS);
// the seller is Hostward B.V. in the Netherlands (src/lib/vat, decision 162).
const s = signedInSandbox(DEMO.complete);

/** Pays a payment by card on the sandbox's card page, as the customer's browser does. */
async function payByCard(paymentRef: string, body: Record<string, unknown> = {}) {
  const start = await s.c.post(`/my/api/payment/${paymentRef}/`, { payment_type: "card", currency: "EUR", ...body });
  expect(start.statusCode).toBe(200);
  const { widget, paymentRef: ref } = start.json() as { widget: { checkoutSessionId: string }; paymentRef: string };
  const done = await s.c.request("POST", `/sandbox/pay/card/${widget.checkoutSessionId}/`, { form: { outcome: "success" } });
  expect(done.statusCode).toBe(303);
  return { ref, location: done.headers.location ?? "" };
}

test("a top-up has no VAT (a prepayment); a purchase carries the customer's country rate", async () => {
  expect((await s.c.get("/my/api/payment/balance/")).json()).toMatchObject({ vat_rate: 0 });
  const order = await s.c.gql<{ createOrder: { paymentRef: string } }>(
    'mutation { createOrder(input: {planSlug: "vps-1", months: 1, count: 1}) { paymentRef } }',
  );
  const context = (await s.c.get(`/my/api/payment/${order.data!.createOrder.paymentRef}/`)).json() as {
    vat_rate: number;
    paymentProviders: Array<{ options: { legalEntities: Array<{ name: string; vat_rate: number }> } }>;
  };
  expect(context.vat_rate).toBe(0.19);
  // The customer's German company has a German VAT ID: reverse-charged by a Dutch seller.
  const entities = context.paymentProviders.flatMap((p) => p.options.legalEntities);
  expect(entities).toContainEqual(expect.objectContaining({ name: "Schmidt Digital GmbH", vat_rate: 0 }));

  // A card top-up: the balance's credit states no VAT; the return carries the payment's own ref, not `balance`.
  const topUp = await payByCard("balance", { amount: 30 });
  expect(topUp.ref).not.toBe("balance");
  expect(topUp.location).toContain(`paymentRef=${topUp.ref}`);
  const txs = await s.c.gql<{ transactions: { items: Array<{ amount: number; vat: number; paymentRef: string | null }> } }>(
    "{ transactions(page: 1, pageSize: 5) { items { amount vat paymentRef } } }",
  );
  expect(txs.data!.transactions.items.find((t) => t.paymentRef === topUp.ref)).toEqual({ amount: 30, vat: 0, paymentRef: topUp.ref });
});

test("right after paying an order by card, the dashboard's last transactions show the payment, as the export counts it", async () => {
  const order = await s.c.gql<{ createOrder: { amount: number; paymentRef: string } }>(
    'mutation { createOrder(input: {planSlug: "vps-1", months: 1, count: 1}) { amount paymentRef } }',
  );
  const { ref } = await payByCard(order.data!.createOrder.paymentRef);
  type Answer = { transactions: { items: Parameters<typeof lastMovements>[0] }; payments: { items: DashboardPayment[] } };
  const answer = (await s.c.gql<Answer>(DASHBOARD_OPERATIONS.transactions)).data!;
  // Balance movements alone (before): the card payment moved no balance and was not among them.
  expect(answer.transactions.items.map((t) => t.id)).not.toContain(ref);
  const rows = lastMovements(answer.transactions.items, answer.payments.items, LAST_TRANSACTIONS, (p) => `card: ${p.invoices[0]!.description}`);
  const amount = order.data!.createOrder.amount;
  expect(rows[0]).toMatchObject({ id: ref, amount: -amount, description: "card: VPS 1: 1 month", vat: -Math.round(((amount * 0.19) / 1.19) * 100) / 100 });

  // The invoice it paid states VAT at the German rate, and so does its PDF, with the seller.
  const invoices = await s.c.gql<{ paidInvoices: { items: Array<{ id: string; vatRate: number; pdfUrl: string; payment: { ref: string } | null }> } }>(
    "{ paidInvoices(page: 1, pageSize: 50) { items { id vatRate pdfUrl payment { ref } } } }",
  );
  const paid = invoices.data!.paidInvoices.items.find((i) => i.payment?.ref === ref)!;
  expect(paid.vatRate).toBe(0.19);
  const pdf = (await s.c.get(paid.pdfUrl)).body;
  expect(pdf).toContain("Seller: Hostward B.V.");
  expect(pdf).toContain("Amount without VAT:");
});

test("a paid corporate invoice says when it was paid and what for; a top-up by corporate invoice carries no VAT", async () => {
  const created = await s.c.gql<{ createCorporateInvoice: { id: string } }>(
    "mutation { createCorporateInvoice(input: {legalEntityId: 1, amount: 100}) { id } }",
  );
  const id = created.data!.createCorporateInvoice.id;
  await s.c.gql("mutation($id: ID!) { confirmCorporateInvoice(id: $id) { confirmed } }", { id });
  expect((await s.c.post(`/sandbox/api/corporate-invoices/${id}/paid`, {})).statusCode).toBeLessThan(400);
  type Corp = { id: string; paid: boolean; paidAt: string | null; description: string; vatRate: number };
  const list = (await s.c.gql<{ corporateInvoices: Corp[] }>("{ corporateInvoices { id paid paidAt description vatRate } }")).data!.corporateInvoices;
  expect(list.find((c) => c.id === id)).toMatchObject({
    paid: true,
    paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    description: "Balance top-up",
    vatRate: 0,
  });
  // The seeded paid one as well (its "Paid on" was empty in the export).
  for (const c of list.filter((x) => x.paid)) expect(c.paidAt).not.toBeNull();
});

test("the default card for renewals always has auto-renewal on; the first card saved while paying is both (issue 37)", async () => {
  type Card = { id: string; isDefault: boolean; autoRenewal: boolean };
  const cards = async () => (await s.c.gql<{ savedCards: Card[] }>("{ savedCards { id isDefault autoRenewal } }")).data!.savedCards;
  // The demo customer's cards: the Visa is the default; the Mastercard has auto-renewal off.
  const other = (await cards()).find((x) => !x.isDefault && !x.autoRenewal)!;
  const made = await s.c.gql<{ setDefaultCard: Card[] }>("mutation($id: ID!) { setDefaultCard(id: $id) { id isDefault autoRenewal } }", { id: other.id });
  expect(made.data!.setDefaultCard.find((x) => x.id === other.id)).toEqual({ id: other.id, isDefault: true, autoRenewal: true });
  // Auto-renewal off on the default card: it is no longer the default; a card with auto-renewal on takes it.
  await s.c.gql("mutation($id: ID!) { setCardAutoRenewal(id: $id, enabled: false) { id } }", { id: other.id });
  const after = await cards();
  expect(after.find((x) => x.id === other.id)).toEqual({ id: other.id, isDefault: false, autoRenewal: false });
  expect(after.filter((x) => x.isDefault).map((x) => x.autoRenewal)).toEqual([true]);

  // Without cards, the card saved while paying a top-up is the default, with auto-renewal on (it showed off).
  for (const card of after) await s.c.gql("mutation($id: ID!) { removeCard(id: $id) }", { id: card.id });
  expect(await cards()).toEqual([]);
  await payByCard("balance", { amount: 20, save_payment_method: true });
  expect(await cards()).toEqual([{ id: expect.any(String), isDefault: true, autoRenewal: true }]);
});
