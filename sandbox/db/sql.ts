import type { DatabaseSync } from "node:sqlite";

/** The sandbox's database handle and the small helpers every module uses with it (no sandbox imports here). */
export type Db = DatabaseSync;

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

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
