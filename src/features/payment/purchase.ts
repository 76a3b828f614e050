import { z } from "zod";
import { eecProductSchema, type PaymentContext } from "../../api/schemas/payment";
import { pushEcommerce, toItem } from "../analytics";

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

export function rememberedProducts(ref: string): PaymentContext["eecProducts"]["products"] | null {
  try {
    const raw = window.sessionStorage.getItem(`products:${ref}`);
    const parsed = raw ? z.array(eecProductSchema).safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}
