import { debounce } from "./debounce";

/** A product as the data layer takes it (GA4 ecommerce items; spec §3 eecProducts fields). */
export type AnalyticsItem = { item_id: string; item_name: string; item_category: string; item_variant: string; price: number; quantity: number };
export type EecProduct = { id: string; name: string; category: string; variant: string; price: number; quantity: number };

export type EcommerceEvent = "view_item_list" | "add_to_cart" | "remove_from_cart" | "view_cart" | "begin_checkout" | "add_payment_info" | "purchase";

type DataLayerEntry = Record<string, unknown>;
type DataLayerWindow = Window & { dataLayer?: DataLayerEntry[] };

export const toItem = (p: EecProduct): AnalyticsItem => ({
  item_id: p.id,
  item_name: p.name,
  item_category: p.category,
  item_variant: p.variant,
  price: p.price,
  quantity: p.quantity,
});

function dataLayer(): DataLayerEntry[] | null {
  if (typeof window === "undefined") return null;
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  return w.dataLayer;
}

/** Pushes one ecommerce event (clearing the previous ecommerce object first, as GA4 asks). */
export function pushEcommerce(event: EcommerceEvent, items: AnalyticsItem[], extra: Record<string, unknown> = {}): void {
  const layer = dataLayer();
  if (!layer) return;
  const value = Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce: { currency: "EUR", value, items, ...extra } });
}

/** Form-send events (spec §7): one per successfully sent form. */
export function pushFormSend(form: string): void {
  dataLayer()?.push({ event: "form_send", form });
}

/**
 * The cart as analytics sees it. Changes are reported debounced (200 ms, at most 500 ms, spec §9):
 * the difference between the last reported cart and the current one becomes remove_from_cart /
 * add_to_cart, so quick edits collapse and nothing is reported twice. `flush()` before a stage
 * change or before leaving, so no change is lost.
 */
export function createCartTracker() {
  let reported: AnalyticsItem | null = null;
  let current: AnalyticsItem | null = null;
  const same = (a: AnalyticsItem | null, b: AnalyticsItem | null) => JSON.stringify(a) === JSON.stringify(b);
  const report = debounce(
    () => {
      if (same(reported, current)) return;
      if (reported) pushEcommerce("remove_from_cart", [reported]);
      if (current) pushEcommerce("add_to_cart", [current]);
      reported = current;
    },
    200,
    500,
  );
  return {
    set(item: AnalyticsItem | null) {
      current = item;
      report();
    },
    flush: () => report.flush(),
    cancel: () => report.cancel(),
  };
}
