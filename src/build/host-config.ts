import type { Rewrite } from "./hosting-files";
import { HOSTING_API_PREFIXES, REALTIME_PATH } from "./dev-proxy";
import { PAYMENT_PATH_PREFIXES, securityHeaders, type HeaderOptions } from "./security-headers";
import { API_SECURITY_HEADERS } from "../lib/api-security-headers";

// Headers and rewrites for a static host, in two dialects: Netlify-style `_headers` and an nginx snippet.
// `npm start` applies the same rules from the same module (scripts/site-server.ts).

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Folders whose every file is named by its content's hash: Gatsby's static files and moved inline scripts,
 * the islands' bundle (esbuild's `[name]-[hash]`, decision 078) and the account's early-calls script
 * (decision 126). Cached for a year, so a repeat visit asks nothing for them (a revalidated file would cost
 * a round trip each, and nginx answers a 304 without the .gz encoding).
 */
export const HASHED_PREFIXES = ["/static/", "/_gatsby/", "/_islands/", "/_account/"] as const;

const headerLines = (headers: Record<string, string>) => Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`);

/**
 * Netlify-style `_headers`. Where two blocks match one path and set the same header, the later block's
 * value is served (Netlify's rule; Cloudflare Pages would join them): so the payment pages' policy
 * comes after the site-wide one and replaces it there, and the cache rules come last.
 */
export function headersFile(options: HeaderOptions): string {
  const blocks = [["/*", ...headerLines(securityHeaders("/", options)), `  cache-control: ${REVALIDATE}`]];
  for (const prefix of PAYMENT_PATH_PREFIXES) blocks.push([`${prefix}*`, ...headerLines(securityHeaders(prefix, options))]);
  for (const prefix of HASHED_PREFIXES) blocks.push([`${prefix}*`, `  cache-control: ${IMMUTABLE}`]);
  blocks.push(["/*.js", `  cache-control: ${IMMUTABLE}`], ["/*.css", `  cache-control: ${IMMUTABLE}`]);
  blocks.push(["/page-data/*", `  cache-control: ${REVALIDATE}`]);
  return blocks.map((b) => b.join("\n")).join("\n\n") + "\n";
}

/**
 * Netlify-style proxy rules for the hosting API's paths (`/my/api/*  <api>/my/api/:splat  200`), put
 * before the site's rewrites: a static host that proxies passes them on instead of answering the
 * account app's HTML or a 404 page.
 */
export function apiProxyRewrites(apiOrigin: string): Rewrite[] {
  const origin = apiOrigin.replace(/\/$/, "");
  return HOSTING_API_PREFIXES.map((prefix) => ({ from: `${prefix}*`, to: `${origin}${prefix}:splat`, status: 200 as const }));
}

/** A value in nginx's double quotes (backslash escapes). */
const nginxQuoted = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

const nginxHeaders = (headers: Record<string, string>, indent: string) =>
  Object.entries(headers).map(([k, v]) => `${indent}add_header ${k} ${nginxQuoted(v)} always;`);

const block = (head: string, body: string[]) => [`location ${head} {`, ...body, "}"].join("\n");

/**
 * The proxy lines of an API location: the upstream sees the client's address as nginx saw it, never a header
 * the client wrote, and its Host is this server's own name (the only one let through, see the snippet's
 * head). The API's security headers are nginx's: on the upstream's answers (hidden there, so never twice)
 * and on the pages nginx makes itself here (413 for a body too large, 502 and 504 when the API is away).
 */
function proxyLines(websocket: boolean): string[] {
  return [
    ...Object.keys(API_SECURITY_HEADERS).map((name) => `  proxy_hide_header ${name};`),
    ...nginxHeaders(API_SECURITY_HEADERS, "  "),
    "  proxy_pass $hosting_api_upstream;",
    "  proxy_http_version 1.1;",
    // A ticket reply carries its files in the body (decision 107: 3 × 2 MB, base64): nginx's 1 MB default
    // would refuse it before the API could. The API keeps its own, smaller limit on every other call.
    "  client_max_body_size 9m;",
    ...(websocket
      ? ["  proxy_set_header Upgrade $http_upgrade;", '  proxy_set_header Connection "upgrade";', "  proxy_read_timeout 1h;", "  proxy_send_timeout 1h;"]
      : ['  proxy_set_header Connection "";']),
    "  proxy_set_header Host $http_host;",
    // SET, not appended ($proxy_add_x_forwarded_for): a client-sent X-Forwarded-For must not reach the
    // API's per-IP rate limits. The API trusts this header from this proxy only (TRUST_PROXY).
    "  proxy_set_header X-Forwarded-For $remote_addr;",
    "  proxy_set_header X-Forwarded-Proto $scheme;",
    "  proxy_set_header X-Forwarded-Host $http_host;",
    '  proxy_set_header Forwarded "";',
    "  proxy_set_header X-Real-IP $remote_addr;",
  ];
}

/**
 * An nginx `server { … }` body (Debian's nginx-light has everything it uses). Location choice in nginx:
 * the longest matching `^~` prefix wins and stops the search, so every location here is a `^~` prefix
 * (or exact), none a regular expression that a prefix could shadow or be shadowed by; the API
 * prefixes (`/my/api/`) are longer than the client-only app's (`/my/`) and so always win over it.
 * Every site location repeats the security headers: nginx drops inherited `add_header` lines in a
 * location that has its own.
 */
export function nginxSnippet(rewrites: Rewrite[], options: HeaderOptions): string {
  const site = (prefix: string, indent = "  ") => nginxHeaders(securityHeaders(prefix, options), indent);
  const out: string[] = [
    "# Generated by the build (src/build/host-config.ts); do not edit. Include inside a server { } block:",
    "#   root /path/to/public;",
    "#   set $hosting_api_upstream http://127.0.0.1:8000;   # the hosting API (or `npm run serve`), an address",
    "#   include /path/to/deploy/nginx-site.conf;",
    "# The API must trust X-Forwarded-For from this nginx only (`TRUST_PROXY=127.0.0.1` for `npm run serve`).",
    "",
    "# Text assets are precompressed by the build (file.gz beside file): served as they are, never compressed",
    "# per request. Debian's nginx-light has no brotli module, so the .br files are for hosts that have one.",
    "gzip_static on;",
    "gzip_vary on;",
    "gzip off;",
    "absolute_redirect off;",
    "server_tokens off;",
    "",
    "# Only this server's own name (issue 39): a request for any other Host, e.g. a forged one to have the",
    "# API build a mail's link on it, is refused before anything answers it (421 Misdirected Request). The",
    "# first `server_name` is the site's; with several names give each its own server. Unknown hosts that",
    "# reach nginx at all are also closed by a default server (README).",
    "if ($host != $server_name) { return 421; }",
    "",
    "# The pages nginx makes before a location is chosen (400, 414, the 421 above) carry the site's headers;",
    "# every location below has its own (nginx drops inherited `add_header` lines where a block has any).",
    ...site("/", ""),
    "",
    "# The hosting API, passed on as it is; it sends its own headers. The realtime socket is upgraded.",
    block(`^~ ${REALTIME_PATH}`, proxyLines(true)),
    ...HOSTING_API_PREFIXES.map((prefix) => block(`^~ ${prefix}`, proxyLines(false))),
    "",
    "# Build files that only the build and the operator read.",
    "location = /_headers { return 404; }",
    "location = /_redirects { return 404; }",
    "",
    "# Hashed assets: cached for a year.",
    ...HASHED_PREFIXES.map((prefix) => block(`^~ ${prefix}`, [...site("/"), `  add_header cache-control "${IMMUTABLE}" always;`])),
    block("^~ /page-data/", [...site("/"), `  add_header cache-control "${REVALIDATE}" always;`]),
    "",
    "# Payment pages: their own policy (the card script), client-only below the entry page.",
  ];
  const cacheOf = (indent: string) => `${indent}add_header cache-control "${REVALIDATE}" always;`;
  const clientOnly = rewrites.filter((r) => r.status === 200 && r.to.startsWith("/"));
  for (const prefix of PAYMENT_PATH_PREFIXES) {
    const rule = clientOnly.find((r) => r.from === `${prefix}*`);
    out.push(block(`^~ ${prefix}`, [...site(prefix), cacheOf("  "), `  try_files ${rule ? rule.to : "$uri"} =404;`]));
  }
  // No `$uri` check below a client-only prefix: the folder holds the app's page only, and nginx would
  // answer 403 for the folder itself (`/checkout/` exists as a directory without an index.html).
  out.push("", "# Client-only apps: any path below them answers the app's page (200).");
  for (const r of clientOnly) {
    const prefix = r.from.replace(/\*$/, "");
    if (PAYMENT_PATH_PREFIXES.includes(prefix)) continue;
    out.push(block(`^~ ${prefix}`, [...site("/"), cacheOf("  "), `  try_files ${r.to} =404;`]));
  }
  out.push("", "# Hashed scripts and styles at the top level (Gatsby's chunks, its styles.<hash>.css): cached for a year; other files revalidated.");
  out.push(block('~* "^/[^/]+[-.][0-9a-f]{16,}\\.(js|css)$"', [...site("/"), `  add_header cache-control "${IMMUTABLE}" always;`]));
  out.push("", "# Everything else is a static page; a miss answers the not-found page of its language with 404.");
  for (const r of rewrites.filter((r) => r.status === 404)) {
    const prefix = r.from.replace(/\*$/, "");
    if (prefix === "/") out.push(`error_page 404 ${r.to};`, block("/", [...site("/"), cacheOf("  "), "  try_files $uri $uri/ =404;"]));
    else out.push(block(`^~ ${prefix}`, [...site("/"), cacheOf("  "), `  error_page 404 ${r.to};`, "  try_files $uri $uri/ =404;"]));
  }
  return out.join("\n") + "\n";
}
