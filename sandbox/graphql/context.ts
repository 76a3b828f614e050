import type { SandboxContext } from "../context";
import type { Caller } from "../auth/guard";
import type { ApiLanguage } from "../i18n";
import { gqlError, notFound } from "./errors";
import { one, type OwnedTables } from "../db/rows";

/** The context every resolver gets: the sandbox and who is calling (null when signed out). */
export interface GqlContext {
  ctx: SandboxContext;
  caller: Caller | null;
  /** The request's Accept-Language (sandbox/i18n.ts): the language of the API's own texts; English when absent. */
  language?: ApiLanguage;
}

export function need(g: GqlContext): Caller {
  if (!g.caller) throw gqlError("UNAUTHENTICATED", "Authentication credentials were not provided.");
  return g.caller;
}

export function owner(g: GqlContext): Caller {
  const c = need(g);
  if (!c.isOwner) throw gqlError("FORBIDDEN", "Saved payment methods are available to the account owner only.");
  return c;
}

/** A row of the caller's account by id, or NOT_FOUND (another account's row is not found either). */
export function own<K extends keyof OwnedTables>(g: GqlContext, table: K, rawId: string | number, what: string): OwnedTables[K] {
  const c = need(g);
  const row = one<OwnedTables[K]>(g.ctx.db, `SELECT * FROM ${table} WHERE id = ? AND account_id = ?`, Number(rawId), c.account.id);
  if (!row) throw notFound(what);
  return row;
}

export type OrderChange = "canceled" | "cancel_mark" | "deleted" | "transferred" | "updated";

export const orderChanged = (g: GqlContext, orderId: number, change: OrderChange, accountId = need(g).account.id) =>
  g.ctx.realtime.publish(accountId, { type: "order.changed", orderId, change });

export const iso = (s: number | null | undefined): string | null => (s ? new Date(s * 1000).toISOString() : null);
/** ISO timestamp of a NOT NULL column. */
export const isoAt = (s: number): string => new Date(s * 1000).toISOString();
export const money = (cents: number) => Math.round(cents) / 100;
