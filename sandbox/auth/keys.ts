import type { SandboxContext } from "../context";
import { nowSeconds } from "../db/database";
import { sendMail } from "../outbox";
import { newToken } from "./session";
import { getUser, type UserRow } from "./users";

/** Links in mails point at the site's auth routes (spec §2). */
export const verifyLink = (key: string) => `/auth/confirm-email/${key}/`;
export const resetLink = (key: string) => `/auth/password/reset/key/${key}/`;
const KEY_TTL_SECONDS = 3 * 24 * 3600;

interface KeyRow {
  key: string;
  kind: "verify" | "reset";
  user_id: number;
  email: string;
  created_at: number;
  used_at: number | null;
}

export function createKey(ctx: SandboxContext, kind: "verify" | "reset", user: UserRow): string {
  const key = `${kind === "verify" ? "v" : "r"}${user.id}-${newToken(18)}`;
  ctx.db.prepare("INSERT INTO email_keys (key, kind, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)").run(key, kind, user.id, user.email, nowSeconds());
  return key;
}

/** A key that exists, is unused, not expired, and (for resets) newer than the last password change. */
export function findValidKey(ctx: SandboxContext, kind: "verify" | "reset", key: unknown): { row: KeyRow; user: UserRow } | null {
  if (typeof key !== "string" || !key) return null;
  const row = ctx.db.prepare("SELECT * FROM email_keys WHERE key = ? AND kind = ?").get(key, kind) as KeyRow | undefined;
  if (!row || row.used_at !== null) return null;
  if (nowSeconds() - row.created_at > KEY_TTL_SECONDS) return null;
  const user = getUser(ctx.db, row.user_id);
  if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) return null;
  if (kind === "reset" && user.password_changed_at > row.created_at) return null;
  return { row, user };
}

export function useKey(ctx: SandboxContext, key: string): void {
  ctx.db.prepare("UPDATE email_keys SET used_at = ? WHERE key = ?").run(nowSeconds(), key);
}

export function sendVerificationMail(ctx: SandboxContext, user: UserRow): string {
  const key = createKey(ctx, "verify", user);
  const link = verifyLink(key);
  sendMail(ctx, {
    to: user.email,
    kind: "verify_email",
    subject: "Please confirm your e-mail address",
    body: `Hello,\n\nTo confirm that ${user.email} is your address, open:\n${link}\n\nIf you did not sign up, ignore this mail.`,
    links: [link],
  });
  return key;
}

export function sendResetMail(ctx: SandboxContext, user: UserRow): string {
  const key = createKey(ctx, "reset", user);
  const link = resetLink(key);
  sendMail(ctx, {
    to: user.email,
    kind: "password_reset",
    subject: "Password reset",
    body: `Hello,\n\nYou (or someone else) asked to reset the password of ${user.email}. Open:\n${link}\n\nIf you did not ask, ignore this mail.`,
    links: [link],
  });
  return key;
}

export function sendUnknownAccountMail(ctx: SandboxContext, email: string): void {
  sendMail(ctx, {
    to: email,
    kind: "password_reset_unknown",
    subject: "Password reset",
    body: `Hello,\n\nSomeone asked to reset a password for ${email}, but there is no account with this address.\nSign up at:\n/auth/signup/`,
    links: ["/auth/signup/"],
  });
}
