import type { Db } from "../db/database";
import { all, type CardRow } from "../db/rows";

/** A customer's saved cards, oldest first: what both the REST payment-methods list and GraphQL's savedCards show. */
export const cardRowsOf = (db: Db, accountId: number): CardRow[] => all<CardRow>(db, "SELECT * FROM cards WHERE account_id = ? ORDER BY id", accountId);

/*
 * The card renewals are charged to (decision 108) is one the customer lets renewals charge: "Default for
 * renewals" and auto-renewal off on the same card contradicted each other (issue 37). So the default card has
 * auto-renewal on; turning it off there passes the default to another card that has it, if any.
 */

/** Makes a card the default for renewals, its auto-renewal on. */
export function makeDefault(db: Db, accountId: number, cardId: number): void {
  db.prepare("UPDATE cards SET is_default = (id = ?), auto_renewal = CASE WHEN id = ? THEN 1 ELSE auto_renewal END WHERE account_id = ?").run(
    cardId,
    cardId,
    accountId,
  );
}

/** With no default card left, the oldest active card with auto-renewal on becomes it (none: renewals are not charged to a card). */
export function passDefault(db: Db, accountId: number): void {
  db.prepare(
    "UPDATE cards SET is_default = 1 WHERE id = (SELECT min(id) FROM cards WHERE account_id = ? AND active = 1 AND auto_renewal = 1) AND NOT EXISTS (SELECT 1 FROM cards WHERE account_id = ? AND is_default = 1)",
  ).run(accountId, accountId);
}

/** Auto-renewal on or off for a card; off on the default card hands the default on. */
export function setAutoRenewal(db: Db, accountId: number, cardId: number, enabled: boolean): void {
  if (enabled) db.prepare("UPDATE cards SET auto_renewal = 1 WHERE id = ?").run(cardId);
  else {
    db.prepare("UPDATE cards SET auto_renewal = 0, is_default = 0 WHERE id = ?").run(cardId);
    passDefault(db, accountId);
  }
}
