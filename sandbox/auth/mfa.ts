import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { SandboxContext } from "../context";
import { nowSeconds, parseJson, transaction, type Db } from "../db/database";
import { bodyOf } from "../http";
import { RATE_LIMIT_DETAIL } from "../rules/rate-limit";
import { authenticated, errors, status, unauthenticated, type AllauthError } from "./envelopes";
import { verifyPassword } from "./passwords";
import { ensureSession, loadSession, loginSession, newToken, saveSession, sessionUser, type AuthMethod, type Session } from "./session";
import { verifyTotp } from "./totp";
import { allauthUser, getUser, type UserRow } from "./users";

/**
 * allauth's MFA in headless browser mode (contracts/allauth/openapi.yaml "Account: 2FA", "Account: WebAuthn",
 * "Authentication: 2FA / WebAuthn"): TOTP with recovery codes, passkeys verified with real WebAuthn
 * cryptography (@simplewebauthn/server), reauthentication, and "trust this browser".
 */

/** ACCOUNT_REAUTHENTICATION_TIMEOUT: sensitive changes need an authentication of the last 5 minutes. */
export const REAUTHENTICATION_TIMEOUT_SECONDS = 300;
/** MFA_RECOVERY_CODE_COUNT, and allauth's default trust period (MFA_TRUST_COOKIE_AGE: 14 days). */
const RECOVERY_CODE_COUNT = 10;
const TRUST_SECONDS = 14 * 24 * 3600;
const TRUST_COOKIE = "mfa_trusted";
const TOTP_ISSUER = "Hosting sandbox";

interface RecoveryData {
  codes: string[];
  used: string[];
}
interface WebauthnData {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: AuthenticatorTransport[];
  passwordless: boolean;
}
interface AuthenticatorRow {
  id: number;
  user_id: number;
  type: "recovery_codes" | "webauthn";
  name: string;
  data: string;
  created_at: number;
  last_used_at: number | null;
}

const now = () => Date.now() / 1000;
const str = (value: unknown) => (typeof value === "string" ? value : undefined);
const send = (reply: FastifyReply, body: { status: number }) => reply.code(body.status).send(body);

function rows(db: Db, userId: number, type: AuthenticatorRow["type"]): AuthenticatorRow[] {
  return db.prepare("SELECT * FROM mfa_authenticators WHERE user_id = ? AND type = ? ORDER BY id").all(userId, type) as unknown as AuthenticatorRow[];
}

const recoveryRow = (db: Db, userId: number) => rows(db, userId, "recovery_codes")[0];

/** Ten codes of eight lower-case hexadecimal characters (allauth's recovery codes look alike). */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => randomBytes(4).toString("hex"));
}

function generateRecoveryCodes(db: Db, userId: number): AuthenticatorRow {
  db.prepare("DELETE FROM mfa_authenticators WHERE user_id = ? AND type = 'recovery_codes'").run(userId);
  const data: RecoveryData = { codes: newRecoveryCodes(), used: [] };
  db.prepare("INSERT INTO mfa_authenticators (user_id, type, name, data, created_at) VALUES (?, 'recovery_codes', '', ?, ?)").run(
    userId,
    JSON.stringify(data),
    now(),
  );
  return recoveryRow(db, userId)!;
}

function recoveryView(row: AuthenticatorRow, sensitive: boolean) {
  const data = parseJson<RecoveryData>(row.data, { codes: [], used: [] });
  const unused = data.codes.filter((c) => !data.used.includes(c));
  return {
    type: "recovery_codes",
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    total_code_count: data.codes.length,
    unused_code_count: unused.length,
    ...(sensitive ? { unused_codes: unused } : {}),
  };
}

function webauthnView(row: AuthenticatorRow) {
  const data = parseJson<Partial<WebauthnData>>(row.data, {});
  return {
    type: "webauthn",
    id: row.id,
    name: row.name,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    is_passwordless: data.passwordless ?? false,
  };
}

const totpView = (user: UserRow) => ({
  type: "totp",
  created_at: user.totp_created_at ?? user.created_at,
  last_used_at: user.totp_last_used_at ?? null,
});

/** The second factor a code proves (TOTP or an unused recovery code, which is then used up), or null. */
function useMfaCode(db: Db, user: UserRow, rawCode: unknown): "totp" | "recovery_codes" | null {
  const code = (str(rawCode) ?? "").trim();
  if (!code || !user.totp_secret) return null;
  if (verifyTotp(user.totp_secret, code)) {
    db.prepare("UPDATE users SET totp_last_used_at = ? WHERE id = ?").run(now(), user.id);
    return "totp";
  }
  const row = recoveryRow(db, user.id);
  if (!row) return null;
  const data = parseJson<RecoveryData>(row.data, { codes: [], used: [] });
  const normal = code.toLowerCase();
  if (!data.codes.includes(normal) || data.used.includes(normal)) return null;
  data.used.push(normal);
  db.prepare("UPDATE mfa_authenticators SET data = ?, last_used_at = ? WHERE id = ?").run(JSON.stringify(data), now(), row.id);
  return "recovery_codes";
}

/** The types the mfa_authenticate flow offers a user. */
function mfaTypes(db: Db, user: UserRow): string[] {
  return recoveryRow(db, user.id) ? ["totp", "recovery_codes"] : ["totp"];
}

/** Is a second factor due at this login (TOTP set up, and this browser not trusted by this user)? */
export function needsSecondFactor(db: Db, request: FastifyRequest, user: UserRow): boolean {
  if (!user.totp_secret) return false;
  const token = request.cookies[TRUST_COOKIE];
  if (!token) return true;
  const trusted = db.prepare("SELECT 1 FROM mfa_trusted_browsers WHERE token = ? AND user_id = ? AND expires_at > ?").get(token, user.id, nowSeconds());
  return !trusted;
}

/** The pending second-factor stage of a login. */
export function secondFactorStage(db: Db, user: UserRow, methods: AuthMethod[]) {
  return { kind: "mfa_authenticate" as const, userId: user.id, methods, at: nowSeconds(), types: mfaTypes(db, user) };
}

function sessionValue(db: Db, session: Session, name: string): string | null {
  const row = db.prepare("SELECT value, created_at FROM session_values WHERE session_id = ? AND name = ?").get(session.id, name) as
    { value: string; created_at: number } | undefined;
  // Values live as long as a pending stage (ACCOUNT_LOGIN_TIMEOUT).
  return row && nowSeconds() - row.created_at <= 900 ? row.value : null;
}

function setSessionValue(db: Db, session: Session, name: string, value: string | null): void {
  if (value === null) db.prepare("DELETE FROM session_values WHERE session_id = ? AND name = ?").run(session.id, name);
  else
    db.prepare(
      "INSERT INTO session_values (session_id, name, value, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(session_id, name) DO UPDATE SET value = excluded.value, created_at = excluded.created_at",
    ).run(session.id, name, value, nowSeconds());
}

const base32Secret = () => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  return Array.from(randomBytes(32), (b) => alphabet[b % 32]).join("");
};

/** The relying party is this site: its host name and origin as the browser sees them. */
function relyingParty(request: FastifyRequest) {
  return { rpID: request.hostname, origin: `${request.protocol}://${request.host}` };
}

/**
 * The signed-in user (with an authentication of the last five minutes when `fresh`); otherwise the 401 answer
 * is sent: not signed in (flows), or signed in but due to reauthenticate (`is_authenticated: true` with the
 * `reauthenticate` / `mfa_reauthenticate` flows the user can use).
 */
export function requireSignedIn(db: Db, request: FastifyRequest, reply: FastifyReply, fresh: boolean): { user: UserRow; session: Session } | null {
  const current = request.sandboxSession ?? loadSession(db, request);
  const user = sessionUser(db, current);
  if (!user || !current) {
    send(reply, unauthenticated(current));
    return null;
  }
  if (fresh && now() - Math.max(0, ...current.methods.map((m) => m.at)) > REAUTHENTICATION_TIMEOUT_SECONDS) {
    const flows: Array<Record<string, unknown>> = [];
    if (user.password_hash) flows.push({ id: "reauthenticate" });
    if (user.totp_secret) flows.push({ id: "mfa_reauthenticate", types: mfaTypes(db, user) });
    send(reply, { status: 401, data: { user: allauthUser(user), methods: current.methods, flows }, meta: { is_authenticated: true } } as { status: number });
    return null;
  }
  return { user, session: current };
}

export function registerMfa(app: FastifyInstance, ctx: SandboxContext, prefix: string): void {
  const db = ctx.db;
  const P = prefix;
  const tooMany = (reply: FastifyReply) => reply.code(429).send({ status: 429, detail: RATE_LIMIT_DETAIL });

  const loadCurrent = (request: FastifyRequest): Session | null => request.sandboxSession ?? loadSession(db, request);

  const signedIn = (request: FastifyRequest, reply: FastifyReply, fresh: boolean) => requireSignedIn(db, request, reply, fresh);

  /** 409 AddAuthenticatorConflict: an account without a verified e-mail address cannot add an authenticator. */
  const cannotAdd = (user: UserRow) => !user.email_verified;

  const reauthenticated = (session: Session, method: AuthMethod, user: UserRow, reply: FastifyReply) => {
    session.methods = [...session.methods, method];
    saveSession(db, session);
    return send(reply, authenticated(user, session));
  };

  // ---- Reauthentication ----
  app.post(`${P}/auth/reauthenticate`, async (request, reply) => {
    const found = signedIn(request, reply, false);
    if (!found) return reply;
    if (!ctx.limiter.hit(`reauthenticate:${found.user.id}`, { max: 10, windowSeconds: 60 })) return tooMany(reply);
    const password = str(bodyOf(request).password) ?? "";
    if (!found.user.password_hash || !verifyPassword(password, found.user.password_hash)) {
      return send(reply, errors([{ code: "incorrect_password", param: "password", message: "Incorrect password." }]));
    }
    return reauthenticated(found.session, { method: "password", at: now(), reauthenticated: true }, found.user, reply);
  });

  app.post(`${P}/auth/2fa/reauthenticate`, async (request, reply) => {
    const found = signedIn(request, reply, false);
    if (!found) return reply;
    if (ctx.limiter.exhausted(`mfa:${found.user.id}`, { max: 10, windowSeconds: 300 })) return tooMany(reply);
    const type = transaction(db, () => useMfaCode(db, found.user, bodyOf(request).code));
    if (!type) {
      ctx.limiter.hit(`mfa:${found.user.id}`, { max: 10, windowSeconds: 300 });
      return send(reply, errors([{ code: "incorrect_code", param: "code", message: "Incorrect code." }]));
    }
    return reauthenticated(found.session, { method: "mfa", at: now(), type, reauthenticated: true }, found.user, reply);
  });

  // ---- The second factor at login, and "trust this browser" (MFA_TRUST_ENABLED) ----
  app.post(`${P}/auth/2fa/authenticate`, async (request, reply) => {
    const session = loadCurrent(request);
    const stage = session?.stage;
    if (!session || stage?.kind !== "mfa_authenticate") return send(reply, unauthenticated(session, null));
    const user = getUser(db, stage.userId);
    if (!user?.totp_secret) return send(reply, unauthenticated(session, null));
    if (ctx.limiter.exhausted(`mfa:${user.id}`, { max: 10, windowSeconds: 300 })) return tooMany(reply);
    const type = transaction(db, () => useMfaCode(db, user, bodyOf(request).code));
    if (!type) {
      ctx.limiter.hit(`mfa:${user.id}`, { max: 10, windowSeconds: 300 });
      return send(reply, errors([{ code: "incorrect_code", param: "code", message: "Incorrect code." }]));
    }
    session.stage = { kind: "mfa_trust", userId: user.id, methods: [...stage.methods, { method: "mfa", at: now(), id: user.id, type }], at: nowSeconds() };
    saveSession(db, session);
    return send(reply, unauthenticated(session));
  });

  app.post(`${P}/auth/2fa/trust`, async (request, reply) => {
    const session = loadCurrent(request);
    const stage = session?.stage;
    if (!session || stage?.kind !== "mfa_trust") return send(reply, unauthenticated(session, null));
    const trust = bodyOf(request).trust;
    if (typeof trust !== "boolean") return send(reply, errors([{ code: "invalid", param: "trust", message: "Enter a valid boolean." }]));
    const user = getUser(db, stage.userId);
    if (!user) return send(reply, unauthenticated(session, null));
    if (trust) {
      const token = newToken(24);
      db.prepare("INSERT INTO mfa_trusted_browsers (token, user_id, expires_at) VALUES (?, ?, ?)").run(token, user.id, nowSeconds() + TRUST_SECONDS);
      reply.setCookie(TRUST_COOKIE, token, { path: "/", sameSite: "lax", httpOnly: true, secure: request.protocol === "https", maxAge: TRUST_SECONDS });
    }
    const fresh = loginSession(db, request, reply, user, stage.methods);
    return send(reply, authenticated(user, fresh));
  });

  // ---- Account: authenticators ----
  app.get(`${P}/account/authenticators`, async (request, reply) => {
    const found = signedIn(request, reply, false);
    if (!found) return reply;
    const { user } = found;
    const list: unknown[] = [];
    if (user.totp_secret) list.push(totpView(user));
    const recovery = recoveryRow(db, user.id);
    if (recovery) list.push(recoveryView(recovery, false));
    for (const row of rows(db, user.id, "webauthn")) list.push(webauthnView(row));
    return send(reply, { status: 200, data: list } as { status: number });
  });

  app.get(`${P}/account/authenticators/totp`, async (request, reply) => {
    const found = signedIn(request, reply, false);
    if (!found) return reply;
    const { user, session } = found;
    if (user.totp_secret) return send(reply, { status: 200, data: totpView(user) } as { status: number });
    if (cannotAdd(user)) return send(reply, status(409));
    // The secret to set up is kept by the session until it is confirmed with a code (allauth keeps it there too).
    let secret = sessionValue(db, session, "totp_secret");
    if (!secret) {
      secret = base32Secret();
      setSessionValue(db, session, "totp_secret", secret);
    }
    const label = encodeURIComponent(`${TOTP_ISSUER}:${user.email}`);
    const totpUrl = `otpauth://totp/${label}?${new URLSearchParams({ secret, issuer: TOTP_ISSUER })}`;
    return send(reply, { status: 404, meta: { secret, totp_url: totpUrl } } as { status: number });
  });

  app.post(`${P}/account/authenticators/totp`, async (request, reply) => {
    const found = signedIn(request, reply, true);
    if (!found) return reply;
    const { user, session } = found;
    if (cannotAdd(user) || user.totp_secret) return send(reply, status(409));
    const secret = sessionValue(db, session, "totp_secret");
    const code = (str(bodyOf(request).code) ?? "").trim();
    if (!secret || !verifyTotp(secret, code)) return send(reply, errors([{ code: "incorrect_code", param: "code", message: "Incorrect code." }]));
    return transaction(db, () => {
      db.prepare("UPDATE users SET totp_secret = ?, totp_created_at = ?, totp_last_used_at = NULL WHERE id = ?").run(secret, now(), user.id);
      setSessionValue(db, session, "totp_secret", null);
      const generated = !recoveryRow(db, user.id);
      if (generated) generateRecoveryCodes(db, user.id);
      return send(reply, { status: 200, data: totpView(getUser(db, user.id)!), meta: { recovery_codes_generated: generated } } as { status: number });
    });
  });

  app.delete(`${P}/account/authenticators/totp`, async (request, reply) => {
    const found = signedIn(request, reply, true);
    if (!found) return reply;
    const { user } = found;
    transaction(db, () => {
      db.prepare("UPDATE users SET totp_secret = NULL, totp_created_at = NULL, totp_last_used_at = NULL WHERE id = ?").run(user.id);
      // With no second factor left, the recovery codes and the trusted browsers go too.
      db.prepare("DELETE FROM mfa_authenticators WHERE user_id = ? AND type = 'recovery_codes'").run(user.id);
      db.prepare("DELETE FROM mfa_trusted_browsers WHERE user_id = ?").run(user.id);
    });
    return send(reply, status(200));
  });

  app.get(`${P}/account/authenticators/recovery-codes`, async (request, reply) => {
    const found = signedIn(request, reply, true);
    if (!found) return reply;
    const row = recoveryRow(db, found.user.id);
    if (!row) return send(reply, status(404));
    return send(reply, { status: 200, data: recoveryView(row, true) } as { status: number });
  });

  app.post(`${P}/account/authenticators/recovery-codes`, async (request, reply) => {
    const found = signedIn(request, reply, true);
    if (!found) return reply;
    if (!found.user.totp_secret) {
      return send(
        reply,
        errors([{ code: "cannot_generate_recovery_codes", message: "You cannot generate recovery codes without having two-factor authentication enabled." }]),
      );
    }
    const row = transaction(db, () => generateRecoveryCodes(db, found.user.id));
    return send(reply, { status: 200, data: recoveryView(row, true) } as { status: number });
  });

  // ---- Account: passkeys ----
  app.get(`${P}/account/authenticators/webauthn`, async (request, reply) => {
    const found = signedIn(request, reply, true);
    if (!found) return reply;
    const { user, session } = found;
    if (cannotAdd(user)) return send(reply, status(409));
    const passwordless = Object.hasOwn(request.query as object, "passwordless");
    const { rpID } = relyingParty(request);
    const options = await generateRegistrationOptions({
      rpName: TOTP_ISSUER,
      rpID,
      userName: user.email,
      userID: new TextEncoder().encode(String(user.id)),
      attestationType: "none",
      excludeCredentials: rows(db, user.id, "webauthn").map((row) => {
        const data = parseJson<WebauthnData>(row.data, {} as WebauthnData);
        return { id: data.credentialId, transports: data.transports };
      }),
      authenticatorSelection: passwordless
        ? { residentKey: "required", userVerification: "required" }
        : { residentKey: "discouraged", userVerification: "discouraged" },
    });
    setSessionValue(db, session, "webauthn_register", JSON.stringify({ challenge: options.challenge, passwordless }));
    return send(reply, { status: 200, data: { creation_options: { publicKey: options } } } as { status: number });
  });

  app.post(`${P}/account/authenticators/webauthn`, async (request, reply) => {
    const found = signedIn(request, reply, true);
    if (!found) return reply;
    const { user, session } = found;
    if (cannotAdd(user)) return send(reply, status(409));
    const body = bodyOf(request);
    const pending = parseJson<{ challenge: string; passwordless: boolean } | null>(sessionValue(db, session, "webauthn_register"), null);
    const refuse = (): FastifyReply => send(reply, errors([{ code: "invalid", param: "credential", message: "Invalid credential." }]));
    if (!pending || !body.credential || typeof body.credential !== "object") return refuse();
    const { rpID, origin } = relyingParty(request);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: body.credential as RegistrationResponseJSON,
        expectedChallenge: pending.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: pending.passwordless,
      });
    } catch {
      return refuse();
    }
    if (!verified.verified) return refuse();
    const info = verified.registrationInfo;
    const name = (str(body.name) ?? "").trim().slice(0, 100) || "Passkey";
    const data: WebauthnData = {
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
      counter: info.credential.counter,
      transports: (info.credential.transports ?? []) as AuthenticatorTransport[],
      passwordless: pending.passwordless,
    };
    const row = transaction(db, () => {
      setSessionValue(db, session, "webauthn_register", null);
      const result = db
        .prepare("INSERT INTO mfa_authenticators (user_id, type, name, data, created_at) VALUES (?, 'webauthn', ?, ?, ?)")
        .run(user.id, name, JSON.stringify(data), now());
      return db.prepare("SELECT * FROM mfa_authenticators WHERE id = ?").get(Number(result.lastInsertRowid)) as unknown as AuthenticatorRow;
    });
    // Passkeys here sign in on their own; they do not add a second factor, so no recovery codes are made (decision 092).
    return send(reply, { status: 200, data: webauthnView(row), meta: { recovery_codes_generated: false } } as { status: number });
  });

  app.put(`${P}/account/authenticators/webauthn`, async (request, reply) => {
    const found = signedIn(request, reply, false);
    if (!found) return reply;
    const body = bodyOf(request);
    const name = (str(body.name) ?? "").trim().slice(0, 100);
    const row = rows(db, found.user.id, "webauthn").find((r) => r.id === body.id);
    const problems: AllauthError[] = [];
    if (!row) problems.push({ code: "invalid", param: "id", message: "Select a valid choice." });
    if (!name) problems.push({ code: "required", param: "name", message: "This field is required." });
    if (problems.length || !row) return send(reply, errors(problems));
    db.prepare("UPDATE mfa_authenticators SET name = ? WHERE id = ?").run(name, row.id);
    return send(reply, { status: 200, data: webauthnView({ ...row, name }) } as { status: number });
  });

  app.delete(`${P}/account/authenticators/webauthn`, async (request, reply) => {
    const found = signedIn(request, reply, true);
    if (!found) return reply;
    const ids = bodyOf(request).authenticators;
    const list = Array.isArray(ids) ? ids.filter((v): v is number => Number.isInteger(v)) : [];
    for (const id of list) db.prepare("DELETE FROM mfa_authenticators WHERE id = ? AND user_id = ? AND type = 'webauthn'").run(id, found.user.id);
    return send(reply, status(200));
  });

  // ---- Signing in with a passkey (MFA_PASSKEY_LOGIN_ENABLED) ----
  app.get(`${P}/auth/webauthn/login`, async (request, reply) => {
    const session = ensureSession(db, request, reply);
    const options = await generateAuthenticationOptions({ rpID: relyingParty(request).rpID, userVerification: "preferred", allowCredentials: [] });
    setSessionValue(db, session, "webauthn_login", options.challenge);
    return send(reply, { status: 200, data: { request_options: { publicKey: options } } } as { status: number });
  });

  app.post(`${P}/auth/webauthn/login`, async (request, reply) => {
    const session = loadCurrent(request);
    const challenge = session ? sessionValue(db, session, "webauthn_login") : null;
    const credential = bodyOf(request).credential as AuthenticationResponseJSON | undefined;
    const refuse = (): FastifyReply => send(reply, errors([{ code: "invalid", param: "credential", message: "Invalid credential." }]));
    if (!session || !challenge || !credential || typeof credential !== "object" || typeof credential.id !== "string") return refuse();
    const row = (db.prepare("SELECT * FROM mfa_authenticators WHERE type = 'webauthn'").all() as unknown as AuthenticatorRow[]).find(
      (r) => parseJson<Partial<WebauthnData>>(r.data, {}).credentialId === credential.id,
    );
    if (!row) return refuse();
    const data = parseJson<WebauthnData>(row.data, {} as WebauthnData);
    const { rpID, origin } = relyingParty(request);
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: { id: data.credentialId, publicKey: Buffer.from(data.publicKey, "base64url"), counter: data.counter, transports: data.transports },
        requireUserVerification: false,
      });
    } catch {
      return refuse();
    }
    if (!verified.verified) return refuse();
    const user = getUser(db, row.user_id);
    if (!user) return refuse();
    return transaction(db, () => {
      setSessionValue(db, session, "webauthn_login", null);
      db.prepare("UPDATE mfa_authenticators SET data = ?, last_used_at = ? WHERE id = ?").run(
        JSON.stringify({ ...data, counter: verified.authenticationInfo.newCounter }),
        now(),
        row.id,
      );
      const methods: AuthMethod[] = [{ method: "mfa", at: now(), id: row.id, type: "webauthn", passwordless: true }];
      if (!user.email_verified) {
        session.stage = { kind: "verify_email", userId: user.id, methods, at: nowSeconds() };
        saveSession(db, session);
        return send(reply, unauthenticated(session));
      }
      const fresh = loginSession(db, request, reply, user, methods);
      return send(reply, authenticated(user, fresh));
    });
  });
}
