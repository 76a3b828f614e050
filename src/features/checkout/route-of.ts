/** Which of the checkout app's routes (src/templates/apps/checkout-page.tsx) an address is: its chunk is asked for first. */
export type CheckoutRoute = "flow" | "payment" | "notFound";

/** The route of a `/checkout/…` or `/ru/checkout/…` address, as the app's router matches it. */
export function checkoutRouteOf(pathname: string): CheckoutRoute {
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/checkout(\/|$))/, "").replace(/^\/checkout/, "");
  if (rest === "" || rest === "/") return "flow";
  // The payment page and its crypto page are one chunk (src/features/payment).
  if (/^\/pay\/[^/]+\/(crypto\/?)?$/.test(rest) || /^\/pay\/[^/]+$/.test(rest)) return "payment";
  return "notFound";
}
