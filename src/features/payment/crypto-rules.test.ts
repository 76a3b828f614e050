import { canSwitchNetwork, concernsInvoice, isOpen, isSettled, networkChoices, quoteLeft, shouldPoll, switchableNetworks } from "./crypto-rules";

const provider = (key: string, component: string) => ({ key, component }) as never;

it("the switchable networks are the context's crypto providers that the region allows", () => {
  const context = {
    paymentProviders: [provider("tron", "Crypto"), provider("bitcoin", "Crypto"), provider("card", "Card"), provider("usdt", "Crypto")],
    regionalRestrictions: { allowed_payment_types: ["tron", "card", "usdt"] },
  } as never;
  expect(switchableNetworks(context)).toEqual(["tron", "usdt"]);
});

it("the network choices are the switchable networks, else the invoice's own; unknown networks are left out", () => {
  expect(networkChoices(["tron", "usdt", "dogecoin"], "tron")).toEqual(["tron", "usdt"]);
  expect(networkChoices([], "bitcoin")).toEqual(["bitcoin"]);
  expect(networkChoices([], "dogecoin")).toEqual([]);
});

it("an invoice is open while awaiting or pending, settled once paid or expired", () => {
  expect(["awaiting", "pending", "paid", "expired"].map((s) => [isOpen(s as never), isSettled(s as never)])).toEqual([
    [true, false],
    [true, false],
    [false, true],
    [false, true],
  ]);
  expect(isSettled(undefined)).toBe(false);
});

it("the network changes only while awaiting funds, with another network, and not during a switch", () => {
  expect(canSwitchNetwork("awaiting", ["tron", "usdt"], false)).toBe(true);
  expect(canSwitchNetwork("awaiting", ["tron", "usdt"], true)).toBe(false);
  expect(canSwitchNetwork("awaiting", ["tron"], false)).toBe(false);
  expect(canSwitchNetwork("pending", ["tron", "usdt"], false)).toBe(false);
});

it("a payment-status event concerns the invoice by its id or by the payment's ref (a top-up's page); other events do not", () => {
  expect(concernsInvoice({ type: "payment.status", invoiceId: "inv-1", paymentRef: "other" }, "inv-1", "ref-1")).toBe(true);
  expect(concernsInvoice({ type: "payment.status", paymentRef: "ref-1" }, "inv-1", "ref-1")).toBe(true);
  expect(concernsInvoice({ type: "payment.status", invoiceId: "inv-2", paymentRef: "ref-2" }, "inv-1", "ref-1")).toBe(false);
  expect(concernsInvoice({ type: "account.balance", invoiceId: "inv-1", paymentRef: "ref-1" }, "inv-1", "ref-1")).toBe(false);
});

it("the page polls only while the realtime connection is down and the invoice can change", () => {
  expect(shouldPoll(false, "awaiting")).toBe(true);
  expect(shouldPoll(false, undefined)).toBe(true);
  expect(shouldPoll(true, "awaiting")).toBe(false);
  expect(shouldPoll(false, "paid")).toBe(false);
  expect(shouldPoll(false, "expired")).toBe(false);
});

it("the quote's time left ends at its expiry, not a millisecond later", () => {
  const at = Date.parse("2026-12-05T12:00:00Z");
  expect(quoteLeft("2026-12-05T12:00:00Z", at - 1500)).toEqual({ left: 1500, ended: false });
  expect(quoteLeft("2026-12-05T12:00:00Z", at)).toEqual({ left: 0, ended: true });
  expect(quoteLeft("2026-12-05T12:00:00Z", at + 1)).toEqual({ left: -1, ended: true });
});
