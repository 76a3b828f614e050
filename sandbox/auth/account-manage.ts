import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SandboxContext } from "../context";
import { nowSeconds, transaction, type Db } from "../db/database";
import { bodyOf } from "../http";
import { RATE_LIMIT_DETAIL } from "../rules/rate-limit";
import { EMAIL_PATTERN } from "../../src/lib/rules/email";
import { errors, unauthenticated, type AllauthError } from "./envelopes";
import { sendVerificationMail } from "./keys";
import { requireSignedIn } from "./mfa";
import { findProvider } from "./providers";
import { SESSION_COOKIE, loadSession, sessionUser, type Session } from "./session";
import { getUser, getUserByEmail, type UserRow } from "./users";

/**
 * The signed-in customer's sessions (allauth.usersessions: `auth/sessions`), e-mail addresses
 * (`account/email`) and connected logins (`account/providers`), as allauth's headless views answer them
 * (contracts/allauth/openapi.yaml "Sessions", "Account: Email", "Account: Providers"; decision 105).
 *
 * The primary address stays `users.email` (every other part of the sandbox reads it); the other addresses
 * are rows of `email_addresses`. Making one primary swaps the two.
 */

/** ACCOUNT_MAX_EMAIL_ADDRESSES (allauth has no limit by default; a sandbox open to anyone keeps one). */
export const MAX_EMAIL_ADDRESSES = 5;

interface AddressRow {
  email: string;
  verified: number;
}

const send = (reply: FastifyReply, body: { status: number }) => reply.code(body.status).send(body);
const str = (value: unknown) => (typeof value === "string" ? value : undefined);
const fail = (reply: FastifyReply, error: AllauthError) => send(reply, errors([error]));

export const isPrimaryAddress = (user: UserRow, email: string) => user.email.toLowerCase() === email.trim().toLowerCase();

/** Is the address another account's: its primary address, or a verified address it added? */
export function addressTaken(db: Db, email: string, exceptUserId = 0): boolean {
  const owner = getUserByEmail(db, email);
  if (owner && owner.id !== exceptUserId) return true;
  return !!db.prepare("SELECT 1 FROM email_addresses WHERE email = ? AND verified = 1 AND user_id <> ?").get(email.trim(), exceptUserId);
}

/** Marks one of the user's addresses verified (the primary one, or an added one). */
export function markVerified(db: Db, user: UserRow, email: string): void {
  if (isPrimaryAddress(user, email)) db.prepare("UPDATE users SET email_verified = 1 WHERE id = ?").run(user.id);
  else db.prepare("UPDATE email_addresses SET verified = 1 WHERE user_id = ? AND email = ?").run(user.id, email);
}

function addresses(db: Db, user: UserRow) {
  const others = db.prepare("SELECT email, verified FROM email_addresses WHERE user_id = ? ORDER BY id").all(user.id) as unknown as AddressRow[];
  return [
    { email: user.email, primary: true, verified: user.email_verified === 1 },
    ...others.map((a) => ({ email: a.email, primary: false, verified: a.verified === 1 })),
  ];
}

function providerAccounts(db: Db, userId: number) {
  const rows = db.prepare("SELECT provider, uid, display FROM social_accounts WHERE user_id = ? ORDER BY provider, uid").all(userId) as Array<{
    provider: string;
    uid: string;
    display: string;
  }>;
  return rows.map((r) => {
    const p = findProvider(r.provider);
    return { uid: r.uid, display: r.display, provider: { id: r.provider, name: p?.name ?? r.provider, client_id: p?.client_id, flows: p?.flows ?? [] } };
  });
}

interface SessionListRow {
  id: string;
  public_id: number | null;
  user_agent: string;
  ip: string;
  created_at: number;
  last_seen_at: number | null;
}

function sessionList(db: Db, userId: number, current: Session) {
  const rows = db
    .prepare("SELECT id, public_id, user_agent, ip, created_at, last_seen_at FROM sessions WHERE user_id = ? ORDER BY created_at DESC, public_id DESC")
    .all(userId) as unknown as SessionListRow[];
  return rows.map((r) => {
    // A session of a sandbox older than its numbering gets its number when first listed.
    let id = r.public_id;
    if (id === null) {
      id = Number(db.prepare("INSERT INTO session_numbers DEFAULT VALUES").run().lastInsertRowid);
      db.prepare("UPDATE sessions SET public_id = ? WHERE id = ?").run(id, r.id);
    }
    return { id, user_agent: r.user_agent, ip: r.ip, created_at: r.created_at, last_seen_at: r.last_seen_at ?? r.created_at, is_current: r.id === current.id };
  });
}

export function registerAccountManagement(app: FastifyInstance, ctx: SandboxContext, P: string): void {
  const db = ctx.db;
  /**
   * The signed-in customer; with `fresh`, an authentication of the last five minutes too, when the customer has a
   * way to reauthenticate (a password or a TOTP). A customer who signs in only through a provider is not asked.
   */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, fresh = false) => {
    if (!fresh) return requireSignedIn(db, request, reply, false);
    const user = sessionUser(db, request.sandboxSession ?? loadSession(db, request));
    return requireSignedIn(db, request, reply, !!user && (!!user.password_hash || !!user.totp_secret));
  };
  /** manage_email: 10 a minute per user (allauth's ACCOUNT_RATE_LIMITS). */
  const emailLimited = (user: UserRow) => !ctx.limiter.hit(`manage_email:${user.id}`, { max: 10, windowSeconds: 60 });
  const tooMany = (reply: FastifyReply) => reply.code(429).send({ status: 429, detail: RATE_LIMIT_DETAIL });
  const list = (reply: FastifyReply, data: unknown[]) => send(reply, { status: 200, data } as { status: number });

  // ---- Sessions ----
  app.get(`${P}/auth/sessions`, async (request, reply) => {
    const found = signedIn(request, reply);
    if (!found) return reply;
    return list(reply, sessionList(db, found.user.id, found.session));
  });

  // Ends sessions of the customer (and their realtime sockets). Ending the current one signs this browser out: 401.
  app.delete(`${P}/auth/sessions`, async (request, reply) => {
    const found = signedIn(request, reply);
    if (!found) return reply;
    const ids = bodyOf(request).sessions;
    const own = db.prepare("SELECT id, public_id FROM sessions WHERE user_id = ?").all(found.user.id) as Array<{ id: string; public_id: number | null }>;
    const chosen = Array.isArray(ids) ? ids.map((n) => own.find((s) => s.public_id !== null && s.public_id === n)) : [];
    if (!Array.isArray(ids) || !ids.length || chosen.some((s) => !s)) {
      return fail(reply, { code: "invalid_choice", param: "sessions", message: "Select a valid choice. That choice is not one of the available choices." });
    }
    const keys = chosen.map((s) => s!.id);
    transaction(db, () => {
      for (const key of keys) db.prepare("DELETE FROM sessions WHERE id = ?").run(key);
    });
    ctx.realtime.endSessions(keys);
    if (keys.includes(found.session.id)) {
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      request.sandboxSession = null;
      return send(reply, unauthenticated(null));
    }
    return list(reply, sessionList(db, found.user.id, found.session));
  });

  // ---- E-mail addresses (ACCOUNT_REAUTHENTICATION_REQUIRED: changes need a recent authentication) ----
  app.get(`${P}/account/email`, async (request, reply) => {
    const found = signedIn(request, reply);
    if (!found) return reply;
    return list(reply, addresses(db, found.user));
  });

  const emailOf = (request: FastifyRequest) => str(bodyOf(request).email)?.trim() ?? "";
  const invalidEmail = (email: string): AllauthError | null =>
    !email
      ? { code: "required", param: "email", message: "This field is required." }
      : !EMAIL_PATTERN.test(email)
        ? { code: "invalid", param: "email", message: "Enter a valid email address." }
        : null;
  const unknownEmail: AllauthError = { code: "unknown_email", param: "email", message: "The email address is not assigned to any user account." };
  const addedAddress = (user: UserRow, email: string) =>
    db.prepare("SELECT email, verified FROM email_addresses WHERE user_id = ? AND email = ?").get(user.id, email) as AddressRow | undefined;

  /** The e-mail endpoints' common start: a fresh sign-in, the per-user limit and a well-formed address; null once refused. */
  const emailRequest = (request: FastifyRequest, reply: FastifyReply): { user: UserRow; email: string } | null => {
    const found = signedIn(request, reply, true);
    if (!found) return null;
    if (emailLimited(found.user)) {
      tooMany(reply);
      return null;
    }
    const email = emailOf(request);
    const invalid = invalidEmail(email);
    if (invalid) {
      fail(reply, invalid);
      return null;
    }
    return { user: found.user, email };
  };

  app.post(`${P}/account/email`, async (request, reply) => {
    const req = emailRequest(request, reply);
    if (!req) return reply;
    const { user, email } = req;
    if (isPrimaryAddress(user, email) || addedAddress(user, email))
      return fail(reply, { code: "duplicate_email", param: "email", message: "This email address is already associated with this account." });
    if (addressTaken(db, email, user.id))
      return fail(reply, { code: "email_taken", param: "email", message: "A user is already registered with this email address." });
    if (addresses(db, user).length >= MAX_EMAIL_ADDRESSES)
      return fail(reply, { code: "max_email_addresses", param: "email", message: `You cannot add more than ${MAX_EMAIL_ADDRESSES} email addresses.` });
    transaction(db, () => {
      db.prepare("INSERT INTO email_addresses (user_id, email, verified, created_at) VALUES (?, ?, 0, ?)").run(user.id, email, nowSeconds());
      sendVerificationMail(ctx, request, user, email);
    });
    return list(reply, addresses(db, user));
  });

  // Sends the confirmation mail again (3 a minute per user; allauth answers 403 when it would not send).
  app.put(`${P}/account/email`, async (request, reply) => {
    const found = signedIn(request, reply);
    if (!found) return reply;
    const { user } = found;
    const email = emailOf(request);
    const invalid = invalidEmail(email);
    if (invalid) return fail(reply, invalid);
    const added = addedAddress(user, email);
    const primary = isPrimaryAddress(user, email);
    if (!added && !primary) return fail(reply, unknownEmail);
    if ((primary ? user.email_verified === 1 : added!.verified === 1) || !ctx.limiter.hit(`email_resend:${user.id}`, { max: 3, windowSeconds: 60 }))
      return send(reply, { status: 403 });
    sendVerificationMail(ctx, request, user, primary ? user.email : added!.email);
    return send(reply, { status: 200 });
  });

  app.patch(`${P}/account/email`, async (request, reply) => {
    const req = emailRequest(request, reply);
    if (!req) return reply;
    const { user, email } = req;
    const body = bodyOf(request);
    if (body.primary !== true) return fail(reply, { code: "required", param: "primary", message: "This field is required." });
    if (isPrimaryAddress(user, email)) return list(reply, addresses(db, user));
    const added = addedAddress(user, email);
    if (!added) return fail(reply, unknownEmail);
    // can_mark_as_primary: a verified address, or any address while none is verified.
    const anyVerified = user.email_verified === 1 || !!db.prepare("SELECT 1 FROM email_addresses WHERE user_id = ? AND verified = 1").get(user.id);
    if (!added.verified && anyVerified)
      return fail(reply, { code: "unverified_primary_email", param: "email", message: "Your primary email address must be verified." });
    if (getUserByEmail(db, added.email))
      return fail(reply, { code: "email_taken", param: "email", message: "A user is already registered with this email address." });
    transaction(db, () => {
      db.prepare("DELETE FROM email_addresses WHERE user_id = ? AND email = ?").run(user.id, added.email);
      db.prepare("INSERT INTO email_addresses (user_id, email, verified, created_at) VALUES (?, ?, ?, ?)").run(
        user.id,
        user.email,
        user.email_verified,
        nowSeconds(),
      );
      db.prepare("UPDATE users SET email = ?, email_verified = ? WHERE id = ?").run(added.email, added.verified, user.id);
    });
    return list(reply, addresses(db, getUser(db, user.id)!));
  });

  app.delete(`${P}/account/email`, async (request, reply) => {
    const req = emailRequest(request, reply);
    if (!req) return reply;
    const { user, email } = req;
    // can_delete_email: login is by e-mail, so the primary address is never removed (another is made primary first).
    if (isPrimaryAddress(user, email))
      return fail(reply, { code: "cannot_remove_primary_email", param: "email", message: "You cannot remove your primary email address." });
    const added = addedAddress(user, email);
    if (!added) return fail(reply, unknownEmail);
    db.prepare("DELETE FROM email_addresses WHERE user_id = ? AND email = ?").run(user.id, added.email);
    return list(reply, addresses(db, user));
  });

  // ---- Connected logins ----
  app.get(`${P}/account/providers`, async (request, reply) => {
    const found = signedIn(request, reply);
    if (!found) return reply;
    return list(reply, providerAccounts(db, found.user.id));
  });

  // socialaccount's validate_disconnect: the last connected login of an account without a password (or
  // without a verified address to reset one with) stays, or the account could not be signed in to.
  app.delete(`${P}/account/providers`, async (request, reply) => {
    const found = signedIn(request, reply);
    if (!found) return reply;
    const { user } = found;
    const body = bodyOf(request);
    const accounts = providerAccounts(db, user.id);
    const account = accounts.find((a) => a.provider.id === body.provider && a.uid === body.account);
    if (!account) return fail(reply, { code: "account_not_found", param: "account", message: "Unknown account." });
    if (accounts.length === 1) {
      if (!user.password_hash) return fail(reply, { code: "no_password", param: "account", message: "Your account has no password set up." });
      const verified = user.email_verified === 1 || !!db.prepare("SELECT 1 FROM email_addresses WHERE user_id = ? AND verified = 1").get(user.id);
      if (!verified) return fail(reply, { code: "no_verified_email", param: "account", message: "Your account has no verified email address." });
    }
    db.prepare("DELETE FROM social_accounts WHERE user_id = ? AND provider = ? AND uid = ?").run(user.id, account.provider.id, account.uid);
    return list(reply, providerAccounts(db, user.id));
  });
}
