import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import { requireCaller, requireOwner, requirePersonalInfo, requireVerifiedForOrders } from "../auth/guard";
import { requireChangeAccess } from "../auth/access";
import { ApiError, bodyOf, notFound } from "../http";
import { transaction } from "../db/database";
import { paymentContext } from "../payments/context";
import { startPayment, CARD_API_KEY } from "../payments/start";
import { createPayment, getOwnPayment } from "../payments/service";
import { cryptoView, getCryptoInvoice, paymentOf } from "../payments/crypto";
import { cardRowsOf } from "../payments/cards";
import { isCryptoNetwork } from "../payments/providers";
import { newToken } from "../auth/session";
import { apiLanguage } from "../i18n";
import { nowSeconds } from "../db/database";

export function registerPaymentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const db = ctx.db;

  app.get("/my/api/payment/payment-methods/", async (request) => {
    const caller = requireCaller(ctx, request);
    requireOwner(caller);
    const cards = cardRowsOf(db, caller.account.id);
    return {
      results: cards.map((c) => ({
        id: c.id,
        brand: c.brand,
        last4: c.last4,
        exp: c.exp,
        active: !!c.active,
        auto_renewal: !!c.auto_renewal,
        is_default: !!c.is_default,
      })),
    };
  });

  // Saving a card without a purchase: a zero-amount card session on the hosted page.
  app.post("/my/api/payment/setup/", async (request) => {
    const caller = requireCaller(ctx, request);
    requireOwner(caller);
    requirePersonalInfo(caller);
    return transaction(db, () => {
      const payment = createPayment(ctx, caller.account.id, "card_setup", 0);
      db.prepare("UPDATE payments SET provider = 'card', currency = 'EUR', charge_cents = 0, save_payment_method = 1 WHERE ref = ?").run(payment.ref);
      const id = `cs_${newToken(14)}`;
      // The hosted page sends the customer back to the finance page in the language the setup was asked in (decision 108).
      db.prepare("INSERT INTO card_sessions (id, payment_ref, created_at, setup_language) VALUES (?, ?, ?, ?)").run(
        id,
        payment.ref,
        nowSeconds(),
        apiLanguage(request.headers["accept-language"]),
      );
      return { widget: { type: "card_session", apiKey: CARD_API_KEY, checkoutSessionId: id, url: `/sandbox/pay/card/${id}/` }, paymentRef: payment.ref };
    });
  });

  // Debts: pay a set of unpaid invoices together. Invoices that cannot be paid are reported (206).
  app.post("/my/api/payment/unpaid-invoices/payment_container/", async (request, reply) => {
    const caller = requireCaller(ctx, request);
    requireChangeAccess(caller);
    requirePersonalInfo(caller);
    const ids = bodyOf(request).invoices;
    if (!Array.isArray(ids) || ids.length === 0) throw new ApiError(400, { invoices: ["This field is required"] });
    return transaction(db, () => {
      const ok: number[] = [];
      const errors: Array<{ invoice: number; detail: string }> = [];
      let total = 0;
      for (const raw of ids) {
        const id = Number(raw);
        const inv = db.prepare("SELECT id, amount_cents, paid FROM invoices WHERE id = ? AND account_id = ?").get(id, caller.account.id) as
          { id: number; amount_cents: number; paid: number } | undefined;
        if (!inv) errors.push({ invoice: id, detail: "Invoice not found." });
        else if (inv.paid) errors.push({ invoice: id, detail: "Invoice is already paid." });
        else if (ok.includes(id)) continue;
        else {
          ok.push(id);
          total += inv.amount_cents;
        }
      }
      if (!ok.length) throw new ApiError(400, { invoices: errors.map((e) => `#${e.invoice}: ${e.detail}`) });
      const payment = createPayment(ctx, caller.account.id, "invoices", total, { invoiceIds: ok });
      const body = { paymentRef: payment.ref, amount: total / 100, invoices: ok, errors };
      return reply.code(errors.length ? 206 : 200).send(body);
    });
  });

  // Crypto status and a manual "check now".
  app.get("/my/api/payment/:type/:id/", async (request) => {
    const caller = requireCaller(ctx, request);
    const { type, id } = request.params as { type: string; id: string };
    if (!isCryptoNetwork(type)) throw notFound();
    const row = getCryptoInvoice(ctx, id);
    if (!row || row.network !== type || paymentOf(ctx, row).account_id !== caller.account.id) throw notFound("Crypto invoice not found.");
    return cryptoView(row, paymentOf(ctx, row));
  });

  app.post("/my/api/payment/:type/:id/trigger_check/", async (request) => {
    const caller = requireCaller(ctx, request);
    const { type, id } = request.params as { type: string; id: string };
    if (!isCryptoNetwork(type)) throw notFound();
    const row = getCryptoInvoice(ctx, id);
    if (!row || row.network !== type || paymentOf(ctx, row).account_id !== caller.account.id) throw notFound("Crypto invoice not found.");
    db.prepare("UPDATE crypto_invoices SET checks = checks + 1 WHERE id = ?").run(id);
    return cryptoView(getCryptoInvoice(ctx, id)!, paymentOf(ctx, row));
  });

  // Top-up context (paymentRef "balance") or the context of a created payment.
  app.get("/my/api/payment/:paymentRef/", async (request) => {
    const caller = requireCaller(ctx, request);
    const { paymentRef } = request.params as { paymentRef: string };
    requirePersonalInfo(caller);
    const language = apiLanguage(request.headers["accept-language"]);
    if (paymentRef === "balance") return paymentContext(ctx, caller, null, language);
    const payment = getOwnPayment(ctx, paymentRef, caller.account.id);
    if (payment.kind === "order") requireVerifiedForOrders(caller);
    return paymentContext(ctx, caller, payment, language);
  });

  app.post("/my/api/payment/:paymentRef/", async (request) => {
    const caller = requireCaller(ctx, request);
    const { paymentRef } = request.params as { paymentRef: string };
    requireChangeAccess(caller);
    requirePersonalInfo(caller);
    return transaction(db, () => {
      const payment = paymentRef === "balance" ? createPayment(ctx, caller.account.id, "balance", 0) : getOwnPayment(ctx, paymentRef, caller.account.id);
      if (payment.kind === "order") requireVerifiedForOrders(caller);
      return startPayment(ctx, caller, payment, bodyOf(request));
    });
  });
}
