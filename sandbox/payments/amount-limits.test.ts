import { signedInSandbox } from "../testing/session-client";
import { DEMO } from "../seed/seed";
import { AMOUNT_MAX } from "@/lib/rules/amounts";

// Issue 15 finding 3: amounts had no upper bound (a top-up of 1e308 made the balance Infinity and the account
// area hung) and an unknown currency was taken. The limits are src/lib/rules/amounts.ts's.
const s = signedInSandbox(DEMO.complete);

test("a balance top-up over the maximum or in an unknown currency is refused; the maximum itself is taken", async () => {
  for (const amount of [1e308, 1e20, AMOUNT_MAX.EUR + 1]) {
    const res = await s.c.post("/my/api/payment/balance/", { payment_type: "card", currency: "EUR", amount });
    expect({ amount, status: res.statusCode, body: res.json() }).toEqual({ amount, status: 400, body: ["The amount must be at most 100000 EUR."] });
  }
  const xxx = await s.c.post("/my/api/payment/balance/", { payment_type: "card", currency: "XXX", amount: 20 });
  expect(xxx.statusCode).toBe(400);
  expect(xxx.json()).toEqual([expect.stringContaining("EUR, USD, GBP, UAH, RUR")]);
  expect((await s.c.post("/my/api/payment/balance/", { payment_type: "card", currency: "EUR", amount: AMOUNT_MAX.EUR })).statusCode).toBe(200);
});

test("an auto top-up, a corporate invoice and a recurring payment keep to the same limits", async () => {
  const autoTopUp = await s.c.gql('mutation { setAutoTopUp(input: {day: 5, amount: 1e300, currency: "EUR", cardId: 1}) { day } }');
  expect(autoTopUp.errors![0]!.extensions!.fields).toEqual({ amount: ["The amount must be at most 100000 EUR."] });
  const xxx = await s.c.gql('mutation { setAutoTopUp(input: {day: 5, amount: 20, currency: "XXX", cardId: 1}) { day } }');
  expect(Object.keys(xxx.errors![0]!.extensions!.fields!)).toEqual(["currency"]);
  const invoice = await s.c.gql("mutation { createCorporateInvoice(input: {legalEntityId: 1, amount: 1e300}) { id } }");
  expect(invoice.errors![0]!.extensions!.fields).toEqual({ amount: [expect.stringMatching(/^The amount must be at most \d+ [A-Z]{3}\.$/)] });
  const recurring = await s.c.gql(
    'mutation { createRecurringPayment(input: {legalEntityId: 1, issueDay: 5, periodMonths: 1, currency: "XXX", allOrders: true, allowOverdraft: false}) { id } }',
  );
  expect(Object.keys(recurring.errors![0]!.extensions!.fields!)).toEqual(["currency"]);
  // Nothing refused above reached the balance: it is still a finite number GraphQL can serialise.
  const summary = await s.c.gql<{ financeSummary: { balance: number } }>("{ financeSummary { balance } }");
  expect(summary.errors).toBeUndefined();
  expect(Number.isFinite(summary.data!.financeSummary.balance)).toBe(true);
});
