import { DatabaseSync } from "node:sqlite";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { migrate } from "./migrations";
import { seed } from "./seed";

export type Db = DatabaseSync;

export const DEFAULT_DB_PATH = path.resolve(__dirname, "../data/sandbox.db");

/** Opens (creating if needed) the sandbox database, applies migrations and seeds an empty one. */
export function openDatabase(dbPath: string = DEFAULT_DB_PATH): Db {
  if (dbPath !== ":memory:") mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new DatabaseSync(dbPath);
  db.exec("PRAGMA foreign_keys = ON");
  if (dbPath !== ":memory:") {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = NORMAL");
    db.exec("PRAGMA busy_timeout = 5000");
  }
  migrate(db);
  const { n } = db.prepare("SELECT count(*) AS n FROM users").get() as { n: number };
  if (n === 0) transaction(db, () => seed(db));
  return db;
}

/** Runs fn inside one transaction (node:sqlite is synchronous, so this is atomic per request). */
export function transaction<T>(db: Db, fn: () => T): T {
  if (db.isTransaction) return fn();
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = fn();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

export { nowSeconds } from "./clock";

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
