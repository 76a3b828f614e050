import type { FastifyRequest } from "fastify";
import type { SandboxContext } from "../context";
import { ApiError, forbidden, unauthorized } from "../http";
import { loadSession, type Session } from "./session";
import { getUser, isProfileComplete, type UserRow } from "./users";

/** Who is calling: the logged-in user, and the account (owner) they act on. */
export interface Caller {
  session: Session;
  user: UserRow;
  account: UserRow;
  isOwner: boolean;
}

export function currentCaller(ctx: SandboxContext, request: FastifyRequest): Caller | null {
  const session = request.sandboxSession ?? loadSession(ctx.db, request);
  if (!session?.userId) return null;
  const user = getUser(ctx.db, session.userId);
  if (!user) return null;
  const accountId = session.actingAccountId ?? user.main_account_id ?? user.id;
  const account = accountId === user.id ? user : getUser(ctx.db, accountId);
  if (!account) return null;
  return { session, user, account, isOwner: account.id === user.id };
}

export function requireCaller(ctx: SandboxContext, request: FastifyRequest): Caller {
  const caller = currentCaller(ctx, request);
  if (!caller) throw unauthorized();
  return caller;
}

/** Spec §5/§6: saved payment methods are for the account owner only. */
export function requireOwner(caller: Caller): void {
  if (!caller.isOwner) throw forbidden("Saved payment methods are available to the account owner only.", "OWNER_ONLY");
}

/** Paying needs the personal data of the account (the main account's, for a second login). */
export function requirePersonalInfo(caller: Caller): void {
  if (isProfileComplete(caller.account)) return;
  if (!caller.isOwner) throw forbidden("The main account has not provided its personal data.", "PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT");
  throw forbidden("Please fill in the personal data", "PERSONAL_INFO_REQUIRED");
}

/** Spec §6: creating new orders needs completed account verification (confirmed e-mail and personal data). */
export function requireVerifiedForOrders(caller: Caller): void {
  requirePersonalInfo(caller);
  if (!caller.account.email_verified) throw new ApiError(403, { detail: "Complete account verification to create new orders", code: "VERIFICATION_REQUIRED" });
}
