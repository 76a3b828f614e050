import { SCORING_COOKIE, serializeSiteCookie } from "./domains";

const CODE_RE = /^[A-Za-z0-9]{4,16}$/;

/**
 * Spec §9: a visit through a referral link (`?ref=CODE` on any page) sets the scoring cookie for 365
 * days on the base domain, so a signup on any subdomain within the year is attributed to the partner.
 * A later link from another partner replaces it (last click wins). Returns the stored code.
 */
export function captureReferral(location: Pick<Location, "search" | "hostname" | "protocol">, doc: Pick<Document, "cookie">): string | null {
  const code = new URLSearchParams(location.search).get("ref");
  if (!code || !CODE_RE.test(code)) return null;
  const value = code.toUpperCase();
  doc.cookie = serializeSiteCookie(SCORING_COOKIE, value, location);
  return value;
}
