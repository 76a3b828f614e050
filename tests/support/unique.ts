/**
 * A letters-only word unique to this run, for names that tests type into forms (projects, companies,
 * ticket subjects). Letters only, because every account screen is also scanned for numbers that bypass
 * the locale tables (tests/support/unformatted.ts): a raw `Date.now()` in a project name, shown on
 * /my/projects/ while the scan runs in another worker, reads as an ungrouped number.
 */
let counter = 0;

export function uniqueWord(): string {
  const n = BigInt(Date.now()) * 100000n + BigInt(process.pid % 1000) * 100n + BigInt(++counter % 100);
  let rest = n;
  let word = "";
  while (rest > 0n) {
    word = String.fromCharCode(97 + Number(rest % 26n)) + word;
    rest /= 26n;
  }
  return word;
}
