import type { Db } from "../db/database";
import { all, one, type CardRow } from "../db/rows";
import { ApiError } from "../http";

/**
 * Paying with a saved card (issue 37 item 6): the card provider charges the stored payment method without its
 * hosted page, as a real provider charges a customer's saved card off-session. A card provider may refuse such
 * a charge because the bank wants the cardholder to authenticate it (3-D Secure): the sandbox's stand-in for
 * that is the card ending 3155, as the networks' test card 4000 0025 0000 3155 that asks for it on every charge.
 */
export const AUTHENTICATING_CARD_LAST4 = "3155";

/** The last four digits of a newly saved card: any but the authenticating card's, unless that one was chosen. */
export function newCardLast4(authenticating: boolean, random: () => number = Math.random): string {
  if (authenticating) return AUTHENTICATING_CARD_LAST4;
  const last4 = String(1000 + Math.floor(random() * 9000));
  return last4 === AUTHENTICATING_CARD_LAST4 ? "4242" : last4;
}

/** The account's active saved cards a payment may be charged to, the default one first. */
export const chargeableCards = (db: Db, accountId: number): CardRow[] =>
  all<CardRow>(db, "SELECT * FROM cards WHERE account_id = ? AND active = 1 ORDER BY is_default DESC, id", accountId);

/** The card `id` of the account, active, or the payment request's 400 (as every payment-creation refusal: a JSON array). */
export function cardToCharge(db: Db, accountId: number, id: unknown): CardRow {
  const card =
    typeof id === "number" || typeof id === "string"
      ? one<CardRow>(db, "SELECT * FROM cards WHERE id = ? AND account_id = ? AND active = 1", Number(id), accountId)
      : undefined;
  if (!card) throw new ApiError(400, ["Choose one of your saved cards."]);
  return card;
}

/** What the provider answers to an off-session charge: null when it went through, else the catalogue's decline. */
export const chargeRefusal = (card: CardRow): string | null => (card.last4 === AUTHENTICATING_CARD_LAST4 ? "Payment failed" : null);
