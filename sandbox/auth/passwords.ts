import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

// The sandbox stores real password hashes (scrypt), with a low cost so tests and seeding stay fast.
const COST = { N: 1024, r: 8, p: 1 } as const;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, COST);
  return `scrypt$${salt.toString("hex")}$${hash.toString("hex")}`;
}

// What an unknown address (or an account without a password) is checked against, so that the answer takes
// the same work as for a known one: a sign-in's timing must not tell which addresses have accounts (issue 39).
let dummyHash: string | undefined;

/**
 * True when `password` matches `stored`. Always hashes once, also when there is nothing to compare with
 * (no account, no password, a foreign scheme): then against a throwaway hash, and the answer is false.
 */
export function verifyPassword(password: string, stored: string | null | undefined): boolean {
  const [scheme, saltHex, hashHex] = (stored ?? "").split("$");
  if (!stored || scheme !== "scrypt" || !saltHex || !hashHex) {
    dummyHash ??= hashPassword("no account has this password");
    verifyPassword(password, dummyHash);
    return false;
  }
  const expected = Buffer.from(hashHex, "hex");
  const actual = scryptSync(password, Buffer.from(saltHex, "hex"), expected.length, COST);
  return timingSafeEqual(actual, expected);
}
