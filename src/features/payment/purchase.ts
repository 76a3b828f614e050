import type { PaymentContext } from "../../api-client/schemas/payment";
import { pushEcommerce, toItem } from "../../lib/analytics";

/** Pushes `purchase` once per payment, whichever page learns of the success first. */
export function trackPurchase(ref: string, products: PaymentContext["eecProducts"]["products"], provider?: string | null): void {
  const key = `purchase:${ref}`;
  try {
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, "1");
  } catch {
    // without storage we may report twice on a reload; acceptable
  }
  pushEcommerce("purchase", products.map(toItem), { transaction_id: ref, ...(provider ? { payment_type: provider } : {}) });
}

/** The products of the payment being paid, kept for the page that learns of the success. */
export function rememberProducts(ref: string, products: PaymentContext["eecProducts"]["products"]): void {
  try {
    window.sessionStorage.setItem(`products:${ref}`, JSON.stringify(products));
  } catch {
    // ignore
  }
}

type Product = PaymentContext["eecProducts"]["products"][number];
// A hand-written guard: this module is on every page (the return notice), zod is not.
function isProduct(v: unknown): v is Product {
  if (!v || typeof v !== "object") return false;
  const p = v as Record<string, unknown>;
  return (
    typeof p.id === "string" &&
    typeof p.name === "string" &&
    typeof p.category === "string" &&
    typeof p.variant === "string" &&
    typeof p.price === "number" &&
    typeof p.quantity === "number"
  );
}

export function rememberedProducts(ref: string): PaymentContext["eecProducts"]["products"] | null {
  try {
    const raw = window.sessionStorage.getItem(`products:${ref}`);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(value) && value.every(isProduct) ? value : null;
  } catch {
    return null;
  }
}
