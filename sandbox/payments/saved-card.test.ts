import { signedInSandbox } from "../testing/session-client";
import { DEMO } from "@sandbox/seed/seed";
import { AUTHENTICATING_CARD_LAST4, newCardLast4 } from "./saved-card";

// Issue 37 item 6: the saved card pays a top-up without the card page, as a provider charges a stored card.
const s = signedInSandbox(DEMO.complete);

type SavedCardOption = { id: number; brand: string; last4: string; exp: string; is_default: boolean };
type Provider = { key: string; component: string; options: { saved_cards: SavedCardOption[] } };
type Context = { paymentProviders: Provider[]; regionalRestrictions: { allowed_payment_types: string[] } };

const savedCardProvider = async (ref: string) =>
  ((await s.c.get(`/my/api/payment/${ref}/`)).json() as Context).paymentProviders.find((p) => p.key === "saved_card");
const balance = async () => (await s.c.gql<{ me: { balance: number } }>("{ me { balance } }")).data!.me.balance;

test("a top-up offers the owner's active saved cards, the default first; an order's payment does not", async () => {
  const provider = await savedCardProvider("balance");
  expect(provider?.component).toBe("SavedCard");
  expect(provider?.options.saved_cards.map((c) => [c.brand, c.last4, c.is_default])).toEqual([
    ["visa", "4242", true],
    ["mastercard", "5454", false],
  ]);
  const order = await s.c.gql<{ createOrder: { paymentRef: string } }>(
    'mutation { createOrder(input: {planSlug: "vps-1", months: 1, count: 1}) { paymentRef } }',
  );
  expect(await savedCardProvider(order.data!.createOrder.paymentRef)).toBeUndefined();
});

test("charging the saved card: the answer, the ledger and the payment are a card payment's, without the card page", async () => {
  const before = await balance();
  const card = (await savedCardProvider("balance"))!.options.saved_cards[0]!;
  const start = await s.c.post("/my/api/payment/balance/", { payment_type: "saved_card", saved_card_id: card.id, currency: "EUR", amount: 25 });
  expect(start.statusCode).toBe(200);
  const answer = start.json() as { redirect: string; paymentRef: string; finalAmount: number };
  expect(answer).toEqual({ redirect: `/my/?payment=paid&paymentRef=${answer.paymentRef}`, paymentRef: answer.paymentRef, finalAmount: 25 });
  expect(answer.paymentRef).toMatch(/^p_/);
  expect(Math.round(((await balance()) - before) * 100) / 100).toBe(25);
  const txs = await s.c.gql<{ transactions: { items: Array<{ amount: number; vat: number; description: string; paymentRef: string | null }> } }>(
    "{ transactions(page: 1, pageSize: 5) { items { amount vat description paymentRef } } }",
  );
  expect(txs.data!.transactions.items.find((t) => t.paymentRef === answer.paymentRef)).toEqual({
    amount: 25,
    vat: 0,
    description: "Balance top-up (bank card)",
    paymentRef: answer.paymentRef,
  });
});

test("a card that is not the customer's, or none, is refused in the client's language", async () => {
  const start = await s.c.post("/my/api/payment/balance/", { payment_type: "saved_card", saved_card_id: 99999, currency: "EUR", amount: 25 });
  expect(start.statusCode).toBe(400);
  expect(start.json()).toEqual(["Choose one of your saved cards."]);
  const ru = await s.c.request("POST", "/my/api/payment/balance/", {
    body: { payment_type: "saved_card", currency: "EUR", amount: 25 },
    headers: { "accept-language": "ru" },
  });
  expect(ru.json()).toEqual(["Выберите одну из сохранённых карт."]);
});

test("a card whose bank asks for 3-D Secure is declined with the catalogue's message; no payment or balance is left behind", async () => {
  const setup = await s.c.post("/my/api/payment/setup/", {});
  const { widget } = setup.json() as { widget: { checkoutSessionId: string } };
  expect((await s.c.request("POST", `/sandbox/pay/card/${widget.checkoutSessionId}/`, { form: { outcome: "success-3ds" } })).statusCode).toBe(303);
  const card = (await savedCardProvider("balance"))!.options.saved_cards.find((c) => c.last4 === AUTHENTICATING_CARD_LAST4)!;
  const before = await balance();
  const start = await s.c.post("/my/api/payment/balance/", { payment_type: "saved_card", saved_card_id: card.id, currency: "EUR", amount: 25 });
  expect(start.statusCode).toBe(400);
  expect(start.json()).toEqual(["Payment failed"]);
  expect(await balance()).toBe(before);
  const ru = await s.c.request("POST", "/my/api/payment/balance/", {
    body: { payment_type: "saved_card", saved_card_id: card.id, currency: "EUR", amount: 25 },
    headers: { "accept-language": "ru" },
  });
  expect(ru.json()).toEqual(["Платёж не прошёл"]);
});

test("a newly saved card never ends in the authenticating card's digits unless that was chosen", () => {
  expect(newCardLast4(true)).toBe(AUTHENTICATING_CARD_LAST4);
  // 0.239 picks 1000 + 2151 = 3151; (3155 - 1000) / 9000 lands on 3155 itself.
  expect(newCardLast4(false, () => 0.239)).toBe("3151");
  expect(newCardLast4(false, () => 2155 / 9000)).toBe("4242");
});
