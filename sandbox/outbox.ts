import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SandboxContext } from "./context";
import { nowSeconds } from "./db/database";
import { escapeHtml } from "./http";
import { LOCAL_SITE_URL, normalizeHost } from "../src/lib/domains";

export type MailLanguage = "en" | "ru";

/**
 * A mail speaks the language the request came in: the site sends its interface language as accept-language
 * (spec §7), so a form on a Russian page (or a Russian auth screen, decision 076) gets a Russian mail.
 */
export function mailLanguage(request: Pick<FastifyRequest, "headers">): MailLanguage {
  const header = request.headers["accept-language"];
  return (Array.isArray(header) ? header[0] : (header ?? "")).trim().toLowerCase().startsWith("ru") ? "ru" : "en";
}

/**
 * The origin every link in a mail starts with (decision 081): the configured SITE_URL, the address the
 * site is published at. Never the request's page_url, Origin or Host: those are the sender's to choose,
 * and a mail to a stranger with the sender's link in it is a phishing tool (issue 39: a reset asked for with
 * `Host: evil.example` mailed the key to evil.example). Without SITE_URL (the offline demo: a deployment
 * refuses to start without it, sandbox/site-url.ts) the request's own origin only when it is a loopback
 * address, else the demo's own address.
 */
export function mailOrigin(request: Pick<FastifyRequest, "protocol" | "host">, siteUrl = process.env.SITE_URL): string {
  if (siteUrl) {
    try {
      const url = new URL(siteUrl);
      if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
    } catch {
      // not an address: as if unset
    }
  }
  return isLoopbackHost(request.host) ? `${request.protocol}://${request.host}` : LOCAL_SITE_URL;
}

/** `localhost`, `*.localhost` (loopback in browsers, spec §9's dev host), 127.0.0.0/8 and ::1. */
function isLoopbackHost(host: string): boolean {
  const h = normalizeHost(host);
  return h === "localhost" || h.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(h) || h === "::1";
}

/** Mails the sandbox "sends" (verification, password reset, promo code) are stored here instead. */
export interface Mail {
  id: number;
  to: string;
  subject: string;
  body: string;
  links: string[];
  kind: string;
  created_at: number;
}

export function sendMail(ctx: SandboxContext, mail: { to: string; subject: string; body: string; links?: string[]; kind: string }): number {
  const r = ctx.db
    .prepare("INSERT INTO mails (to_addr, subject, body, links, kind, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .run(mail.to, mail.subject, mail.body, JSON.stringify(mail.links ?? []), mail.kind, nowSeconds());
  return Number(r.lastInsertRowid);
}

export function listMails(ctx: SandboxContext, to?: string): Mail[] {
  const rows = (
    to
      ? ctx.db.prepare("SELECT * FROM mails WHERE to_addr = ? COLLATE NOCASE ORDER BY id DESC").all(to)
      : ctx.db.prepare("SELECT * FROM mails ORDER BY id DESC LIMIT 200").all()
  ) as Array<{
    id: number;
    to_addr: string;
    subject: string;
    body: string;
    links: string;
    kind: string;
    created_at: number;
  }>;
  return rows.map((r) => ({
    id: r.id,
    to: r.to_addr,
    subject: r.subject,
    body: r.body,
    links: JSON.parse(r.links) as string[],
    kind: r.kind,
    created_at: r.created_at,
  }));
}

export function registerOutbox(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/sandbox/api/outbox", async (request) => {
    const { to } = request.query as { to?: string };
    return { mails: listMails(ctx, to) };
  });
  app.delete("/sandbox/api/outbox", async (_request, reply) => {
    ctx.db.prepare("DELETE FROM mails").run();
    return reply.code(204).send();
  });
  app.get("/sandbox/outbox/", async (_request, reply) => {
    const mails = listMails(ctx);
    const items = mails
      .map((m) => {
        const body = escapeHtml(m.body);
        return `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To: ${escapeHtml(m.to)} · ${new Date(m.created_at * 1000).toISOString()} · ${escapeHtml(m.kind)}</p><pre>${body}</pre><ul>${m.links
          .map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`)
          .join("")}</ul></article>`;
      })
      .join("\n");
    return reply
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox outbox</title><style>body{font:15px system-ui;margin:2rem;max-width:60rem}article{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style></head><body><h1>Sandbox outbox</h1><p>${mails.length} mail(s). JSON: <a href="/sandbox/api/outbox">/sandbox/api/outbox</a> · <a href="/sandbox/">controls</a></p>${items || "<p>No mail yet.</p>"}</body></html>`,
      );
  });
}
