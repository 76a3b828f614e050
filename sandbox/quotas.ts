import enErrors from "../locales/en/errors.json";
import type { SandboxContext } from "./context";
import { ACCOUNT_QUOTAS, type QuotaKind } from "@/lib/rules/quotas";

// What each quota counts, per account.
const COUNT_SQL: Record<QuotaKind, string> = {
  sshKeys: "SELECT count(*) AS n FROM ssh_keys WHERE account_id = ?",
  projects: "SELECT count(*) AS n FROM projects WHERE account_id = ? AND is_general = 0",
  openTickets: "SELECT count(*) AS n FROM tickets WHERE account_id = ? AND status <> 'closed'",
  legalEntities: "SELECT count(*) AS n FROM legal_entities WHERE account_id = ?",
};
const TEXTS: Record<QuotaKind, string> = {
  sshKeys: enErrors.quotaSshKeys,
  projects: enErrors.quotaProjects,
  openTickets: enErrors.quotaOpenTickets,
  legalEntities: enErrors.quotaLegalEntities,
};

/** The English refusal (the catalogue's text with its count; sandbox/messages.ts answers it in Russian). */
export const quotaMessage = (kind: QuotaKind, count: number = ACCOUNT_QUOTAS[kind]): string => TEXTS[kind].replace("{{count}}", String(count));
export const WRITE_RATE_MESSAGE: string = enErrors.writeRate;

/**
 * The refusal of one more write by an account (issue 39), or null: the kind's quota first (the count is
 * in the database), then the write rate (counted here, one hit per write that passed the quota).
 */
export function writeRefusal(ctx: SandboxContext, accountId: number, kind: QuotaKind): { status: 400 | 429; message: string } | null {
  const { n } = ctx.db.prepare(COUNT_SQL[kind]).get(accountId) as { n: number };
  if (n >= ctx.quotas[kind]) return { status: 400, message: quotaMessage(kind, ctx.quotas[kind]) };
  return writeRateExceeded(ctx, accountId) ? { status: 429, message: WRITE_RATE_MESSAGE } : null;
}

/** One write by the account (a ticket reply has no quota, only the rate); true when it is one too many. */
export const writeRateExceeded = (ctx: SandboxContext, accountId: number): boolean =>
  !ctx.limiter.hit(`writes:account:${accountId}`, ctx.limits.writes.account);
