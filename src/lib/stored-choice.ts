import { serializeSiteCookie, type SiteCookie } from "./domains";

/**
 * A visitor's choice kept in localStorage and in a cookie on the base domain (spec §9: the currency, the
 * hidden promo), read and written the same way by the currency store and the content pages' boot script.
 */
export function readStoredChoice(key: string): string | null {
  if (typeof window === "undefined") return null;
  try {
    const value = window.localStorage.getItem(key);
    if (value) return value;
  } catch {
    // Storage can be disabled; the cookie still works.
  }
  const cookie = document.cookie.split("; ").find((c) => c.startsWith(`${key}=`));
  return cookie ? decodeURIComponent(cookie.slice(key.length + 1)) : null;
}

export function writeStoredChoice(key: SiteCookie, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // ignore: the cookie below still persists the choice
  }
  // On the base domain (src/lib/domains.ts), so the choice holds across the provider's subdomains.
  const cookie = serializeSiteCookie(key, value ?? "", window.location);
  document.cookie = value === null ? cookie.replace(/Max-Age=\d+/, "Max-Age=0") : cookie;
}
