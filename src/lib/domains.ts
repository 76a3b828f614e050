/**
 * Hostnames of spec §9: a local dev host on port 42012 and three provider domains. The base domain is
 * the hostname without its first label; cookies the site sets (currency, promo-hidden flag, scoring)
 * carry `Domain=<base>` so they hold across subdomains (www., my., ru. ...).
 * docs/decisions/031-domains.md explains the choices.
 */
export const SITE_DOMAINS = {
  /** `*.localhost` resolves to loopback in browsers and curl without /etc/hosts. */
  dev: { host: "www.hostward.localhost", port: 42012 },
  providers: ["hostward.com", "hostward.ru", "hostward.ua"],
} as const;

/**
 * The origin of the local demo (`npm start` serves there): the build's origin when it reads only local data
 * (decision 094), and where the studio's "Open on site" goes when SANITY_STUDIO_SITE_URL is unset (decision 095).
 */
export const LOCAL_SITE_URL = "http://localhost:8000";

export type HostKind = "dev" | "provider" | "loopback" | "ip" | "other";

export const SCORING_COOKIE = "scoring";
export const CURRENCY_COOKIE = "currency";
export const PROMO_HIDDEN_COOKIE = "promo_hidden";
/** Spec §9: the scoring cookie is valid 365 days. */
export const SCORING_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Currency and promo-hidden preferences keep as long as the scoring cookie. */
const PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Lower-case hostname without port, trailing dot or IPv6 brackets. */
export function normalizeHost(hostOrHostname: string): string {
  let h = hostOrHostname.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(1, h.indexOf("]") > 0 ? h.indexOf("]") : undefined);
  if (h.split(":").length === 2) h = h.split(":")[0]!;
  return h.replace(/\.$/, "");
}

export function hostKind(hostOrHostname: string): HostKind {
  const h = normalizeHost(hostOrHostname);
  if (IPV4.test(h) || h.includes(":")) return "ip";
  if (h === "localhost") return "loopback";
  const devBase = baseOf(SITE_DOMAINS.dev.host);
  if (h === devBase || h.endsWith(`.${devBase}`)) return "dev";
  if (SITE_DOMAINS.providers.some((d) => h === d || h.endsWith(`.${d}`))) return "provider";
  return "other";
}

const baseOf = (h: string) => h.split(".").slice(1).join(".");

/**
 * The base domain: the hostname without its first label (`www.hostward.com` → `hostward.com`). A bare
 * provider domain is its own base (stripping would leave the public suffix `com`); loopback and IP
 * addresses have none (a Domain attribute is not allowed there), nor does a single-label host.
 */
export function baseDomain(hostOrHostname: string): string | null {
  const h = normalizeHost(hostOrHostname);
  const kind = hostKind(h);
  if (kind === "ip" || kind === "loopback") return null;
  if (kind === "provider" && (SITE_DOMAINS.providers as readonly string[]).includes(h)) return h;
  if (kind === "dev" && h === baseOf(SITE_DOMAINS.dev.host)) return h;
  if (kind === "provider" || kind === "dev") return baseOf(h);
  const labels = h.split(".");
  // Two labels (example.org) or fewer: stripping one would leave a public suffix or nothing.
  return labels.length >= 3 ? baseOf(h) : labels.length === 2 ? h : null;
}

export type SiteCookie = typeof SCORING_COOKIE | typeof CURRENCY_COOKIE | typeof PROMO_HIDDEN_COOKIE;

export interface CookieAttributes {
  domain?: string;
  path: "/";
  maxAge: number;
  sameSite: "Lax";
  secure: boolean;
}

/** Attributes of a cookie the site sets from the page, for the host it is served from. */
export function cookieAttributes(name: SiteCookie, hostname: string, protocol: string): CookieAttributes {
  const domain = baseDomain(hostname);
  return {
    ...(domain ? { domain } : {}),
    path: "/",
    maxAge: name === SCORING_COOKIE ? SCORING_MAX_AGE_SECONDS : PREFERENCE_MAX_AGE_SECONDS,
    sameSite: "Lax",
    secure: protocol === "https:",
  };
}

/** `name=value; Domain=…; Path=/; Max-Age=…; SameSite=Lax[; Secure]` for document.cookie. */
export function serializeSiteCookie(name: SiteCookie, value: string, location: { hostname: string; protocol: string }): string {
  const a = cookieAttributes(name, location.hostname, location.protocol);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (a.domain) parts.push(`Domain=${a.domain}`);
  parts.push(`Path=${a.path}`, `Max-Age=${a.maxAge}`, `SameSite=${a.sameSite}`);
  if (a.secure) parts.push("Secure");
  return parts.join("; ");
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return null;
}
