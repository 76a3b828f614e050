// Where the studio's Sanity client sends its requests. Unset: Sanity's hosted API. SANITY_STUDIO_API_HOST is for the
// studio's browser test (decision 210): "page-origin" is the address the studio is served from (the Content Lake
// stand-in serves the studio and answers its API, under the project's subdomain of that host).
export function studioApiHost(value: string | undefined, pageOrigin: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value === "page-origin") return pageOrigin;
  return /^https?:\/\/[^/]+$/.test(value) ? value : undefined;
}
