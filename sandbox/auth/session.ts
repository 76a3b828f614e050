import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database";
import { nowSeconds, parseJson } from "../db/database";
import { getUser, type UserRow } from "./users";
import { clientIp } from "../http";

export const SESSION_COOKIE = "sessionid";
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";
/** allauth's ACCOUNT_LOGIN_TIMEOUT: a pending stage expires after 15 minutes. */
export const STAGE_TIMEOUT_SECONDS = 900;
const SESSION_MAX_AGE = 14 * 24 * 3600;

export type AuthMethod = Record<string, unknown> & { method: string; at: number };

export type Stage =
  | { kind: "verify_email"; userId: number; methods: AuthMethod[]; at: number }
  | { kind: "mfa_authenticate"; userId: number; methods: AuthMethod[]; at: number; types?: string[] }
  | { kind: "mfa_trust"; userId: number; methods: AuthMethod[]; at: number }
  | { kind: "provider_signup"; provider: string; uid: string; display: string; email: string | null; at: number };

export interface Session {
  id: string;
  userId: number | null;
  actingAccountId: number | null;
  stage: Stage | null;
  methods: AuthMethod[];
}

interface SessionRow {
  id: string;
  user_id: number | null;
  acting_account_id: number | null;
  stage: string | null;
  methods: string;
  updated_at: number;
}

export const newToken = (bytes = 24): string => randomBytes(bytes).toString("base64url");

const isSecure = (request: FastifyRequest) => request.protocol === "https";

export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  // Readable by the page's script (Django's CSRF_COOKIE_HTTPONLY=False).
  reply.setCookie(CSRF_COOKIE, token, { path: "/", sameSite: "lax", httpOnly: false, secure: isSecure(request), maxAge: 365 * 24 * 3600 });
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(SESSION_COOKIE, id, { path: "/", sameSite: "lax", httpOnly: true, secure: isSecure(request), maxAge: SESSION_MAX_AGE });
}

export function loadSession(db: Db, request: FastifyRequest): Session | null {
  const id = request.cookies[SESSION_COOKIE];
  return id ? loadSessionById(db, id) : null;
}

/** A session by its key, or null when it was deleted (logout, password change) or has expired. */
export function loadSessionById(db: Db, id: string): Session | null {
  const row = db.prepare("SELECT * FROM sessions WHERE id = ?").get(id) as SessionRow | undefined;
  if (!row) return null;
  if (nowSeconds() - row.updated_at > SESSION_MAX_AGE) return null;
  let stage = parseJson<Stage | null>(row.stage, null);
  if (stage && nowSeconds() - stage.at > STAGE_TIMEOUT_SECONDS) stage = null;
  return { id: row.id, userId: row.user_id, actingAccountId: row.acting_account_id, stage, methods: parseJson(row.methods, []) };
}

export function saveSession(db: Db, session: Session): void {
  const now = nowSeconds();
  db.prepare(
    `INSERT INTO sessions (id, user_id, acting_account_id, stage, methods, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET user_id = excluded.user_id, acting_account_id = excluded.acting_account_id,
       stage = excluded.stage, methods = excluded.methods, updated_at = excluded.updated_at`,
  ).run(session.id, session.userId, session.actingAccountId, session.stage ? JSON.stringify(session.stage) : null, JSON.stringify(session.methods), now, now);
}

/** The request's session, created (and its cookie set) when there is none. */
export function ensureSession(db: Db, request: FastifyRequest, reply: FastifyReply): Session {
  const existing = request.sandboxSession ?? loadSession(db, request);
  if (existing) return existing;
  const session: Session = { id: newToken(), userId: null, actingAccountId: null, stage: null, methods: [] };
  saveSession(db, session);
  setSessionCookie(request, reply, session.id);
  request.sandboxSession = session;
  return session;
}

/** Logs the user in: a new session key (as Django's login() cycles it) and a rotated CSRF token. */
export function loginSession(db: Db, request: FastifyRequest, reply: FastifyReply, user: UserRow, methods: AuthMethod[]): Session {
  const old = request.sandboxSession ?? loadSession(db, request);
  if (old) db.prepare("DELETE FROM sessions WHERE id = ?").run(old.id);
  const session: Session = {
    id: newToken(),
    userId: user.id,
    actingAccountId: user.main_account_id ?? user.id,
    stage: null,
    methods,
  };
  saveSession(db, session);
  // What the sessions list shows (allauth.usersessions): a number that is never handed out again, the
  // browser, the address and when the session was last seen.
  const number = Number(db.prepare("INSERT INTO session_numbers DEFAULT VALUES").run().lastInsertRowid);
  const agent = request.headers["user-agent"];
  db.prepare("UPDATE sessions SET public_id = ?, user_agent = ?, ip = ?, last_seen_at = ? WHERE id = ?").run(
    number,
    (Array.isArray(agent) ? agent[0] : agent)?.slice(0, 500) ?? "",
    clientIp(request),
    nowSeconds(),
    session.id,
  );
  setSessionCookie(request, reply, session.id);
  setCsrfCookie(request, reply, newToken(24));
  request.sandboxSession = session;
  return session;
}

/** USERSESSIONS_TRACK_ACTIVITY: a signed-in session's "last seen" follows its requests (written at most once a minute). */
export function touchSession(db: Db, session: Session | null): void {
  if (!session?.userId) return;
  db.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ? AND (last_seen_at IS NULL OR last_seen_at < ?)").run(
    nowSeconds(),
    session.id,
    nowSeconds() - 60,
  );
}

export function logoutSession(db: Db, request: FastifyRequest, reply: FastifyReply): void {
  const session = request.sandboxSession ?? loadSession(db, request);
  if (session) db.prepare("DELETE FROM sessions WHERE id = ?").run(session.id);
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  request.sandboxSession = null;
}

export function sessionUser(db: Db, session: Session | null | undefined): UserRow | null {
  if (!session?.userId) return null;
  return getUser(db, session.userId) ?? null;
}

declare module "fastify" {
  interface FastifyRequest {
    sandboxSession: Session | null;
  }
}
