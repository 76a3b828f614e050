import { validatePassword, similarity } from "./password";
import { nextDateForDay, addMonths, isValidDayOfMonth } from "./dates";
import { validateLegalEntity } from "./legal-entity";
import { RateLimiter } from "./rate-limit";

test("password rules of spec §5", () => {
  expect(validatePassword("Blue-harbour-42", { email: "a@b.org" })).toEqual([]);
  expect(validatePassword("short").map((e) => e.code)).toContain("password_too_short");
  expect(validatePassword("123456789").map((e) => e.code)).toEqual(["password_too_common", "password_entirely_numeric"]);
  expect(validatePassword("johnsmith1", { email: "john.smith@example.org" }).map((e) => e.code)).toContain("password_too_similar");
  expect(similarity("abcd", "abcd")).toBe(1);
  expect(similarity("abcd", "wxyz")).toBe(0);
});

test("day of month: 1-31, last day in shorter months", () => {
  expect([0, 1, 31, 32].map(isValidDayOfMonth)).toEqual([false, true, true, false]);
  expect(nextDateForDay(31, new Date(Date.UTC(2025, 1, 10)))).toBe("2025-02-28");
  expect(nextDateForDay(31, new Date(Date.UTC(2024, 1, 10)))).toBe("2024-02-29");
  expect(nextDateForDay(5, new Date(Date.UTC(2025, 11, 20)))).toBe("2026-01-05");
  expect(nextDateForDay(30, new Date(Date.UTC(2025, 0, 31)))).toBe("2025-02-28");
  expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
});

test("legal entity: English, VAT only EU, acts only RU", () => {
  const base = { company: "Acme", country: "DE", city: "Berlin", address: "Street 1" };
  expect(validateLegalEntity({ ...base, vatId: "DE123456789" })).toEqual([]);
  expect(validateLegalEntity({ ...base, city: "Мюнхен" }).map((e) => e.field)).toEqual(["city"]);
  expect(validateLegalEntity({ ...base, country: "US", vatId: "US1234" }).map((e) => e.field)).toEqual(["vatId"]);
  expect(validateLegalEntity({ ...base, createActs: true }).map((e) => e.field)).toEqual(["createActs"]);
  expect(validateLegalEntity({ ...base, country: "RU", createActs: true })).toEqual([]);
});

test("rate limiter: fixed window", () => {
  const l = new RateLimiter();
  const limit = { max: 2, windowSeconds: 60 };
  expect([l.hit("k", limit, 0), l.hit("k", limit, 1), l.hit("k", limit, 2)]).toEqual([true, true, false]);
  expect(l.hit("k", limit, 61_000)).toBe(true);
});

test("rate limiter: ended windows are dropped, so many one-off addresses do not stay in memory", () => {
  const l = new RateLimiter();
  const limit = { max: 5, windowSeconds: 60 };
  for (let i = 0; i < 1000; i += 1) l.hit(`ip:10.0.${i >> 8}.${i & 255}`, limit, 1_000 + i);
  expect(l.size).toBe(1000);
  // A minute later the next hit sweeps every ended window; only the new bucket remains.
  expect(l.hit("ip:192.0.2.1", limit, 200_000)).toBe(true);
  expect(l.size).toBe(1);
  // A window still running is kept, and still counts.
  for (let i = 0; i < 5; i += 1) l.hit("ip:192.0.2.1", limit, 200_001 + i);
  expect(l.hit("ip:192.0.2.1", limit, 230_000)).toBe(false);
});
