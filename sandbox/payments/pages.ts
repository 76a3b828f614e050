import type { FastifyInstance, FastifyReply } from "fastify";
import type { SandboxContext } from "../context";
import { bodyOf, escapeHtml } from "../http";
import { completePayment, failPayment, getPayment } from "./service";
import { toCurrency, isCurrency } from "./providers";
import { appendQuery } from "../auth/allauth";

/** Decline messages of spec §8 the tester can pick. */
export const CARD_FAILURES = {
  failed: "Payment failed",
  bank: "Unable to reach the bank. Consider using a different card.",
} as const;

const page = (reply: FastifyReply, title: string, body: string) =>
  reply
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font:15px system-ui;margin:3rem auto;max-width:30rem}button{display:block;width:100%;margin:.5rem 0;padding:.6rem}</style></head><body>${body}</body></html>`,
    );

/** The return address: the outcome and, for a known decline, its code (the site shows its own text for it, never one from the URL). */
export const resultUrl = (ref: string, status: "paid" | "failed", reason?: "bank") =>
  appendQuery("/my/", reason ? { payment: status, paymentRef: ref, reason } : { payment: status, paymentRef: ref });

type CardSession = { id: string; payment_ref: string; status: string; setup_language: string | null };

/**
 * Where a card setup (saving a card without paying, decision 108) returns: the finance page in the language
 * it was started in, `card=added`, or `card=declined` with a known decline's code.
 */
export const setupResultUrl = (language: string, status: "added" | "declined", reason?: "bank") =>
  appendQuery(language === "ru" ? "/ru/my/finance/" : "/my/finance/", reason ? { card: status, reason } : { card: status });

/** The return address of a card session: a setup's own, else the payment's. */
const sessionResultUrl = (s: CardSession, paid: boolean, reason?: "bank") =>
  s.setup_language ? setupResultUrl(s.setup_language, paid ? "added" : "declined", reason) : resultUrl(s.payment_ref, paid ? "paid" : "failed", reason);

/** The card provider's hosted page (the "card session" result) and the form gateway. */
export function registerPaymentPages(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/sandbox/pay/card/:id/", async (request, reply) => {
    const { id } = request.params as { id: string };
    const s = ctx.db.prepare("SELECT * FROM card_sessions WHERE id = ?").get(id) as CardSession | undefined;
    const p = s && getPayment(ctx, s.payment_ref);
    if (!s || !p) return reply.code(404).type("text/html; charset=utf-8").send("<!doctype html><h1>Unknown checkout session</h1>");
    const amount = isCurrency(p.currency) ? `${toCurrency(p.charge_cents ?? p.amount_cents, p.currency).toFixed(2)} ${p.currency}` : "";
    if (s.status !== "open")
      return page(
        reply,
        "Card payment",
        `<h1>Checkout session ${escapeHtml(s.status)}</h1><p><a href="${escapeHtml(sessionResultUrl(s, p.status === "paid"))}">Back to the site</a></p>`,
      );
    return page(
      reply,
      "Card payment (sandbox)",
      `<h1>Card payment <small>(sandbox)</small></h1><p>Amount: <strong>${escapeHtml(amount)}</strong></p><form method="post" action="/sandbox/pay/card/${escapeHtml(id)}/">
<button name="outcome" value="success">Pay (success)</button>${
        p.save_payment_method ? `\n<button name="outcome" value="success-3ds">Save a card whose bank asks for 3-D Secure on later charges</button>` : ""
      }
<button name="outcome" value="failed">Decline: ${escapeHtml(CARD_FAILURES.failed)}</button>
<button name="outcome" value="bank">Decline: ${escapeHtml(CARD_FAILURES.bank)}</button></form>`,
    );
  });

  app.post("/sandbox/pay/card/:id/", async (request, reply) => {
    const { id } = request.params as { id: string };
    const outcome = String(bodyOf(request).outcome ?? "");
    const s = ctx.db.prepare("SELECT * FROM card_sessions WHERE id = ?").get(id) as CardSession | undefined;
    if (!s) return reply.code(404).send({ detail: "Unknown checkout session." });
    if (s.status !== "open") return reply.code(409).send({ detail: "This checkout session is closed." });
    if (outcome === "success" || outcome === "success-3ds") {
      ctx.db.prepare("UPDATE card_sessions SET status = 'complete' WHERE id = ?").run(id);
      completePayment(ctx, s.payment_ref, { reference: s.id, authenticatingCard: outcome === "success-3ds" });
      return reply.redirect(sessionResultUrl(s, true), 303);
    }
    const message = outcome === "bank" ? CARD_FAILURES.bank : CARD_FAILURES.failed;
    ctx.db.prepare("UPDATE card_sessions SET status = 'failed', failure = ? WHERE id = ?").run(message, id);
    failPayment(ctx, s.payment_ref, message);
    return reply.redirect(sessionResultUrl(s, false, outcome === "bank" ? "bank" : undefined), 303);
  });

  // The auto-submitted form lands here (as on a payment gateway), then the tester decides.
  app.post("/sandbox/pay/gateway/", async (request, reply) => {
    const body = bodyOf(request);
    const ref = String(body.paymentRef ?? "");
    const p = getPayment(ctx, ref);
    if (!p) return reply.code(404).type("text/html; charset=utf-8").send("<!doctype html><h1>Unknown payment</h1>");
    if (body.outcome === "success") {
      completePayment(ctx, ref);
      return reply.redirect(resultUrl(ref, "paid"), 303);
    }
    if (body.outcome === "failed") {
      failPayment(ctx, ref, CARD_FAILURES.failed);
      return reply.redirect(resultUrl(ref, "failed"), 303);
    }
    return page(
      reply,
      "Payment gateway (sandbox)",
      `<h1>${escapeHtml(String(body.provider ?? "Gateway"))} <small>(sandbox)</small></h1><p>Amount: <strong>${escapeHtml(String(body.amount ?? ""))} ${escapeHtml(String(body.currency ?? ""))}</strong></p>
<form method="post" action="/sandbox/pay/gateway/"><input type="hidden" name="paymentRef" value="${escapeHtml(ref)}">
<button name="outcome" value="success">Pay (success)</button><button name="outcome" value="failed">Decline</button></form>`,
    );
  });
}
