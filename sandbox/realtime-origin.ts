import { baseDomain, hostKind, normalizeHost } from "../src/lib/domains";

/**
 * Cross-site WebSocket hijacking guard for `/my/api/ws/`: a browser sends the page's Origin with every
 * socket handshake and the session cookie with it, so a page elsewhere could otherwise open the
 * customer's socket and read their events. Allowed: the socket's own host (the site talking to itself),
 * another host of the site's own domains (spec §9: the dev host `www.hostward.localhost:42012` and
 * `ru.hostward.localhost`, the provider domains' subdomains) on the same base domain, and `extra` origins
 * (SITE_URL). No Origin at all is a non-browser client, which carries no victim's cookie; it is allowed.
 */
export function isOwnOrigin(origin: string | undefined, host: string | undefined, extra: readonly string[] = []): boolean {
  if (origin === undefined) return true;
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file:) and garbage
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.host === host.toLowerCase()) return true;
  if (extra.some((o) => sameOrigin(o, url))) return true;
  const kind = hostKind(url.hostname);
  if (kind !== "dev" && kind !== "provider") return false;
  const base = baseDomain(url.hostname);
  return !!base && hostKind(host) === kind && baseDomain(normalizeHost(host)) === base;
}

function sameOrigin(a: string, b: URL): boolean {
  try {
    return new URL(a).origin === b.origin;
  } catch {
    return false;
  }
}
