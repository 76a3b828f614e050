import { HASHED_PREFIXES, IMMUTABLE, REVALIDATE } from "../src/build/host-config";

/** The host config's caching rules: hashed assets forever, HTML and page data always revalidated. */
export function cacheControlFor(url: string): string {
  const pathname = url.split("?")[0] ?? url;
  if (HASHED_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || /^\/[^/]+[-.][0-9a-f]{16,}\.(js|css)$/.test(pathname)) return IMMUTABLE;
  return REVALIDATE;
}
