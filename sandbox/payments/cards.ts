import type { Db } from "../db/database";
import { all, type CardRow } from "../db/rows";

/** A customer's saved cards, oldest first: what both the REST payment-methods list and GraphQL's savedCards show. */
export const cardRowsOf = (db: Db, accountId: number): CardRow[] => all<CardRow>(db, "SELECT * FROM cards WHERE account_id = ? ORDER BY id", accountId);
