import type { FastifyRequest } from "fastify";
import type { SandboxContext } from "../context";
import { nowSeconds } from "../db/database";
import { mailLanguage, mailOrigin, sendMail, type MailLanguage } from "../outbox";
import { newToken } from "./session";
import { getUser, type UserRow } from "./users";

/** Links in mails point at the site's auth routes (spec §2). */
const verifyLink = (key: string) => `/auth/confirm-email/${key}/`;
const resetLink = (key: string) => `/auth/password/reset/key/${key}/`;
const KEY_TTL_SECONDS = 3 * 24 * 3600;

interface KeyRow {
  key: string;
  kind: "verify" | "reset";
  user_id: number;
  email: string;
  created_at: number;
  used_at: number | null;
}

export function createKey(ctx: SandboxContext, kind: "verify" | "reset", user: UserRow, email = user.email): string {
  const key = `${kind === "verify" ? "v" : "r"}${user.id}-${newToken(18)}`;
  ctx.db.prepare("INSERT INTO email_keys (key, kind, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)").run(key, kind, user.id, email, nowSeconds());
  return key;
}

/** A key that exists, is unused, not expired, and (for resets) newer than the last password change. */
export function findValidKey(ctx: SandboxContext, kind: "verify" | "reset", key: unknown): { row: KeyRow; user: UserRow } | null {
  if (typeof key !== "string" || !key) return null;
  const row = ctx.db.prepare("SELECT * FROM email_keys WHERE key = ? AND kind = ?").get(key, kind) as KeyRow | undefined;
  if (!row || row.used_at !== null) return null;
  if (nowSeconds() - row.created_at > KEY_TTL_SECONDS) return null;
  const user = getUser(ctx.db, row.user_id);
  if (!user) return null;
  // A confirmation key is for one of the user's addresses (the primary one or an added one, still there); a reset key for the primary one.
  const isPrimary = user.email.toLowerCase() === row.email.toLowerCase();
  if (!isPrimary && (kind === "reset" || !ctx.db.prepare("SELECT 1 FROM email_addresses WHERE user_id = ? AND email = ?").get(user.id, row.email))) return null;
  if (kind === "reset" && user.password_changed_at > row.created_at) return null;
  return { row, user };
}

export function useKey(ctx: SandboxContext, key: string): void {
  ctx.db.prepare("UPDATE email_keys SET used_at = ? WHERE key = ?").run(nowSeconds(), key);
}

/** Where a mail's reader lands: the site's origin, and for a Russian mail `next=/ru/my/` so the auth screen
 * speaks Russian even in a browser that stores no language (decision 076's second signal). */
type MailContext = { language: MailLanguage; origin: string };
const mailContext = (request: FastifyRequest): MailContext => ({ language: mailLanguage(request), origin: mailOrigin(request) });
const RU_NEXT = `?next=${encodeURIComponent("/ru/my/")}`;
const absolute = (mail: MailContext, path: string) => `${mail.origin}${path}${mail.language === "ru" ? RU_NEXT : ""}`;

/** The auth mails in both languages (their subjects and bodies; the links are filled in). */
export const AUTH_MAILS = {
  en: {
    verify: (email: string, link: string) => ({
      subject: "Please confirm your e-mail address",
      body: `Hello,\n\nTo confirm that ${email} is your address, open:\n${link}\n\nIf you did not sign up, ignore this mail.`,
    }),
    reset: (email: string, link: string) => ({
      subject: "Password reset",
      body: `Hello,\n\nYou (or someone else) asked to reset the password of ${email}. Open:\n${link}\n\nIf you did not ask, ignore this mail.`,
    }),
    unknown: (email: string, link: string) => ({
      subject: "Password reset",
      body: `Hello,\n\nSomeone asked to reset a password for ${email}, but there is no account with this address.\nSign up at:\n${link}`,
    }),
  },
  ru: {
    verify: (email: string, link: string) => ({
      subject: "Подтвердите адрес электронной почты",
      body: `Здравствуйте!\n\nЧтобы подтвердить, что ${email} — ваш адрес, откройте ссылку:\n${link}\n\nЕсли вы не регистрировались, просто не отвечайте на это письмо.`,
    }),
    reset: (email: string, link: string) => ({
      subject: "Сброс пароля",
      body: `Здравствуйте!\n\nВы (или кто-то другой) запросили сброс пароля для ${email}. Откройте ссылку:\n${link}\n\nЕсли вы этого не делали, не отвечайте на это письмо.`,
    }),
    unknown: (email: string, link: string) => ({
      subject: "Сброс пароля",
      body: `Здравствуйте!\n\nКто-то запросил сброс пароля для ${email}, но учётной записи с этим адресом нет.\nЗарегистрироваться:\n${link}`,
    }),
  },
} as const;

/** The confirmation mail of the user's primary address, or of `email`, an address the user added. */
export function sendVerificationMail(ctx: SandboxContext, request: FastifyRequest, user: UserRow, email = user.email): string {
  const key = createKey(ctx, "verify", user, email);
  const mail = mailContext(request);
  const link = absolute(mail, verifyLink(key));
  sendMail(ctx, { to: email, kind: "verify_email", ...AUTH_MAILS[mail.language].verify(email, link), links: [link] });
  return key;
}

export function sendResetMail(ctx: SandboxContext, request: FastifyRequest, user: UserRow): string {
  const key = createKey(ctx, "reset", user);
  const mail = mailContext(request);
  const link = absolute(mail, resetLink(key));
  sendMail(ctx, { to: user.email, kind: "password_reset", ...AUTH_MAILS[mail.language].reset(user.email, link), links: [link] });
  return key;
}

export function sendUnknownAccountMail(ctx: SandboxContext, request: FastifyRequest, email: string): void {
  const mail = mailContext(request);
  const link = absolute(mail, "/auth/signup/");
  sendMail(ctx, { to: email, kind: "password_reset_unknown", ...AUTH_MAILS[mail.language].unknown(email, link), links: [link] });
}
