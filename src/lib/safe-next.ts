/**
 * The `next` of `/auth/login/?next=…` (spec §2): after login the customer goes there, so it must only
 * ever be a path on this site. Anything else (absolute URLs, `//host`, `/\host`, `javascript:`, the
 * same hidden by percent-encoding, control characters or whitespace) gives the fallback.
 */
export const DEFAULT_NEXT = "/my/";

/** Auth pages that need a signed-in customer, so they are a destination after login. */
export const SIGNED_IN_AUTH_PAGES: readonly string[] = ["/auth/password/change/"];

// Browsers drop or reinterpret these inside URLs ("java\tscript:", " //host"), so a path never has them raw.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;
const ORIGIN = "https://next.invalid";

function decodeAll(value: string): string | null {
  let current = value;
  for (let i = 0; i < 4; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  // Still changing after four rounds: nobody encodes a real path like that.
  return null;
}

// After decoding, an encoded space is fine ("?subject=VPS%20down"); control characters and backslashes are not.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const DECODED_UNSAFE = /[\u0000-\u001f\u007f\\]/;

const looksLocal = (path: string) => path.startsWith("/") && !path.startsWith("//") && !UNSAFE_CHARS.test(path);
const decodedLooksLocal = (path: string) => path.startsWith("/") && !path.startsWith("//") && !DECODED_UNSAFE.test(path);

export function safeNext(raw: unknown, fallback: string = DEFAULT_NEXT): string {
  if (typeof raw !== "string" || raw === "" || raw.length > 2000) return fallback;
  if (!looksLocal(raw)) return fallback;
  // The decoded form must be just as local: "/%2F%2Fhost", "/%5Chost", "/%09/host" are refused.
  const decoded = decodeAll(raw);
  if (decoded === null || !decodedLooksLocal(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The auth pages themselves are no destination (a login that leads back to a login), except the
  // ones for a signed-in customer (the password update page sends a signed-out visitor to login).
  if ((url.pathname === "/auth" || url.pathname.startsWith("/auth/")) && !SIGNED_IN_AUTH_PAGES.includes(url.pathname)) return fallback;
  return path;
}
