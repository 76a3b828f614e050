// The publish service's HTTP side: Sanity's webhook in, deploy status out (decision 171).
import Fastify, { type FastifyInstance } from "fastify";
import { checkWebhook, ReplayGuard } from "./webhook-check";
import type { Publisher } from "./publisher";
import type { SiteSlots } from "./site-slots";

export type PublishServiceOptions = {
  publisher: Publisher;
  slots: SiteSlots;
  /** The webhook's secret, as set on the webhook in Sanity's project settings. */
  secret: string;
  /** Origins allowed to read the status (the studio's). */
  statusOrigins: string[];
  now?: () => number;
  logger?: boolean;
};

export function createPublishService({ publisher, slots, secret, statusOrigins, now = Date.now, logger = false }: PublishServiceOptions): FastifyInstance {
  if (!secret) throw new Error("The webhook secret is empty: set SANITY_WEBHOOK_SECRET");
  const app = Fastify({ logger, bodyLimit: 256 * 1024 });
  const replay = new ReplayGuard();
  // The signature is over the body's exact bytes: it is kept as text, never parsed and re-encoded first.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.addHook("onSend", async (request, reply, payload) => {
    const origin = request.headers.origin;
    if (origin && statusOrigins.includes(origin) && request.url.startsWith("/status")) {
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
  return app;
}
