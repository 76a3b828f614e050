import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SandboxContext } from "../context";
import { nowSeconds, transaction, type Db } from "../db/database";
import { bodyOf, clientIp } from "../http";
import { RATE_LIMIT_DETAIL, type Limit } from "../rules/rate-limit";
import { validatePassword } from "../rules/password";
import { EMAIL_PATTERN } from "@/lib/rules/email";
import { authenticated, errors, status, unauthenticated, type AllauthError } from "./envelopes";
import { findValidKey, sendResetMail, sendUnknownAccountMail, sendVerificationMail, useKey } from "./keys";
import { hashPassword, verifyPassword } from "./passwords";
import { PROVIDERS, findProvider } from "./providers";
import {
  CSRF_COOKIE,
  ensureSession,
  loadSession,
  loginSession,
  logoutSession,
  newToken,
  saveSession,
  sessionUser,
  type AuthMethod,
  type Session,
} from "./session";
import { checkCaptcha } from "./captcha";
import { socialLogin } from "./social";
import { needsSecondFactor, registerMfa, secondFactorStage } from "./mfa";
import { createUser, getUser, getUserByEmail, allauthUser, type UserRow } from "./users";
import { addressTaken, isPrimaryAddress, markVerified, registerAccountManagement } from "./account-manage";
import { tokensMatch } from "../rules/csrf-token";
import { hasUnsafeUrlChars, localPath } from "@/lib/safe-next";

export const ALLAUTH_PREFIX = "/auth/_allauth/browser/v1";
const P = ALLAUTH_PREFIX;

const send = (reply: FastifyReply, body: { status: number }) => reply.code(body.status).send(body);
const tooMany = (reply: FastifyReply) => reply.code(429).send({ status: 429, detail: RATE_LIMIT_DETAIL });

function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function emailErrors(email: string | undefined, param = "email"): AllauthError[] {
  if (!email || !email.trim()) return [{ code: "required", param, message: "This field is required." }];
  if (!EMAIL_PATTERN.test(email.trim())) return [{ code: "invalid", param, message: "Enter a valid email address." }];
  return [];
}

const passwordMethod = (user: UserRow): AuthMethod => ({ method: "password", at: Date.now() / 1000, email: user.email });

/**
 * callback_url made safe (adapter.is_safe_url): a path on this site by the site's own rule for `next`
 * (src/lib/safe-next.ts), or an http(s) URL on the request's own host; normalised by the URL parser so it
 * is always a valid Location header. Null when unsafe.
 */
export function safeCallbackUrl(url: string, host: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/")) return localPath(url);
  if (hasUnsafeUrlChars(url) || !host) return null;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.host === host.toLowerCase() && !parsed.username && !parsed.password
      ? parsed.href
      : null;
  } catch {
    return null;
  }
}

export function appendQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf("#");
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : url.slice(hashAt);
  const qs = new URLSearchParams(params).toString();
  return `${base}${base.includes("?") ? "&" : "?"}${qs}${hash}`;
}

/** The signup form's refusals: the address (format, taken) and, when asked, the password rules. */
function signupErrors(db: Db, email: string | undefined, password: string | undefined, requirePassword: boolean): AllauthError[] {
  const errs = emailErrors(email);
  if (!errs.length && (getUserByEmail(db, email!) || addressTaken(db, email!))) {
    errs.push({ code: "email_taken", param: "email", message: "A user is already registered with this email address." });
  }
  if (requirePassword) {
    if (!password) errs.push({ code: "required", param: "password", message: "This field is required." });
    else for (const e of validatePassword(password, { email })) errs.push({ code: e.code, param: "password", message: e.message });
  }
  return errs;
}

const keyError = (param: string, code: string, message: string) => errors([{ code, param, message }]);

/** What every group of allauth routes shares: the database, the limiter, the session lookups and the login steps. */
interface AllauthKit {
  ctx: SandboxContext;
  db: Db;
  limited: (bucket: string, limit: Limit) => boolean;
  current: (request: FastifyRequest) => Session | null;
  endUserSessions: (userId: number, keep?: string) => void;
  proceed: (request: FastifyRequest, reply: FastifyReply, user: UserRow, methods: AuthMethod[]) => FastifyReply;
  /** A customer signed up (by password, one step or a provider). */
  onSignup: (request: FastifyRequest, accountId: number) => void;
}

/** What the server adds to a signup: the partner programme attributes it to its referrer (sandbox/partner). */
export interface AllauthHooks {
  onSignup?: (db: Db, request: FastifyRequest, accountId: number) => void;
}

function allauthKit(ctx: SandboxContext, hooks: AllauthHooks): AllauthKit {
  const db = ctx.db;
  const limited = (bucket: string, limit: Limit) => !ctx.limiter.hit(bucket, limit);
  const current = (request: FastifyRequest): Session | null => request.sandboxSession ?? loadSession(db, request);
  /** Deletes a user's sessions (but `keep`) and closes their realtime sockets. */
  const endUserSessions = (userId: number, keep = "") => {
    const ids = (db.prepare("SELECT id FROM sessions WHERE user_id = ? AND id <> ?").all(userId, keep) as Array<{ id: string }>).map((r) => r.id);
    db.prepare("DELETE FROM sessions WHERE user_id = ? AND id <> ?").run(userId, keep);
    ctx.realtime.endSessions(ids);
  };

  /** After a password or provider step: the next pending stage (verify e-mail, 2FA) or the login. */
  function proceed(request: FastifyRequest, reply: FastifyReply, user: UserRow, methods: AuthMethod[]) {
    if (!user.email_verified) {
      const session = ensureSession(db, request, reply);
      sendVerificationMail(ctx, request, user);
      session.stage = { kind: "verify_email", userId: user.id, methods, at: nowSeconds() };
      saveSession(db, session);
      return send(reply, unauthenticated(session));
    }
    if (needsSecondFactor(db, request, user)) {
      const session = ensureSession(db, request, reply);
      session.stage = secondFactorStage(db, user, methods);
      saveSession(db, session);
      return send(reply, unauthenticated(session));
    }
    const session = loginSession(db, request, reply, user, methods);
    return send(reply, authenticated(user, session));
  }
  const onSignup = (request: FastifyRequest, accountId: number) => hooks.onSignup?.(db, request, accountId);
  return { ctx, db, limited, current, endUserSessions, proceed, onSignup };
}

/**
 * The allauth headless API (browser client) in route groups: session and login, signup, e-mail verification,
 * password reset and change, second factor (mfa.ts), the account's sessions, addresses and logins
 * (account-manage.ts), and provider (social) login.
 */
export function registerAllauth(app: FastifyInstance, ctx: SandboxContext, hooks: AllauthHooks = {}): void {
  const kit = allauthKit(ctx, hooks);
  registerSessionRoutes(app, kit);
  registerSignupRoutes(app, kit);
  registerEmailVerificationRoutes(app, kit);
  registerPasswordRoutes(app, kit);
  // Second factor at login, trust, reauthentication, authenticators and passkeys (mfa.ts).
  registerMfa(app, ctx, P);
  // The customer's sessions, e-mail addresses and connected logins (account-manage.ts).
  registerAccountManagement(app, ctx, P);
  registerProviderRoutes(app, kit);
}

/** The configuration, the session (read, log out) and the password login. */
function registerSessionRoutes(app: FastifyInstance, kit: AllauthKit): void {
  const { db, limited, current, proceed, ctx } = kit;
  app.get(`${P}/config`, async () => ({
    status: 200,
    data: {
      account: {
        authentication_method: "email",
        login_methods: ["email"],
        is_open_for_signup: true,
        email_verification_by_code_enabled: false,
        login_by_code_enabled: false,
        password_reset_by_code_enabled: false,
      },
      socialaccount: { providers: PROVIDERS.map((p) => ({ id: p.id, name: p.name, client_id: p.client_id, flows: p.flows })) },
      mfa: { supported_types: ["totp", "recovery_codes", "webauthn"], passkey_login_enabled: true },
      usersessions: { track_activity: true },
    },
  }));

  app.get(`${P}/auth/session`, async (request, reply) => {
    const session = current(request);
    const user = sessionUser(db, session);
    if (user && session) return send(reply, authenticated(user, session));
    return send(reply, unauthenticated(session));
  });

  app.delete(`${P}/auth/session`, async (request, reply) => {
    const ended = current(request);
    logoutSession(db, request, reply);
    if (ended) ctx.realtime.endSessions([ended.id]);
    return send(reply, unauthenticated(null));
  });

  app.post(`${P}/auth/login`, async (request, reply) => {
    const ip = clientIp(request);
    if (limited(`login:ip:${ip}`, ctx.limits.login.ip)) return tooMany(reply);
    const session = current(request);
    if (sessionUser(db, session)) return send(reply, status(409));
    const body = bodyOf(request);
    const email = str(body.email);
    const password = str(body.password);
    const errs = emailErrors(email);
    if (!password) errs.push({ code: "required", param: "password", message: "This field is required." });
    if (errs.length) return send(reply, errors(errs));
    const key = email!.trim().toLowerCase();
    if (
      ctx.limiter.exhausted(`login_failed:ip:${ip}`, ctx.limits.loginFailed.ip) ||
      ctx.limiter.exhausted(`login_failed:key:${key}`, ctx.limits.loginFailed.key)
    ) {
      return send(reply, errors([{ code: "too_many_login_attempts", message: "Too many failed login attempts. Try again later." }]));
    }
    const user = getUserByEmail(db, key);
    // The hash is computed for an unknown address too (verifyPassword), so the answer takes as long.
    const matches = verifyPassword(password!, user?.password_hash);
    if (!user || !matches) {
      ctx.limiter.hit(`login_failed:ip:${ip}`, ctx.limits.loginFailed.ip);
      ctx.limiter.hit(`login_failed:key:${key}`, ctx.limits.loginFailed.key);
      return send(
        reply,
        errors([{ code: "email_password_mismatch", param: "password", message: "The email address and/or password you specified are not correct." }]),
      );
    }
    return transaction(db, () => proceed(request, reply, user, [passwordMethod(user)]));
  });
}

/** Signup with a password, and the one-step signup (the address only; the password comes by mail). */
function registerSignupRoutes(app: FastifyInstance, kit: AllauthKit): void {
  const { db, limited, current, proceed, ctx, onSignup } = kit;
  app.post(`${P}/auth/signup`, async (request, reply) => {
    if (limited(`signup:ip:${clientIp(request)}`, ctx.limits.signup.ip)) return tooMany(reply);
    if (sessionUser(db, current(request))) return send(reply, status(409));
    const body = bodyOf(request);
    // The captcha is verified (and used up) first, as a form's siteverify call would be.
    const captcha = checkCaptcha(ctx, body);
    if (captcha) return send(reply, errors([captcha]));
    const email = str(body.email)?.trim();
    const password = str(body.password);
    const errs = signupErrors(db, email, password, true);
    if (errs.length) return send(reply, errors(errs));
    return transaction(db, () => {
      const user = createUser(db, { email: email!, password: password!, email_verified: false });
      onSignup(request, user.id);
      return proceed(request, reply, user, [passwordMethod(user)]);
    });
  });

  // The site's checkout signs a customer up with only an e-mail and logs them in at once; the mail
  // carries the e-mail confirmation link and a link to choose a password.
  app.post(`${P}/auth/one-step-signup`, async (request, reply) => {
    if (limited(`signup:ip:${clientIp(request)}`, ctx.limits.signup.ip)) return tooMany(reply);
    if (sessionUser(db, current(request))) return send(reply, status(409));
    const email = str(bodyOf(request).email)?.trim();
    const errs = signupErrors(db, email, undefined, false);
    if (errs.length) return send(reply, errors(errs));
    return transaction(db, () => {
      const user = createUser(db, { email: email!, password: newToken(12), email_verified: false });
      onSignup(request, user.id);
      sendVerificationMail(ctx, request, user);
      sendResetMail(ctx, request, user);
      const session = loginSession(db, request, reply, user, [passwordMethod(user)]);
      return send(reply, authenticated(user, session));
    });
  });
}

/** E-mail verification by key: read it, confirm it, send it again. */
function registerEmailVerificationRoutes(app: FastifyInstance, kit: AllauthKit): void {
  const { db, limited, current, proceed, ctx } = kit;
  app.get(`${P}/auth/email/verify`, async (request, reply) => {
    const key = request.headers["x-email-verification-key"];
    const found = findValidKey(ctx, "verify", Array.isArray(key) ? key[0] : key);
    if (!found) return send(reply, keyError("key", "invalid_or_expired_key", "Invalid or expired key."));
    const stage = current(request)?.stage;
    return send(reply, {
      status: 200,
      data: { email: found.row.email, user: allauthUser(found.user) },
      meta: { is_authenticating: stage?.kind === "verify_email" && stage.userId === found.user.id },
    } as { status: number });
  });

  app.post(`${P}/auth/email/verify`, async (request, reply) => {
    const found = findValidKey(ctx, "verify", bodyOf(request).key);
    if (!found) return send(reply, keyError("key", "invalid_or_expired_key", "Invalid or expired key."));
    // An added address that another account has made its own since cannot be verified (allauth: email_taken).
    if (!isPrimaryAddress(found.user, found.row.email) && addressTaken(db, found.row.email, found.user.id))
      return send(reply, keyError("key", "email_taken", "A user is already registered with this email address."));
    return transaction(db, () => {
      useKey(ctx, found.row.key);
      markVerified(db, found.user, found.row.email);
      const user = getUser(db, found.user.id)!;
      const session = current(request);
      if (session?.stage?.kind === "verify_email" && session.stage.userId === user.id) {
        const methods = session.stage.methods;
        session.stage = null;
        saveSession(db, session);
        return proceed(request, reply, user, methods);
      }
      const signedIn = sessionUser(db, session);
      if (signedIn && session) return send(reply, authenticated(signedIn, session));
      // Verified, but not as part of a login in this browser: 401 does not mean failure.
      return send(reply, unauthenticated(session));
    });
  });

  app.post(`${P}/auth/email/verify/resend`, async (request, reply) => {
    const session = current(request);
    if (session?.stage?.kind !== "verify_email") return send(reply, status(409));
    if (limited(`verify_resend:${session.stage.userId}`, { max: 3, windowSeconds: 60 })) return tooMany(reply);
    const user = getUser(db, session.stage.userId);
    if (!user) return send(reply, status(409));
    sendVerificationMail(ctx, request, user);
    return send(reply, status(200));
  });
}

/** Password reset by e-mail key, and the signed-in customer's password change. */
function registerPasswordRoutes(app: FastifyInstance, kit: AllauthKit): void {
  const { db, limited, current, endUserSessions, ctx } = kit;
  app.post(`${P}/auth/password/request`, async (request, reply) => {
    const body = bodyOf(request);
    const email = str(body.email)?.trim();
    if (limited(`reset:ip:${clientIp(request)}`, ctx.limits.passwordReset.ip)) return tooMany(reply);
    const captcha = checkCaptcha(ctx, body);
    if (captcha) return send(reply, errors([captcha]));
    const errs = emailErrors(email);
    if (errs.length) return send(reply, errors(errs));
    if (limited(`reset:key:${email!.toLowerCase()}`, ctx.limits.passwordReset.key)) return tooMany(reply);
    const user = getUserByEmail(db, email!);
    if (user) sendResetMail(ctx, request, user);
    else sendUnknownAccountMail(ctx, request, email!);
    return send(reply, status(200));
  });

  app.get(`${P}/auth/password/reset`, async (request, reply) => {
    const key = request.headers["x-password-reset-key"];
    const found = findValidKey(ctx, "reset", Array.isArray(key) ? key[0] : key);
    if (!found) return send(reply, keyError("key", "invalid_password_reset", "The password reset token was invalid."));
    return send(reply, { status: 200, data: { user: allauthUser(found.user) } } as { status: number });
  });

  app.post(`${P}/auth/password/reset`, async (request, reply) => {
    if (limited(`reset_from_key:ip:${clientIp(request)}`, ctx.limits.passwordResetFromKey.ip)) return tooMany(reply);
    const body = bodyOf(request);
    const found = findValidKey(ctx, "reset", body.key);
    if (!found) return send(reply, keyError("key", "invalid_password_reset", "The password reset token was invalid."));
    const password = str(body.password);
    if (!password) return send(reply, keyError("password", "required", "This field is required."));
    const problems = validatePassword(password, found.user);
    if (problems.length) return send(reply, errors(problems.map((e) => ({ code: e.code, param: "password", message: e.message }))));
    return transaction(db, () => {
      useKey(ctx, found.row.key);
      // The reset proves the mailbox, so the address counts as verified; older sessions of the user end.
      db.prepare("UPDATE users SET password_hash = ?, password_changed_at = ?, email_verified = 1 WHERE id = ?").run(
        hashPassword(password),
        nowSeconds(),
        found.user.id,
      );
      endUserSessions(found.user.id);
      // ACCOUNT_LOGIN_ON_PASSWORD_RESET = False: the customer goes to the login page.
      return send(reply, unauthenticated(null));
    });
  });

  // Password update of a signed-in customer. Social-only accounts have no password yet: no current one asked.
  app.post(`${P}/account/password/change`, async (request, reply) => {
    const session = current(request);
    const user = sessionUser(db, session);
    if (!user || !session) return send(reply, unauthenticated(session));
    if (limited(`change_password:${user.id}`, { max: 5, windowSeconds: 60 })) return tooMany(reply);
    const body = bodyOf(request);
    const currentPassword = str(body.current_password) ?? "";
    const newPassword = str(body.new_password) ?? "";
    const errs: AllauthError[] = [];
    if (user.password_hash) {
      if (!currentPassword) errs.push({ code: "enter_current_password", param: "current_password", message: "Please type your current password." });
      else if (!verifyPassword(currentPassword, user.password_hash))
        errs.push({ code: "enter_current_password", param: "current_password", message: "Please type your current password." });
    }
    if (!newPassword) errs.push({ code: "required", param: "new_password", message: "This field is required." });
    else for (const e of validatePassword(newPassword, user)) errs.push({ code: e.code, param: "new_password", message: e.message });
    if (errs.length) return send(reply, errors(errs));
    return transaction(db, () => {
      db.prepare("UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?").run(hashPassword(newPassword), nowSeconds(), user.id);
      // update_session_auth_hash: this session stays signed in, the customer's other sessions end.
      endUserSessions(user.id, session.id);
      return send(reply, authenticated(getUser(db, user.id)!, session));
    });
  });
}

/** Provider (social) login: the signup form after a provider, the token and redirect flows, the callback. */
function registerProviderRoutes(app: FastifyInstance, kit: AllauthKit): void {
  const { db, current, proceed, ctx, onSignup } = kit;
  app.get(`${P}/auth/provider/signup`, async (request, reply) => {
    const session = current(request);
    const stage = session?.stage;
    if (stage?.kind !== "provider_signup") return send(reply, status(409));
    const p = findProvider(stage.provider)!;
    return send(reply, {
      status: 200,
      data: {
        user: { display: stage.display, has_usable_password: false },
        account: { uid: stage.uid, display: stage.display, provider: { id: p.id, name: p.name, client_id: p.client_id, flows: p.flows } },
        email: stage.email ? [{ email: stage.email, verified: true, primary: true }] : [],
      },
    } as { status: number });
  });

  app.post(`${P}/auth/provider/signup`, async (request, reply) => {
    const session = current(request);
    const stage = session?.stage;
    if (!session || stage?.kind !== "provider_signup") return send(reply, status(409));
    const email = str(bodyOf(request).email)?.trim();
    const errs = signupErrors(db, email, undefined, false);
    if (errs.length) return send(reply, errors(errs));
    return transaction(db, () => {
      const vouched = !!stage.email && stage.email.toLowerCase() === email!.toLowerCase();
      const [first, ...rest] = stage.display.split(" ");
      const user = createUser(db, { email: email!, password: null, email_verified: vouched, first_name: first ?? "", last_name: rest.join(" ") });
      onSignup(request, user.id);
      db.prepare("INSERT INTO social_accounts (provider, uid, user_id, display) VALUES (?, ?, ?, ?)").run(stage.provider, stage.uid, user.id, stage.display);
      session.stage = null;
      saveSession(db, session);
      return proceed(request, reply, user, [
        { method: "socialaccount", at: Date.now() / 1000, provider: stage.provider, uid: stage.uid, reauthenticated: false },
      ]);
    });
  });

  app.post(`${P}/auth/provider/token`, async (request, reply) => {
    const body = bodyOf(request);
    const provider = findProvider(body.provider);
    const process = body.process === "connect" ? "connect" : body.process === "login" ? "login" : null;
    const token = (body.token && typeof body.token === "object" ? body.token : {}) as Record<string, unknown>;
    if (!provider || !provider.flows.includes("provider_token"))
      return send(reply, errors([{ code: "invalid", param: "provider", message: "Unknown provider." }]));
    if (!process) return send(reply, errors([{ code: "invalid", param: "process", message: "Select a valid choice." }]));
    if (token.client_id !== provider.client_id) return send(reply, errors([{ code: "client_id_required", param: "token", message: "`client_id` required." }]));
    const value = str(token.id_token) ?? str(token.access_token);
    const identity = value
      ? (db.prepare("SELECT * FROM provider_tokens WHERE token = ? AND provider = ?").get(value, provider.id) as
          { uid: string; email: string | null; name: string } | undefined)
      : undefined;
    if (!identity) return send(reply, errors([{ code: "invalid_token", param: "token", message: "Invalid token." }]));
    return transaction(db, () => {
      const outcome = socialLogin(ctx, request, reply, { provider: provider.id, uid: identity.uid, name: identity.name, email: identity.email }, process);
      if (outcome.kind === "error") return send(reply, status(403));
      if (outcome.kind === "pending") return send(reply, unauthenticated(outcome.session));
      const session = request.sandboxSession!;
      return send(reply, authenticated(getUser(db, outcome.user.id)!, session));
    });
  });

  // A real <form method=POST>: the token travels in `csrfmiddlewaretoken`, the answer is a 302.
  app.post(`${P}/auth/provider/redirect`, async (request, reply) => {
    const body = bodyOf(request);
    if (!tokensMatch(str(body.csrfmiddlewaretoken), request.cookies[CSRF_COOKIE])) {
      return reply.code(403).type("text/html; charset=utf-8").send("<!doctype html><h1>Forbidden (403)</h1><p>CSRF verification failed. Request aborted.</p>");
    }
    const provider = findProvider(body.provider);
    const callbackUrl = safeCallbackUrl(str(body.callback_url) ?? "", request.headers.host);
    const process = body.process === "connect" ? "connect" : body.process === "login" || body.process === undefined ? "login" : null;
    if (callbackUrl === null) {
      return reply.redirect(appendQuery("/auth/provider/callback/", { error: "unknown", error_process: process ?? "login" }), 302);
    }
    if (!provider || !provider.flows.includes("provider_redirect") || !process) {
      return reply.redirect(appendQuery(callbackUrl, { error: "unknown", error_process: process ?? "login" }), 302);
    }
    const session = ensureSession(db, request, reply);
    const state = newToken(18);
    db.prepare("INSERT INTO provider_states (state, provider, callback_url, process, session_id, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
      state,
      provider.id,
      callbackUrl,
      process,
      session.id,
      nowSeconds(),
    );
    return reply.redirect(`/sandbox/provider/${provider.id}/authorize/?${new URLSearchParams({ state, client_id: provider.client_id })}`, 302);
  });

  // The backend callback the (simulated) provider returns to: ?code=…&state=… or ?error=…&state=….
  app.get("/auth/accounts/:provider/login/callback/", async (request, reply) => {
    const { provider: providerId } = request.params as { provider: string };
    const query = request.query as Record<string, string | undefined>;
    const row = db.prepare("SELECT * FROM provider_states WHERE state = ?").get(query.state ?? "") as
      { state: string; provider: string; callback_url: string; process: "login" | "connect"; session_id: string; created_at: number } | undefined;
    if (!row || row.provider !== providerId || nowSeconds() - row.created_at > 900) {
      return reply.redirect(appendQuery("/auth/provider/callback/", { error: "unknown", error_process: "login" }), 302);
    }
    db.prepare("DELETE FROM provider_states WHERE state = ?").run(row.state);
    const fail = (error: string) => reply.redirect(appendQuery(row.callback_url, { error, error_process: row.process }), 302);
    const session = current(request);
    if (!session || session.id !== row.session_id) return fail("unknown");
    if (query.error) return fail(query.error === "access_denied" ? "cancelled" : "unknown");
    const identity = db.prepare("SELECT * FROM provider_tokens WHERE token = ? AND provider = ?").get(query.code ?? "", providerId) as
      { uid: string; email: string | null; name: string } | undefined;
    if (!identity) return fail("unknown");
    db.prepare("DELETE FROM provider_tokens WHERE token = ?").run(query.code ?? "");
    const outcome = transaction(db, () =>
      socialLogin(ctx, request, reply, { provider: providerId, uid: identity.uid, name: identity.name, email: identity.email }, row.process),
    );
    if (outcome.kind === "error") return fail(outcome.error);
    return reply.redirect(row.callback_url, 302);
  });
}
