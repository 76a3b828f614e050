/** Gatsby's caching rules: hashed assets forever, HTML and page data always revalidated. */
export function cacheControlFor(url: string): string {
  const pathname = url.split("?")[0] ?? url;
  if (pathname.startsWith("/static/") || /-[0-9a-f]{16,}\.(js|css)$/.test(pathname)) return "public, max-age=31536000, immutable";
  return "public, max-age=0, must-revalidate";
}
