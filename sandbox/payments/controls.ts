import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SandboxContext } from "../context";
import { bodyOf, escapeHtml } from "../http";
import { cryptoView, getCryptoInvoice, paymentOf, setCryptoStatus, type CryptoStatus } from "./crypto";
import { completePayment } from "./service";
import { getUserByEmail } from "../auth/users";
import { totp } from "../auth/totp";
import { DEMO, DEMO_PASSWORD, DEMO_TOTP_SECRET } from "../seed/seed";
import { nowSeconds, transaction } from "../db/database";

/** Tester controls at /sandbox/ (HTML) and /sandbox/api/* (JSON, used by the tests). */
export function registerControls(app: FastifyInstance, ctx: SandboxContext): void {
  const db = ctx.db;
  const back = (request: FastifyRequest, reply: FastifyReply, json: unknown) => (bodyOf(request).back ? reply.redirect("/sandbox/", 303) : reply.send(json));

  app.get("/sandbox/api/crypto", async () => {
    const rows = db.prepare("SELECT id FROM crypto_invoices ORDER BY created_at DESC LIMIT 100").all() as Array<{ id: string }>;
    return {
      invoices: rows.map((r) => {
        const row = getCryptoInvoice(ctx, r.id)!;
        return cryptoView(row, paymentOf(ctx, row));
      }),
    };
  });

  app.post("/sandbox/api/crypto/:id/status", async (request, reply) => {
    const { id } = request.params as { id: string };
    const to = bodyOf(request).status as CryptoStatus;
    if (!["pending", "paid", "expired"].includes(to)) return reply.code(400).send({ detail: "status must be pending, paid or expired" });
    const row = setCryptoStatus(ctx, id, to);
    return back(request, reply, cryptoView(row, paymentOf(ctx, row)));
  });

  // "Funds are seen" for a confirmed corporate invoice (spec §4): it becomes paid.
  app.post("/sandbox/api/corporate-invoices/:id/paid", async (request, reply) => {
    const { id } = request.params as { id: string };
    const inv = db.prepare("SELECT * FROM corporate_invoices WHERE id = ?").get(Number(id)) as
      { id: number; confirmed: number; paid: number; payment_ref: string | null; account_id: number; amount_cents: number } | undefined;
    if (!inv) return reply.code(404).send({ detail: "Corporate invoice not found." });
    if (!inv.confirmed) return reply.code(409).send({ detail: "The customer has not confirmed this invoice yet." });
    if (inv.paid) return reply.code(409).send({ detail: "Already paid." });
    // The ledger (docs/decisions/099): money on a corporate invoice reaches the balance only when the invoice
    // tops it up; one for a purchase settles that purchase as a payment and moves no balance.
    transaction(db, () => {
      if (inv.payment_ref) {
        completePayment(ctx, inv.payment_ref, { reference: `corporate-invoice-${inv.id}` });
        const credit = db.prepare("SELECT id FROM transactions WHERE payment_ref = ? AND amount_cents > 0").get(inv.payment_ref) as { id: number } | undefined;
        db.prepare("UPDATE corporate_invoices SET paid = 1, paid_at = ?, transaction_id = ? WHERE id = ?").run(nowSeconds(), credit?.id ?? null, inv.id);
      } else {
        const r = db
          .prepare("INSERT INTO transactions (account_id, created_at, description, amount_cents, vat_cents) VALUES (?, ?, ?, ?, 0)")
          .run(inv.account_id, nowSeconds(), `Corporate invoice #${inv.id} paid`, inv.amount_cents);
        db.prepare("UPDATE users SET balance_cents = balance_cents + ? WHERE id = ?").run(inv.amount_cents, inv.account_id);
        db.prepare("UPDATE corporate_invoices SET paid = 1, paid_at = ?, transaction_id = ? WHERE id = ?").run(nowSeconds(), Number(r.lastInsertRowid), inv.id);
      }
    });
    return back(request, reply, { id: inv.id, paid: true });
  });

  app.post("/sandbox/api/legal-entities/:id/verify", async (request, reply) => {
    const { id } = request.params as { id: string };
    const r = db.prepare("UPDATE legal_entities SET verification = 'verified' WHERE id = ? AND verification = 'sent'").run(Number(id));
    if (!r.changes) return reply.code(409).send({ detail: "The legal entity has not been sent for verification." });
    return back(request, reply, { id: Number(id), verification: "verified" });
  });

  // Visitor country as the features call reports it (the real API geolocates the IP).
  app.post("/sandbox/api/country", async (request, reply) => {
    const country = String(bodyOf(request).country ?? "").toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country)) return reply.code(400).send({ detail: "Two-letter country code" });
    if (country) reply.setCookie("sandbox_country", country, { path: "/", sameSite: "lax" });
    else reply.clearCookie("sandbox_country", { path: "/" });
    return back(request, reply, { country: country || null });
  });

  // The current TOTP code of a user with 2FA (what the authenticator app would show).
  app.get("/sandbox/api/totp/:email", async (request, reply) => {
    const { email } = request.params as { email: string };
    const user = getUserByEmail(db, email);
    if (!user?.totp_secret) return reply.code(404).send({ detail: "No 2FA for this user." });
    return { code: totp(user.totp_secret) };
  });

  app.get("/sandbox/", async (_request, reply) => {
    const crypto = (db.prepare("SELECT id FROM crypto_invoices ORDER BY created_at DESC LIMIT 30").all() as Array<{ id: string }>).map((r) =>
      cryptoView(getCryptoInvoice(ctx, r.id)!, paymentOf(ctx, getCryptoInvoice(ctx, r.id)!)),
    );
    const corp = db
      .prepare(
        "SELECT c.id, c.amount_cents, c.currency, c.confirmed, c.paid, u.email FROM corporate_invoices c JOIN users u ON u.id = c.account_id ORDER BY c.id DESC LIMIT 30",
      )
      .all() as Array<{
      id: number;
      amount_cents: number;
      currency: string;
      confirmed: number;
      paid: number;
      email: string;
    }>;
    const les = db
      .prepare("SELECT l.id, l.company, l.verification, u.email FROM legal_entities l JOIN users u ON u.id = l.account_id ORDER BY l.id")
      .all() as Array<{
      id: number;
      company: string;
      verification: string;
      email: string;
    }>;
    const btn = (action: string, fields: Record<string, string>, label: string) =>
      `<form method="post" action="${escapeHtml(action)}" style="display:inline"><input type="hidden" name="back" value="1">${Object.entries(fields)
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join("")}<button>${escapeHtml(label)}</button></form>`;
    const cryptoRows = crypto
      .map(
        (c) =>
          `<tr><td>${escapeHtml(c.id)}</td><td>${escapeHtml(c.network)}</td><td>${escapeHtml(c.amount)} ${escapeHtml(c.asset)}</td><td><strong>${escapeHtml(c.status)}</strong></td><td>${
            c.status === "awaiting" ? btn(`/sandbox/api/crypto/${c.id}/status`, { status: "pending" }, "→ pending") : ""
          }${c.status === "pending" ? btn(`/sandbox/api/crypto/${c.id}/status`, { status: "paid" }, "→ paid") : ""}${
            c.status === "awaiting" || c.status === "pending" ? btn(`/sandbox/api/crypto/${c.id}/status`, { status: "expired" }, "→ expired") : ""
          }</td></tr>`,
      )
      .join("");
    const corpRows = corp
      .map(
        (c) =>
          `<tr><td>${c.id}</td><td>${escapeHtml(c.email)}</td><td>${(c.amount_cents / 100).toFixed(2)} ${escapeHtml(c.currency)}</td><td>${c.paid ? "paid" : c.confirmed ? "confirmed" : "not confirmed"}</td><td>${
            c.confirmed && !c.paid ? btn(`/sandbox/api/corporate-invoices/${c.id}/paid`, {}, "Funds seen → paid") : ""
          }</td></tr>`,
      )
      .join("");
    const leRows = les
      .map(
        (l) =>
          `<tr><td>${l.id}</td><td>${escapeHtml(l.company)}</td><td>${escapeHtml(l.email)}</td><td>${escapeHtml(l.verification)}</td><td>${l.verification === "sent" ? btn(`/sandbox/api/legal-entities/${l.id}/verify`, {}, "Verify") : ""}</td></tr>`,
      )
      .join("");
    const logins = Object.values(DEMO)
      .map((e) => `<li><code>${escapeHtml(e)}</code></li>`)
      .join("");
    return reply.type("text/html; charset=utf-8").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox controls</title>
<style>body{font:15px system-ui;margin:2rem;max-width:70rem}table{border-collapse:collapse;margin:.5rem 0 1.5rem}td,th{border:1px solid #ccc;padding:.3rem .5rem}</style></head><body>
<h1>Hosting API sandbox</h1><p><a href="/sandbox/outbox/">Outbox</a> · <a href="/my/api/catalog/">Catalog JSON</a> · <a href="/sandbox/api/outbox">Outbox JSON</a></p>
<h2>Demo logins</h2><p>Password for all: <code>${escapeHtml(DEMO_PASSWORD)}</code>. TOTP secret of ${escapeHtml(DEMO.twoFactor)}: <code>${DEMO_TOTP_SECRET}</code></p><ul>${logins}</ul>
<h2>Visitor country</h2>${btn("/sandbox/api/country", { country: "RU" }, "RU")} ${btn("/sandbox/api/country", { country: "UA" }, "UA")} ${btn("/sandbox/api/country", { country: "US" }, "US")} ${btn("/sandbox/api/country", { country: "DE" }, "DE")} ${btn("/sandbox/api/country", { country: "" }, "clear")}
<h2>Crypto invoices</h2><table><tr><th>id</th><th>network</th><th>amount</th><th>status</th><th>move</th></tr>${cryptoRows}</table>
<h2>Corporate invoices</h2><table><tr><th>id</th><th>customer</th><th>amount</th><th>state</th><th></th></tr>${corpRows}</table>
<h2>Legal entities</h2><table><tr><th>id</th><th>company</th><th>customer</th><th>verification</th><th></th></tr>${leRows}</table>
</body></html>`);
  });
}
