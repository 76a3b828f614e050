// Rules for the `href` of a Portable Text link annotation and of footer links.
// Allowed: a site-relative path ("/help/connect-over-ssh/") or an absolute URL with one of the
// schemes below. Everything else — `javascript:`, `data:`, `vbscript:`, protocol-relative "//host" —
// is rejected: the site renders these hrefs into <a> tags of every page.
export const ALLOWED_SCHEMES = ["http:", "https:", "mailto:", "tel:"] as const;

// Control characters and whitespace inside a URL are how `java\tscript:` slips past naive checks.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;

export type HrefCheck = true | string;

/** Validates an href; returns `true` or the message an editor sees. `undefined` is left to `required()`. */
export function validateHref(value: unknown): HrefCheck {
  if (value === undefined || value === null) return true;
  if (typeof value !== "string") return "The link must be text";
  if (value.trim() === "") return "The link is empty";
  if (CONTROL_OR_SPACE.test(value)) return "The link must not contain spaces or control characters";
  if (value.startsWith("/")) {
    if (value.startsWith("//")) return "Use a full https:// address instead of a protocol-relative one (//host)";
    if (value.includes("\\")) return "Site paths use forward slashes only";
    return true;
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase();
  if (!scheme) return 'Use a site path starting with "/" (e.g. /help/) or a full address (https://…, mailto:, tel:)';
  if (!(ALLOWED_SCHEMES as readonly string[]).includes(`${scheme}:`)) {
    return `Links with "${scheme}:" are not allowed; use http, https, mailto or tel`;
  }
  if (scheme === "http" || scheme === "https") {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return "This is not a valid web address";
    }
    if (!url.hostname) return "The web address has no host name";
  }
  if ((scheme === "mailto" || scheme === "tel") && value.length <= scheme.length + 1) {
    return `The ${scheme}: link has no address`;
  }
  return true;
}

/** True when the href points inside the site (rendered as an in-app link). */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}
