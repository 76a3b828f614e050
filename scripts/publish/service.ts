// The publish service's HTTP side: Sanity's webhook in, deploy status out (decision 171).
import Fastify, { type FastifyInstance } from "fastify";
import { checkWebhook, ReplayGuard } from "./webhook-check";
import type { Publisher } from "./publisher";
import type { SiteSlots } from "./site-slots";
import { previewBuildEnv, tokenMatches, type PreviewSource } from "./preview";

export type PreviewOptions = {
  /** The token the studio presents (PUBLISH_PREVIEW_TOKEN) and the preview site's links carry. */
  token: string;
  source: PreviewSource;
  /** The preview site's origin. */
  siteUrl: string;
  /**
   * Whether the preview site answers yet (it starts with the first preview build): until it does, the wait page
   * keeps waiting, or the tab would be sent to a port nobody listens on. Unset: always.
   */
  siteServing?: () => boolean;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page an editor sees while the preview builds: it reloads itself and moves on to the preview once it is live. */
function waitPage(title: string, body: string, refresh: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">${
    refresh ? '<meta http-equiv="refresh" content="2">' : ""
  }<title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export type PublishServiceOptions = {
  publisher: Publisher;
  slots: SiteSlots;
  /** The webhook's secret, as set on the webhook in Sanity's project settings. */
  secret: string;
  /** Origins allowed to read the status (the studio's). */
  statusOrigins: string[];
  now?: () => number;
  logger?: boolean;
  /** Draft previews (decision 172); without it, /preview answers 404. */
  preview?: PreviewOptions;
};

export function createPublishService({
  publisher,
  slots,
  secret,
  statusOrigins,
  now = Date.now,
  logger = false,
  preview,
}: PublishServiceOptions): FastifyInstance {
  if (!secret) throw new Error("The webhook secret is empty: set SANITY_WEBHOOK_SECRET");
  const app = Fastify({ logger, bodyLimit: 256 * 1024 });
  const replay = new ReplayGuard();
  // The signature is over the body's exact bytes: it is kept as text, never parsed and re-encoded first.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.addHook("onSend", async (request, reply, payload) => {
    const origin = request.headers.origin;
    if (origin && statusOrigins.includes(origin) && (request.url.startsWith("/status") || request.url === "/preview")) {
      reply.header("access-control-allow-origin", origin);
      reply.header("vary", "origin");
    }
    reply.header("cache-control", "no-store");
    return payload;
  });

  app.post("/webhook", async (request, reply) => {
    const rawBody = typeof request.body === "string" ? request.body : "";
    const result = await checkWebhook({ headers: request.headers, rawBody, secret, replay, now: now() });
    if (!result.ok) return reply.code(result.status).send({ message: result.message });
    const deploy = publisher.receive(result.event);
    return reply.code(202).send({ deploy: deploy.id, state: deploy.state });
  });

  app.get("/status", async () => ({ live: await slots.live(), deploys: publisher.deploys() }));

  app.get<{ Params: { id: string } }>("/status/documents/:id", async (request, reply) => {
    const deploy = publisher.forDocument(request.params.id);
    if (!deploy) return reply.code(404).send({ message: "No deploy has carried this document since the service started" });
    return { live: await slots.live(), deploy };
  });
  app.get<{ Params: { id: string } }>("/status/deploys/:id", async (request, reply) => {
    const deploy = publisher.find(request.params.id);
    return deploy ?? reply.code(404).send({ message: "No such deploy" });
  });

  if (preview) registerPreview(app, publisher, preview);
  return app;
}

function registerPreview(app: FastifyInstance, publisher: Publisher, preview: PreviewOptions): void {
  // The studio's request carries a token in a header: the browser asks first.
  app.options("/preview", async (_request, reply) =>
    reply.header("access-control-allow-methods", "POST").header("access-control-allow-headers", "authorization, content-type").code(204).send(),
  );

  app.post("/preview", async (request, reply) => {
    const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!tokenMatches(presented, preview.token)) return reply.code(401).send({ message: "The preview token is missing or wrong" });
    let body: { documentId?: unknown; draft?: { _id?: unknown; _type?: unknown } };
    try {
      body = JSON.parse(typeof request.body === "string" ? request.body : "") as typeof body;
    } catch {
      return reply.code(400).send({ message: "The body is not JSON" });
    }
    const draft =
      body.draft && typeof body.draft._id === "string" && typeof body.draft._type === "string" ? (body.draft as { _id: string; _type: string }) : undefined;
    if (typeof body.documentId !== "string" || !body.documentId) return reply.code(400).send({ message: "documentId is required" });
    const deploy = publisher.preview(body.documentId, await previewBuildEnv(preview.source, draft));
    return reply.code(202).send({ deploy: deploy.id, state: deploy.state });
  });

  // Opened in the editor's new tab: waits for the preview build, then goes to the page on the preview site.
  app.get<{ Params: { id: string }; Querystring: { to?: string; preview?: string } }>("/preview/wait/:id", async (request, reply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
    if (!tokenMatches(request.query.preview, preview.token)) return reply.code(401).type("text/plain").send("This preview link is not valid.");
    const deploy = publisher.find(request.params.id);
    if (!deploy || deploy.kind !== "preview") return reply.code(404).type("text/plain").send("No such preview.");
    const to = request.query.to?.startsWith("/") && !request.query.to.startsWith("//") ? request.query.to : "/";
    if (deploy.state === "live" && (preview.siteServing?.() ?? true))
      return reply.redirect(`${preview.siteUrl}${to}${to.includes("?") ? "&" : "?"}preview=${encodeURIComponent(preview.token)}`, 303);
    if (deploy.state === "failed") {
      const log = deploy.logTail ? `<pre>${escapeHtml(deploy.logTail)}</pre>` : "";
      return reply.type("text/html").send(waitPage("The preview was not built", `<p>${escapeHtml(deploy.error ?? "")}</p>${log}`, false));
    }
    const since = deploy.startedAt ?? deploy.queuedAt;
    return reply
      .type("text/html")
      .send(
        waitPage(
          "Building the preview…",
          `<p>${deploy.state === "queued" ? "Waiting for the build before it" : deploy.state === "live" ? "Starting the preview site" : "Building"} since ${escapeHtml(since)}.</p>`,
          true,
        ),
      );
  });
}
