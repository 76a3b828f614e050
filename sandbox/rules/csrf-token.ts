import { timingSafeEqual } from "node:crypto";

/** Whether a CSRF token equals the cookie's, in constant time (the header check in ../csrf.ts, the provider form in auth/allauth.ts). */
export function tokensMatch(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
