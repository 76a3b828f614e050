import { DatabaseSync } from "node:sqlite";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { migrate } from "./migrations";
import { transaction, type Db } from "./sql";

// The helpers live in sql.ts, which imports nothing of the sandbox. Seeding is not the database's: the caller
// passes it (server.ts passes sandbox/seed), so db/ imports nothing above it (decision 178).
export { transaction, nowSeconds, parseJson, type Db } from "./sql";

export const DEFAULT_DB_PATH = path.resolve(__dirname, "../data/sandbox.db");

/** Opens (creating if needed) the sandbox database, applies migrations and fills an empty one with `seed`. */
export function openDatabase(dbPath: string, seed: (db: Db) => void): Db {
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
