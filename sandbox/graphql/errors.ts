import { GraphQLError } from "graphql";
import type { ACCOUNT_NOT_VERIFIED, PERSONAL_INFO_REQUIRED } from "../../src/api-client/error-codes";
import { amountMessage, amountProblem } from "../../src/lib/rules/amounts";
import type { QuotaKind } from "../../src/lib/rules/quotas";
import type { SandboxContext } from "../context";
import { writeRefusal } from "../quotas";

/** Refusals the client acts on have their own codes (spec §8), so it never reads the message text. */
export type ErrorCode =
  "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "BAD_USER_INPUT" | "CONFLICT" | typeof PERSONAL_INFO_REQUIRED | typeof ACCOUNT_NOT_VERIFIED;

export const gqlError = (code: ErrorCode, message: string, fields?: Record<string, string[]>) =>
  new GraphQLError(message, { extensions: fields ? { code, fields } : { code } });

/** Refuses one more thing of a kind past the account's quota or write rate (issue 39; sandbox/rules/quotas.ts). */
export function checkWrite(ctx: SandboxContext, accountId: number, kind: QuotaKind): void {
  const refusal = writeRefusal(ctx, accountId, kind);
  if (refusal) throw gqlError("BAD_USER_INPUT", refusal.message);
}

export const notFound = (what: string) => gqlError("NOT_FOUND", `${what} not found.`);

/** Throws BAD_USER_INPUT when any field has messages. */
export function check(fields: Record<string, string[]>): void {
  const bad = Object.fromEntries(Object.entries(fields).filter(([, v]) => v.length));
  if (Object.keys(bad).length) throw gqlError("BAD_USER_INPUT", Object.values(bad)[0]![0]!, bad);
}

/** BAD_USER_INPUT on one field. */
export const invalid = (field: string, message: string) => gqlError("BAD_USER_INPUT", message, { [field]: [message] });

/** Messages for an amount field under src/lib/rules/amounts.ts (none when it may be paid). */
export function amountErrors(amount: number, currency: unknown): string[] {
  const problem = amountProblem(amount, currency);
  return problem && problem !== "currency" ? [amountMessage(problem, currency)] : [];
}

/** Messages for a currency field: spec §9's currencies only. */
export const currencyErrors = (currency: unknown): string[] => (amountProblem(2, currency) === "currency" ? [amountMessage("currency", currency)] : []);
