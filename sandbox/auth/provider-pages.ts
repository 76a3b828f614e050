import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import { nowSeconds } from "../db/database";
import { bodyOf, escapeHtml } from "../http";
import { findProvider } from "./providers";
import { newToken } from "./session";

/**
 * The simulated identity provider: a consent page a tester (or a browser test) answers, then the
 * provider's redirect to the backend callback with a one-time code or an error.
 */
export function registerProviderPages(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/sandbox/provider/:provider/authorize/", async (request, reply) => {
    const { provider: id } = request.params as { provider: string };
    const { state = "" } = request.query as { state?: string };
    const provider = findProvider(id);
    if (!provider) return reply.code(404).type("text/html; charset=utf-8").send("<!doctype html><h1>Unknown provider</h1>");
    const s = escapeHtml(state);
    return reply.type("text/html; charset=utf-8")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(provider.name)} (sandbox) · sign in</title>
<style>body{font:15px system-ui;margin:3rem auto;max-width:28rem}label{display:block;margin:.6rem 0}input{width:100%;padding:.4rem}button{margin:.8rem .4rem 0 0;padding:.5rem 1rem}</style></head>
<body><h1>${escapeHtml(provider.name)} <small>(sandbox)</small></h1>
<p>The site asks to sign you in with your ${escapeHtml(provider.name)} account.</p>
<form method="get" action="/sandbox/provider/${escapeHtml(provider.id)}/decide/">
<input type="hidden" name="state" value="${s}">
<label>E-mail the provider shares (leave empty to share none)<input name="email" type="email" value="social.user@example.com"></label>
<label>Name<input name="name" value="Social User"></label>
<label>Provider account id<input name="uid" value="${escapeHtml(provider.id)}-10001"></label>
<button name="decision" value="allow" type="submit">Allow</button>
<button name="decision" value="deny" type="submit">Deny</button>
<button name="decision" value="error" type="submit">Provider error</button>
</form></body></html>`);
  });

  app.get("/sandbox/provider/:provider/decide/", async (request, reply) => {
    const { provider: id } = request.params as { provider: string };
    const q = request.query as Record<string, string | undefined>;
    const provider = findProvider(id);
    if (!provider) return reply.code(404).send({ detail: "Unknown provider." });
    const callback = `/auth/accounts/${provider.id}/login/callback/`;
    const state = q.state ?? "";
    if (q.decision === "deny") return reply.redirect(`${callback}?${new URLSearchParams({ error: "access_denied", state })}`, 302);
    if (q.decision !== "allow") return reply.redirect(`${callback}?${new URLSearchParams({ error: "server_error", state })}`, 302);
    const code = newToken(18);
    ctx.db
      .prepare("INSERT INTO provider_tokens (token, provider, uid, email, name, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(code, provider.id, q.uid || `${provider.id}-${newToken(6)}`, q.email?.trim() || null, q.name?.trim() || "Social User", nowSeconds());
    return reply.redirect(`${callback}?${new URLSearchParams({ code, state })}`, 302);
  });

  // Tokens "issued on the device" for the provider-token flow (what a native SDK would hand the app).
  app.post("/sandbox/api/provider/:provider/tokens", async (request, reply) => {
    const { provider: id } = request.params as { provider: string };
    const provider = findProvider(id);
    if (!provider) return reply.code(404).send({ detail: "Unknown provider." });
    const body = bodyOf(request);
    const token = newToken(24);
    ctx.db
      .prepare("INSERT INTO provider_tokens (token, provider, uid, email, name, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(
        token,
        provider.id,
        typeof body.uid === "string" && body.uid ? body.uid : `${provider.id}-${newToken(6)}`,
        typeof body.email === "string" && body.email ? body.email : null,
        typeof body.name === "string" && body.name ? body.name : "Token User",
        nowSeconds(),
      );
    return { client_id: provider.client_id, id_token: token };
  });
}
