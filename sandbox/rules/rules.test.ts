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
