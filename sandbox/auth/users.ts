import { nowSeconds, type Db } from "../db/sql";
import { hashPassword } from "./passwords";

export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  email_verified: number;
  first_name: string;
  last_name: string;
  country: string;
  city: string;
  zip_code: string;
  address: string;
  language: string;
  totp_secret: string | null;
  totp_created_at: number | null;
  totp_last_used_at: number | null;
  balance_cents: number;
  main_account_id: number | null;
  access_level: string | null;
  password_changed_at: number;
  created_at: number;
}

export function getUser(db: Db, id: number): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;
}

export function getUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE email = ? COLLATE NOCASE").get(email.trim()) as UserRow | undefined;
}

export function createUser(
  db: Db,
  fields: { email: string; password: string | null; email_verified?: boolean } & Partial<
    Pick<
      UserRow,
      | "first_name"
      | "last_name"
      | "country"
      | "city"
      | "zip_code"
      | "address"
      | "language"
      | "totp_secret"
      | "balance_cents"
      | "main_account_id"
      | "access_level"
    >
  >,
): UserRow {
  const result = db
    .prepare(
      `INSERT INTO users (email, password_hash, email_verified, first_name, last_name, country, city, zip_code, address,
        language, totp_secret, balance_cents, main_account_id, access_level, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      fields.email.trim(),
      fields.password === null ? null : hashPassword(fields.password),
      fields.email_verified ? 1 : 0,
      fields.first_name ?? "",
      fields.last_name ?? "",
      fields.country ?? "",
      fields.city ?? "",
      fields.zip_code ?? "",
      fields.address ?? "",
      fields.language ?? "en",
      fields.totp_secret ?? null,
      fields.balance_cents ?? 0,
      fields.main_account_id ?? null,
      fields.access_level ?? null,
      nowSeconds(),
    );
  const id = Number(result.lastInsertRowid);
  // Every account owns a "General" project that receives orders of deleted projects.
  if (!fields.main_account_id) {
    db.prepare("INSERT INTO projects (account_id, name, description, is_general, created_at) VALUES (?, 'General', '', 1, ?)").run(id, nowSeconds());
  }
  return getUser(db, id)!;
}

/** allauth's User object. */
export function allauthUser(user: UserRow) {
  const display = [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email;
  return { id: user.id, display, has_usable_password: user.password_hash !== null, email: user.email };
}

/** Spec §3: the profile is complete only if all six fields are filled. */
export function isProfileComplete(user: UserRow): boolean {
  return [user.first_name, user.last_name, user.country, user.city, user.zip_code, user.address].every((v) => v.trim() !== "");
}

export function generalProjectId(db: Db, accountId: number): number {
  const row = db.prepare("SELECT id FROM projects WHERE account_id = ? AND is_general = 1").get(accountId) as { id: number } | undefined;
  if (row) return row.id;
  const r = db
    .prepare("INSERT INTO projects (account_id, name, description, is_general, created_at) VALUES (?, 'General', '', 1, ?)")
    .run(accountId, nowSeconds());
  return Number(r.lastInsertRowid);
}
