import http from "node:http";

/** Paths the hosting API (or the sandbox) answers; everything else is the site. */
export const API_PREFIXES = ["/my/api/", "/auth/_allauth/", "/auth/accounts/", "/sandbox/"] as const;

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
