import { hotp, totp, verifyTotp } from "./totp";

// RFC 4226 appendix D test vectors: secret "12345678901234567890" = base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

test("HOTP matches the RFC 4226 vectors", () => {
  expect([0, 1, 2, 3, 9].map((c) => hotp(RFC_SECRET, c))).toEqual(["755224", "287082", "359152", "969429", "520489"]);
});

test("TOTP matches RFC 6238 (SHA-1, 6 digits) at T=59 and T=1111111109", () => {
  expect(totp(RFC_SECRET, 59_000)).toBe("287082");
  expect(totp(RFC_SECRET, 1_111_111_109_000)).toBe("081804");
});

test("verifyTotp accepts one step of drift and refuses others", () => {
  const t = 1_700_000_000_000;
  expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, t - 30_000), t)).toBe(true);
  expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, t - 90_000), t)).toBe(false);
  expect(verifyTotp(RFC_SECRET, "12345", t)).toBe(false);
});
