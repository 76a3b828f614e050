import { CRYPTO_NETWORKS, type CryptoInvoice, type PaymentContext } from "../../api-client/schemas/payment";

// The crypto payment page's rules (spec §4, issue 19), apart from the screen that shows them
// (crypto-page.tsx): which networks the customer may switch to, when the invoice still changes, which
// realtime events concern it, when the page polls, and the quote's time left.

type Status = CryptoInvoice["status"];

/** The networks of the payment context the customer may pay with: its crypto providers the region allows. */
export const switchableNetworks = (context: Pick<PaymentContext, "paymentProviders" | "regionalRestrictions">): string[] =>
  context.paymentProviders.filter((p) => p.component === "Crypto" && context.regionalRestrictions.allowed_payment_types.includes(p.key)).map((p) => p.key);

/** The network select's choices: the switchable networks (or the invoice's own while they are not known), known networks only. */
export const networkChoices = (networks: readonly string[], current: string): string[] =>
  (networks.length ? networks : [current]).filter((n) => (CRYPTO_NETWORKS as readonly string[]).includes(n));

/** Paid or expired: the invoice no longer changes. */
export const isSettled = (status: Status | undefined): boolean => status === "paid" || status === "expired";

/** Awaiting funds or confirming them: the page shows the address, the QR code and the network. */
export const isOpen = (status: Status): boolean => status === "awaiting" || status === "pending";

/** The network may change only before any funds arrived, with another network to go to, and not twice at once. */
export const canSwitchNetwork = (status: Status, networks: readonly string[], switching: boolean): boolean =>
  !switching && status === "awaiting" && networks.length >= 2;

/**
 * A realtime event concerns this page's invoice: its status changed. A balance top-up's page is /pay/balance/
 * while its payment has a ref of its own: the event names the invoice either way (issue 19).
 */
export const concernsInvoice = (event: { type: string; invoiceId?: string; paymentRef?: string }, id: string, paymentRef: string): boolean =>
  event.type === "payment.status" && (event.invoiceId === id || event.paymentRef === paymentRef);

/** The status call runs every POLL_MS only while the realtime connection is down and the invoice can still change. */
export const shouldPoll = (live: boolean, status: Status | undefined): boolean => !live && !isSettled(status);

/** The quote's time left at `now` (ms since the epoch), and whether it has ended. */
export function quoteLeft(expiresAt: string, now: number): { left: number; ended: boolean } {
  const left = Date.parse(expiresAt) - now;
  return { left, ended: left <= 0 };
}
