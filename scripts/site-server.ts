import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { parseRedirects, matchRewrite, type Rewrite } from "./rewrites";
import { cacheControlFor } from "./headers";
import { headerOptionsFromEnv, securityHeaders } from "../src/build/security-headers";
import { API_SECURITY_HEADERS } from "../src/lib/api-security-headers";
import { devApiProxy, HOSTING_API_PREFIXES, isApiPath } from "../src/build/dev-proxy";
import { isLinkedSite, liveRoot, serveLinkedSite } from "./linked-site";

/** The server's health check (`npm run serve`): 200 `{"status":"ok"}` while it serves, 503 while it stops. */
export const HEALTH_PATH = "/healthz";

/** Statuses of `_redirects` lines that send the visitor elsewhere (the rest serve a file with that status). */
const REDIRECT_CODES = new Set([301, 302, 307, 308]);

/** Build files a host reads and never serves. */
const NOT_SERVED = new Set(["/_headers", "/_redirects"]);

export type SiteServerOptions = {
  publicDir: string;
  /** Mount the hosting-API sandbox on the same origin (default). False when HOSTING_API_URL points elsewhere. */
  sandbox?: false | { dbPath: string };
  /** A real hosting API: its paths are passed to it as they are (what a production reverse proxy does). */
  apiUrl?: string;
  logger?: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY, sandbox/trust-proxy.ts); default none. */
  trustProxy?: string[] | false;
};

/**
 * What `npm start` runs: the built static site with the rewrites a real host would apply (client-only
 * routes, language 404 pages with status 404) and, on the same origin, the sandbox hosting API so that
 * cookies, CSRF and WebSocket behave as in production.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const { publicDir } = options;
  if (!existsSync(path.join(publicDir, "404.html"))) {
    throw new Error(`No built site in ${publicDir}: run \`npm run build\` first (or \`npm start\`, which builds).`);
  }
  // The API proxy rules of `_redirects` are for a static host; this server answers API paths itself.
  const rewrites: Rewrite[] = parseRedirects(await readFile(path.join(publicDir, "_redirects"), "utf8")).filter(
    (r) => r.to.startsWith("/") || REDIRECT_CODES.has(r.status),
  );
  // Nothing is compressed per request (it made a page 6× slower to serve under load): the build wrote
  // file.br and file.gz beside every text asset (src/build/precompress.ts) and they are sent as they are.
  // While stopping (SIGTERM, scripts/serve.ts) a request already on a connection is answered, not refused
  // with Fastify's 503: nginx or the load balancer has stopped sending new ones (/healthz says 503).
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false, return503OnClosing: false });
  let stopping = false;
  app.addHook("preClose", async () => {
    stopping = true;
  });
  // A request that was in flight when the stop began is answered with `Connection: close`, so its keep-alive
  // connection does not hold the stop up.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (stopping) reply.header("connection", "close");
    return payload;
  });
  // For nginx and process managers: 200 while serving, 503 once stopping. Not an API path, not a file.
  app.get(HEALTH_PATH, async (_request, reply) =>
    reply
      .code(stopping ? 503 : 200)
      .header("cache-control", "no-store")
      .send({ status: stopping ? "stopping" : "ok" }),
  );

  const headerOptions = headerOptionsFromEnv();
  app.addHook("onSend", async (request, reply, payload) => {
    // The API (and the sandbox's stand-in third-party pages) send their own headers; an API path the API
    // does not know (answered below) gets the API's, and is not cached (issue 39).
    if (isApiPath(request.url)) {
      if (request.url.startsWith("/sandbox/")) return payload;
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
      return payload;
    }
    const pathname = request.url.split("?")[0] ?? "/";
    for (const [name, value] of Object.entries(securityHeaders(pathname, headerOptions))) reply.header(name, value);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", cacheControlFor(request.url));
    return payload;
  });

  if (options.apiUrl) {
    const proxy = devApiProxy(options.apiUrl);
    app.addHook("onRequest", (request, reply, done) => {
      if (!isApiPath(request.url)) return done();
      reply.hijack();
      proxy(request.raw, reply.raw, done);
    });
  } else if (options.sandbox !== false) {
    const { sandboxPlugin } = await import("../sandbox/server");
    await app.register(sandboxPlugin, { dbPath: options.sandbox?.dbPath ?? path.resolve("sandbox/data/sandbox.db") });
  }

  // A publish service's link (`site` → builds/<id>/) is read per request (scripts/linked-site.ts).
  const linked = isLinkedSite(publicDir);
  await app.register(fastifyStatic, {
    serve: !linked,
    root: publicDir,
    redirect: true,
    index: ["index.html"],
    wildcard: true,
    serveDotFiles: false,
    cacheControl: false,
    preCompressed: true,
    // Files of the build that are not for visitors (and, from public/, nothing that would not be there on a host).
    allowedPath: (pathname) => !NOT_SERVED.has(pathname),
  });

  // API paths are never files: one the API does not route is its 404 below, before the static files' route
  // looks for it on disk (a path too long for a file name was that route's 403; issue 39). The API's own
  // routes are more specific than these and win.
  for (const prefix of HOSTING_API_PREFIXES) app.all(`${prefix}*`, async (_request, reply) => reply.callNotFound());
  if (linked) serveLinkedSite(app, publicDir);

  app.setNotFoundHandler(async (request, reply) => {
    // An API path the API does not know is the API's 404, never the account app's page.
    if ((request.method !== "GET" && request.method !== "HEAD") || isApiPath(request.url)) {
      return reply.code(404).type("application/json").send({ status: 404, detail: "Not found" });
    }
    const pathname = decodeURIComponent(new URL(request.url, "http://x").pathname);
    const rewrite = matchRewrite(rewrites, pathname);
    if (!rewrite) return reply.code(404).type("text/plain").send("Not found");
    // The editors' redirects (issue 36), written first in `_redirects` by the build.
    if (REDIRECT_CODES.has(rewrite.status)) return reply.redirect(rewrite.to, rewrite.status);
    reply.header("cache-control", "no-cache");
    const root = linked ? await liveRoot(publicDir) : publicDir;
    return reply.code(rewrite.status).sendFile(rewrite.to.replace(/^\//, ""), root);
  });
  return app;
}
