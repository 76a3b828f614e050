import { createCartTracker, pushEcommerce, type AnalyticsItem } from "./analytics";

const item = (id: string, quantity = 1): AnalyticsItem => ({ item_id: id, item_name: id, item_category: "vps", item_variant: "1", price: 6, quantity });
const events = () =>
  ((globalThis as unknown as { window: { dataLayer: Array<{ event?: string; ecommerce?: { items: AnalyticsItem[] } }> } }).window.dataLayer ?? [])
    .filter((e) => e.event)
    .map((e) => `${e.event}:${e.ecommerce?.items.map((i) => `${i.item_id}x${i.quantity}`).join(",")}`);

describe("cart events", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as unknown as { window: object }).window = { dataLayer: [] };
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as unknown as { window?: object }).window;
  });

  it("collapses quick changes into one add_to_cart of the final cart", () => {
    const cart = createCartTracker();
    cart.set(item("vps-1"));
    jest.advanceTimersByTime(100);
    cart.set(item("vps-2"));
    jest.advanceTimersByTime(199);
    expect(events()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(events()).toEqual(["add_to_cart:vps-2x1"]);
  });

  it("reports a change as remove then add, and never the same cart twice", () => {
    const cart = createCartTracker();
    cart.set(item("vps-1"));
    cart.flush();
    cart.set(item("vps-1", 2));
    cart.flush();
    cart.set(item("vps-1", 2));
    cart.flush();
    jest.advanceTimersByTime(1000);
    expect(events()).toEqual(["add_to_cart:vps-1x1", "remove_from_cart:vps-1x1", "add_to_cart:vps-1x2"]);
  });

  it("reports at the 500 ms max wait while edits continue", () => {
    const cart = createCartTracker();
    for (let i = 1; i <= 6; i++) {
      cart.set(item("vps-1", i));
      jest.advanceTimersByTime(100);
    }
    expect(events()).toEqual(["add_to_cart:vps-1x5"]);
  });

  it("puts the value of the items in the event", () => {
    pushEcommerce("purchase", [item("a", 2), item("b")], { transaction_id: "r1" });
    const layer = (globalThis as unknown as { window: { dataLayer: Array<Record<string, unknown>> } }).window.dataLayer;
    expect(layer.at(-1)).toEqual({ event: "purchase", ecommerce: { currency: "EUR", value: 18, items: [item("a", 2), item("b")], transaction_id: "r1" } });
  });
});
