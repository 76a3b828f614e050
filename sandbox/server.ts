import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import fastifyCookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import websocket from "@fastify/websocket";
import { DEFAULT_DB_PATH, openDatabase, type Db } from "./db/database";
import { seed } from "./seed/seed";
import { createContext, type SandboxContext } from "./context";
import type { RateLimitConfig } from "./rules/rate-limit";
import type { QuotaKind } from "@/lib/rules/quotas";
import { csrfHook } from "./csrf";
import { loadSession, touchSession } from "./auth/session";
import { ApiError } from "./http";
import { apiLanguage } from "./i18n";
import { localizeRefusal } from "./messages";
import { registerAllauth } from "./auth/allauth";
import { registerProviderPages } from "./auth/provider-pages";
import { registerAuthControls } from "./auth/controls";
import { registerOutbox } from "./outbox";
import { registerPaymentRoutes } from "./rest/payment";
import { registerPromoRoutes } from "./rest/promo";
import { registerSiteRoutes } from "./rest/site";
import { registerHelpRoutes } from "./rest/help";
import { registerAccountRoutes } from "./rest/account";
import { registerCatalogRoutes } from "./rest/catalog";
import { registerGraphql } from "./graphql/route";
import { registerPaymentPages } from "./payments/pages";
import { registerControls } from "./payments/controls";
import { CLOSE_SERVER_RESTART, createRealtimeHub, registerRealtime } from "./realtime";
import { registerChat } from "./chat/chat";
import { registerTicketRoutes } from "./tickets/tickets";
import { attributeSignup, registerPartner } from "./partner/partner";
import { registerCspReports, type CspReportOptions } from "./csp-report";
import { API_SECURITY_HEADERS } from "../src/lib/api-security-headers";
import { registerServerRoutes } from "./orders/routes";
import { registerControlPanel } from "./orders/panel";
import { DEFAULT_PROVISIONING_MS, startProvisioning } from "./orders/provisioning";

export interface SandboxOptions {
  /** SQLite file (default sandbox/data/sandbox.db); ":memory:" for tests. Ignored when `db` is given. */
  dbPath?: string;
  /** An already open database (e.g. shared by two server instances in a test). */
  db?: Db;
  /** Override rate limits (tests lower them). */
  rateLimits?: Partial<RateLimitConfig>;
  /** Override per-account quotas (a load test raises them). */
  quotas?: Partial<Record<QuotaKind, number>>;
  /** Crypto invoice lifetime in seconds (default 3600). */
  cryptoInvoiceTtlSeconds?: number;
  /**
   * How long a paid server provisions in ms (default SANDBOX_PROVISIONING_MS, else 20 s); tests end it at once
   * with POST /sandbox/api/orders/{id}/provisioned.
   */
  provisioningDelayMs?: number;
  /** Delay of the simulated chat agent's first answer in ms (default 1200). */
  chatAutoReplyMs?: number;
  /** Where CSP violation reports go (default: a JSON line each on stderr). */
  cspReportLog?: CspReportOptions["log"];
  /** Interval of the realtime socket's ping (ms, default 30 s); a socket that missed the last one is dropped. */
  realtimeHeartbeatMs?: number;
  /** Receives the context once built (tests and the start script may read it). */
  onReady?: (ctx: SandboxContext) => void;
}

/**
 * Registers the whole sandbox on `app` under its real paths (/auth/_allauth/…, /auth/accounts/…,
 * /my/api/…, /sandbox/…). Use as `app.register(sandboxPlugin, opts)`: it is encapsulated, adds no
 * catch-all and no 404 handler, and closes its database when the app closes.
 */
export async function sandboxPlugin(app: FastifyInstance, opts: SandboxOptions = {}): Promise<void> {
  const db = opts.db ?? openDatabase(opts.dbPath ?? DEFAULT_DB_PATH, seed);
  const ctx = createContext(db, createRealtimeHub(db), opts.rateLimits, opts.quotas);
  if (opts.cryptoInvoiceTtlSeconds) ctx.cryptoInvoiceTtlSeconds = opts.cryptoInvoiceTtlSeconds;
  ctx.provisioning.delayMs = opts.provisioningDelayMs ?? (Number(process.env.SANDBOX_PROVISIONING_MS) || DEFAULT_PROVISIONING_MS);

  // Shared with a host app that may have registered these already (scripts/start.mjs).
  if (!app.hasRequestDecorator("cookies")) await app.register(fastifyCookie);
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) await app.register(formbody);
  // When the server stops, each socket is closed with "service restart", which the client reconnects on;
  // the stop goes on once the clients answered (at most a second): closing the server's idle connections
  // next would otherwise cut a socket before its close frame left.
  if (!app.hasDecorator("websocketServer")) {
    await app.register(websocket, {
      preClose(done) {
        const clients = [...this.websocketServer.clients];
        const closed = clients.map((client) => new Promise((resolve) => client.once("close", resolve)));
        for (const client of clients) client.close(CLOSE_SERVER_RESTART, "server restarting");
        void Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, 1000).unref())]).then(() => {
          this.websocketServer.close();
          done();
        });
      },
    });
  }

  // An empty JSON body is no body (allauth's logout is `DELETE /auth/session` with a JSON content type and
  // nothing after it: 401, not Fastify's 400 FST_ERR_CTP_EMPTY_JSON_BODY). Within this plugin only.
  const jsonParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    return jsonParser(request, String(body), done);
  });

  app.decorateRequest("sandboxSession", null);
  app.addHook("onRequest", csrfHook);
  app.addHook("preHandler", async (request) => {
    request.sandboxSession = loadSession(db, request);
    touchSession(db, request.sandboxSession);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/my/api/") || request.url.startsWith("/auth/_allauth/")) {
      reply.header("cache-control", "no-store");
      reply.header("vary", "Cookie, Accept-Language");
    }
    // Issue 39: every API answer (JSON, CSV, PDF) carries the API's security headers. Not the sandbox's
    // stand-in third-party pages (/sandbox/): they are other sites in production, with their own.
    if (request.url.startsWith("/my/api/") || request.url.startsWith("/auth/_allauth/") || request.url.startsWith("/auth/accounts/")) {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
  // Refusals of the account API in the client's language (decision 104); GraphQL does its own in route.ts.
  app.addHook("preSerialization", async (request, reply, payload) =>
    request.url.startsWith("/my/api/") && (reply.statusCode >= 400 || reply.statusCode === 206)
      ? localizeRefusal(payload, apiLanguage(request.headers["accept-language"]))
      : payload,
  );
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    const detail = status >= 500 ? "Something went wrong; our developers are already on it." : error instanceof Error ? error.message : String(error);
    if (request.url.startsWith("/auth/_allauth/")) {
      return reply.code(status).send(status === 400 ? { status: 400, errors: [{ code: "invalid", message: detail }] } : { status, detail });
    }
    return reply.code(status).send({ detail });
  });

  registerAllauth(app, ctx, { onSignup: attributeSignup });
  registerProviderPages(app, ctx);
  registerAuthControls(app, ctx);
  registerOutbox(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerPromoRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerHelpRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerCatalogRoutes(app, ctx);
  registerGraphql(app, ctx);
  registerPaymentPages(app, ctx);
  registerControls(app, ctx);
  registerRealtime(app, ctx, { heartbeatMs: opts.realtimeHeartbeatMs });
  registerChat(app, ctx, { autoReplyDelayMs: opts.chatAutoReplyMs });
  registerTicketRoutes(app, ctx);
  registerPartner(app, ctx);
  registerCspReports(app, ctx, { log: opts.cspReportLog });
  registerServerRoutes(app, ctx);
  registerControlPanel(app, ctx);
  const stopProvisioning = startProvisioning(ctx);

  app.addHook("onClose", async () => {
    stopProvisioning();
    ctx.realtime.closeAll();
    if (!opts.db && db.isOpen) db.close();
  });
  opts.onReady?.(ctx);
}

/** A Fastify instance serving only the sandbox (for `npm run sandbox` and tests). */
export async function buildServer(
  opts: SandboxOptions & { logger?: FastifyServerOptions["logger"]; trustProxy?: string[] | false } = {},
): Promise<FastifyInstance> {
  // Proxies whose X-Forwarded-For is believed (sandbox/trust-proxy.ts): none unless listed.
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: opts.trustProxy ?? false });
  await app.register(sandboxPlugin, opts);
  await app.ready();
  return app;
}
