import http from "node:http";

/** Paths of the hosting API in production: a host in front of the site passes them to it (host-config.ts). */
export const HOSTING_API_PREFIXES = ["/my/api/", "/auth/_allauth/", "/auth/accounts/"] as const;

/** The tab's one WebSocket (spec §9), under the API paths; a proxy must upgrade it. */
export const REALTIME_PATH = "/my/api/ws/";

/** Paths the hosting API (or the sandbox, whose `/sandbox/` stands in for third parties) answers; everything else is the site. */
export const API_PREFIXES = [...HOSTING_API_PREFIXES, "/sandbox/"] as const;

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

type Req = http.IncomingMessage & { originalUrl?: string };
type Next = () => void;

/**
 * Passes API paths (from `gatsby develop`, or `npm run serve` with HOSTING_API_URL) to the sandbox as they are (status, headers, cookies,
 * redirects untouched, unlike Gatsby's own `proxy`, which follows redirects). WebSocket upgrades are
 * not proxied: realtime needs `npm start`.
 */
export function devApiProxy(target: string) {
  const { hostname, port } = new URL(target);
  return (req: Req, res: http.ServerResponse, next: Next) => {
    const url = req.originalUrl ?? req.url ?? "/";
    if (!isApiPath(url)) return next();
    const upstream = http.request({ hostname, port, path: url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ detail: `The sandbox at ${target} is not answering` }));
    });
    req.pipe(upstream);
  };
}
