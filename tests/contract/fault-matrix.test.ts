import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { FAILURES, FAULT_MATRIX } from "../support/fault-matrix";

/**
 * The fault matrix (tests/support/fault-matrix.ts) is the one list of the calls the client makes: a path
 * written in src/ without a row fails here, and so does a row whose path is no longer in src/.
 */

const ROOT = join(__dirname, "..", "..");
const AUTH = "/auth/_allauth/browser/v1";
/** Prefixes, not calls (the dev proxy's list, the client's base constants). */
const PREFIXES = new Set(["/my/api/", "/auth/_allauth/", AUTH, `${AUTH}/`]);
/** Paths src/ names that the client code never calls: the browser itself posts CSP reports there (decision 074). */
const NOT_CLIENT_CALLS = new Set(["/my/api/csp-report/"]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every API path a source text names, normalised: `${…}` becomes `{}`, allauth-relative paths get the base. */
export function apiPathsIn(source: string): string[] {
  const found: string[] = [];
  const norm = (p: string) => p.replace(/\$\{(AUTH|ALLAUTH_BASE)\}/g, AUTH).replace(/\$\{[^}]*\}/g, "{}");
  for (const m of source.matchAll(/(["'`])((?:\/my\/api\/|\/auth\/_allauth\/|\$\{(?:AUTH|ALLAUTH_BASE)\}\/)[^"'`\s]*)\1/g)) found.push(norm(m[2]!));
  // allauth.ts: url("/auth/login") and authCall("POST", "/auth/login", …)
  for (const m of source.matchAll(/\burl\("(\/[^"]+)"\)/g)) found.push(`${AUTH}${m[1]}`);
  for (const m of source.matchAll(/\bauthCall\("[A-Z]+", "(\/[^"]+)"/g)) found.push(`${AUTH}${m[1]}`);
  return found.filter((p) => !PREFIXES.has(p) && !NOT_CLIENT_CALLS.has(p) && p !== "{}/");
}

describe("fault matrix", () => {
  const inSrc = new Map<string, string[]>();
  for (const file of files(join(ROOT, "src"))) {
    for (const path of apiPathsIn(readFileSync(file, "utf8"))) inSrc.set(path, [...(inSrc.get(path) ?? []), relative(ROOT, file)]);
  }
  const rowPaths = new Set(FAULT_MATRIX.map((r) => r.path));

  it("finds the calls in the source (the scan itself works)", () => {
    expect(apiPathsIn('request("GET", `/my/api/payment/${ref}/`, s); url("/auth/login"); authCall("GET", "/auth/session")')).toEqual([
      "/my/api/payment/{}/",
      `${AUTH}/auth/login`,
      `${AUTH}/auth/session`,
    ]);
    expect(inSrc.size).toBeGreaterThan(20);
  });

  it("has a row for every API path written in src/", () => {
    const missing = [...inSrc.entries()].filter(([path]) => !rowPaths.has(path)).map(([path, where]) => `${path} (${where.join(", ")})`);
    expect(missing).toEqual([]);
  });

  // Moved from tests/e2e/fault-matrix.spec.ts (issue 38: a data check needs no browser context): the browser's
  // rows sign in as nobody or the demo customer, never as the second login.
  it("every row the browser drives is signed in as nobody or the demo customer", () => {
    expect(FAULT_MATRIX.filter((r) => r.drive?.browser && r.drive.user === "second").map((r) => r.id)).toEqual([]);
  });

  it("has no row for a path src/ no longer names", () => {
    expect([...rowPaths].filter((p) => !inSrc.has(p))).toEqual([]);
  });

  it("gives every row an outcome for each of the five failures, and a driver or the reason it has none", () => {
    const ids = FAULT_MATRIX.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of FAULT_MATRIX) {
      expect(Object.keys(row.outcome).sort()).toEqual([...FAILURES].sort());
      expect(Boolean(row.drive) !== Boolean(row.notDriven)).toBe(true);
    }
  });
});
