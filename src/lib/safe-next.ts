/**
 * The `next` of `/auth/login/?next=…` (spec §2) and the `callback_url` of a social login (the sandbox's
 * provider redirect uses `localPath` too): after login the customer goes there, so it must only ever be a
 * path on this site. Anything else (absolute URLs, `//host`, `/\host`, `javascript:`, the same hidden by
 * percent-encoding, control characters, whitespace, full-width or ideographic dots and slashes) is refused.
 */
export const DEFAULT_NEXT = "/my/";

/** Auth pages that need a signed-in customer, so they are a destination after login. */
export const SIGNED_IN_AUTH_PAGES: readonly string[] = ["/auth/password/change/"];

// Browsers drop or reinterpret these inside URLs ("java\tscript:", " //host"), so a path never has them raw;
// nor dots and slashes that URL parsers or IDNA fold into "." and "/" (。．｡ ／ ＼ ∕ ⁄ ﹒ ․ and the like).
const UNSAFE_CHARS =
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2024\u2028\u2029\u202f\u2044\u205f\u2215\u2216\u29f5\u29f8\u29f9\u3000\u3002\ufe52\ufe68\ufeff\uff0e\uff0f\uff3c\uff61\\]/;
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

/** The path with its dot segments resolved as a browser resolves them ("/..//host" is "//host"), or null. */
function resolvedPathname(path: string): string | null {
  try {
    return new URL(path, ORIGIN).pathname;
  } catch {
    return null;
  }
}

// A path is local only if it still is once its dot segments are resolved: "/..//host", "/./..//host".
const staysLocal = (path: string) => {
  const pathname = resolvedPathname(path);
  return pathname !== null && !pathname.startsWith("//");
};
const looksLocal = (path: string) => path.startsWith("/") && !path.startsWith("//") && !UNSAFE_CHARS.test(path) && staysLocal(path);
const decodedLooksLocal = (path: string) =>
  path.startsWith("/") && !path.startsWith("//") && !DECODED_UNSAFE.test(path) && !UNSAFE_CHARS.test(path.replace(/ /g, "")) && staysLocal(path);

/** True when the string has a character no safe URL has raw (controls, whitespace, backslash, dot and slash look-alikes). */
export const hasUnsafeUrlChars = (value: string): boolean => UNSAFE_CHARS.test(value);

/**
 * The one rule for every post-login destination: `raw` as a path on this site, normalised by the URL
 * parser (dot segments resolved, everything outside ASCII percent-encoded, so it is always a valid
 * `Location` header), or null when it is anything else.
 */
export function localPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw === "" || raw.length > 2000) return null;
  if (!looksLocal(raw)) return null;
  // Normalised, then checked: the decoded form (every round of percent-encoding undone, dot segments
  // resolved) must be just as local: "/%2F%2Fhost", "/%5Chost", "/%09/host", "/%2e%2e//host" are refused.
  const decoded = decodeAll(raw);
  if (decoded === null || !decodedLooksLocal(decoded)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function safeNext(raw: unknown, fallback: string = DEFAULT_NEXT): string {
  const path = localPath(raw);
  if (path === null) return fallback;
  const pathname = new URL(path, ORIGIN).pathname;
  // The auth pages themselves are no destination (a login that leads back to a login), except the
  // ones for a signed-in customer (the password update page sends a signed-out visitor to login).
  if ((pathname === "/auth" || pathname.startsWith("/auth/")) && !SIGNED_IN_AUTH_PAGES.includes(pathname)) return fallback;
  return path;
}
