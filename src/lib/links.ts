/** How a link is rendered (spec §2): in-app routes navigate inside the app, others open a new tab without a referrer. */
export type LinkKind = "internal" | "external" | "contact" | "unsafe";

// Control characters and whitespace are stripped before the scheme check, as browsers do ("java\tscript:").
// eslint-disable-next-line no-control-regex -- control characters are what this pattern strips
const CONTROL = /[\u0000-\u0020\u007f-\u009f]/g;

export function classifyHref(raw: string | null | undefined): LinkKind {
  if (typeof raw !== "string") return "unsafe";
  const href = raw.replace(CONTROL, "");
  if (!href) return "unsafe";
  // "//host" and "/\host" are protocol-relative: another site, not ours.
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\")) return "internal";
  let decoded = href;
  try {
    decoded = decodeURIComponent(href).replace(CONTROL, "");
  } catch {
    return "unsafe";
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https") return "external";
  if (scheme === "mailto" || scheme === "tel") return "contact";
  return "unsafe";
}

/** Auth routes have no language prefix (spec §2), so links to them never get one. */
export function isUnprefixedRoute(path: string): boolean {
  return path === "/auth" || path.startsWith("/auth/") || path.startsWith("/sandbox/");
}
