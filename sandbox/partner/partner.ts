import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SandboxContext } from "../context";
import { nowSeconds, transaction, type Db } from "../db/database";
import { ApiError, bodyOf } from "../http";
import { requireCaller } from "../auth/guard";
import { getUserByEmail } from "../auth/users";
import { PAYOUT_METHODS, type PartnerSummary } from "../../src/api-client/schemas/partner";
import { CASHBACK_TIERS, cashbackPercent, PARTNER_MAX_RATE_PERCENT } from "../../src/lib/rules/partner";
import { SCORING_COOKIE } from "../../src/lib/domains";

/**
 * Partner programme. A referral link is `/?ref=CODE`; the site stores the code in the scoring cookie
 * (365 days, on the base domain, src/lib/domains.ts) and a signup made while it is present is attributed
 * to the code's owner. Cashback is a share of what referred customers pay (their incoming transactions
 * after they joined), by tier, up to 40% (spec §9).
 */
export { CASHBACK_TIERS, cashbackPercent };
export const MIN_PAYOUT_CENTS = 1000;
/** Cashback paid to the balance is not a payment of the customer: it never accrues cashback itself. */
const PAYOUT_DESCRIPTION = "Partner cashback payout";
const CODE_RE = /^[A-Z0-9]{4,16}$/i;

/** n***@example.com: the partner sees who joined without the whole address. */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

export function partnerCode(db: Db, accountId: number): string {
  const row = db.prepare("SELECT code FROM partner_codes WHERE account_id = ?").get(accountId) as { code: string } | undefined;
  if (row) return row.code;
  for (;;) {
    // Crockford-like alphabet without 0/O and 1/I, so a code read aloud is not misheard.
    const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    const bytes = randomBytes(8);
    const code = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
    const exists = db.prepare("SELECT 1 FROM partner_codes WHERE code = ?").get(code);
    if (!exists) {
      db.prepare("INSERT INTO partner_codes (account_id, code, created_at) VALUES (?, ?, ?)").run(accountId, code, nowSeconds());
      return code;
    }
  }
}

/**
 * Called right after an account is created by a signup: attributes it to the owner of the code in the
 * scoring cookie. Unknown codes and self-referral are ignored; an account is attributed at most once.
 */
export function attributeSignup(db: Db, request: FastifyRequest, accountId: number): boolean {
  const code = request.cookies[SCORING_COOKIE]?.trim();
  if (!code || !CODE_RE.test(code)) return false;
  const owner = db.prepare("SELECT account_id FROM partner_codes WHERE code = ?").get(code) as { account_id: number } | undefined;
  if (!owner || owner.account_id === accountId) return false;
  const r = db
    .prepare("INSERT OR IGNORE INTO partner_referrals (referred_account_id, referrer_account_id, code, created_at) VALUES (?, ?, ?, ?)")
    .run(accountId, owner.account_id, code.toUpperCase(), nowSeconds());
  return r.changes > 0;
}

const eur = (cents: number) => Math.round(cents) / 100;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function partnerSummary(db: Db, accountId: number): PartnerSummary {
  const code = partnerCode(db, accountId);
  const referrals = db
    .prepare(
      `SELECT r.referred_account_id AS id, r.created_at, u.email,
        coalesce((SELECT sum(t.amount_cents) FROM transactions t
          WHERE t.account_id = r.referred_account_id AND t.amount_cents > 0 AND t.created_at >= r.created_at AND t.description NOT LIKE 'Partner cashback payout%'), 0) AS paid_cents
       FROM partner_referrals r JOIN users u ON u.id = r.referred_account_id
       WHERE r.referrer_account_id = ? ORDER BY r.created_at DESC, r.referred_account_id DESC`,
    )
    .all(accountId) as Array<{ id: number; created_at: number; email: string; paid_cents: number }>;
  const paying = referrals.filter((r) => r.paid_cents > 0).length;
  const percent = cashbackPercent(paying);
  const accruedCents = referrals.reduce((sum, r) => sum + Math.floor((r.paid_cents * percent) / 100), 0);
  const payouts = db.prepare("SELECT * FROM partner_payouts WHERE account_id = ? ORDER BY id DESC").all(accountId) as Array<{
    id: number;
    amount_cents: number;
    method: string;
    status: "requested" | "paid";
    created_at: number;
    paid_at: number | null;
  }>;
  const paidCents = payouts.filter((p) => p.status === "paid").reduce((s, p) => s + p.amount_cents, 0);
  const requestedCents = payouts.filter((p) => p.status === "requested").reduce((s, p) => s + p.amount_cents, 0);
  return {
    code,
    link_path: `/?ref=${code}`,
    rate_percent: percent,
    max_rate_percent: PARTNER_MAX_RATE_PERCENT,
    tiers: CASHBACK_TIERS.map((t) => ({ ...t })),
    currency: "EUR",
    accrued: eur(accruedCents),
    paid: eur(paidCents),
    requested: eur(requestedCents),
    available: eur(Math.max(0, accruedCents - paidCents - requestedCents)),
    min_payout: eur(MIN_PAYOUT_CENTS),
    referrals: referrals.map((r) => ({
      customer: maskEmail(r.email),
      joined_at: iso(r.created_at),
      paid_total: eur(r.paid_cents),
      cashback: eur(Math.floor((r.paid_cents * percent) / 100)),
    })),
    payouts: payouts.map((p) => ({
      id: p.id,
      amount: eur(p.amount_cents),
      method: p.method,
      status: p.status,
      created_at: iso(p.created_at),
      paid_at: p.paid_at ? iso(p.paid_at) : null,
    })),
  };
}

export function registerPartner(app: FastifyInstance, ctx: SandboxContext): void {
  const db = ctx.db;

  app.get("/my/api/partner/", async (request) => {
    const caller = requireCaller(ctx, request);
    return transaction(db, () => partnerSummary(db, caller.account.id));
  });

  app.post("/my/api/partner/payouts/", async (request, reply) => {
    const caller = requireCaller(ctx, request);
    if (!caller.isOwner) throw new ApiError(403, { detail: "Payouts are available to the account owner only.", code: "OWNER_ONLY" });
    const body = bodyOf(request);
    const amount = typeof body.amount === "number" ? body.amount : Number.NaN;
    const method = body.method;
    const details = typeof body.details === "string" ? body.details.trim() : "";
    const errors: Record<string, string[]> = {};
    const summary = partnerSummary(db, caller.account.id);
    if (!Number.isFinite(amount) || amount <= 0) errors.amount = ["Enter a valid amount."];
    else if (Math.round(amount * 100) < MIN_PAYOUT_CENTS) errors.amount = [`The minimum payout is ${eur(MIN_PAYOUT_CENTS)} EUR.`];
    else if (Math.round(amount * 100) > Math.round(summary.available * 100)) errors.amount = [`At most ${summary.available} EUR is available.`];
    if (typeof method !== "string" || !(PAYOUT_METHODS as readonly string[]).includes(method)) errors.method = ["Select a valid choice."];
    if (method !== "balance" && !details) errors.details = ["This field is required"];
    if (details.length > 200) errors.details = ["Ensure this field has no more than 200 characters."];
    if (Object.keys(errors).length) throw new ApiError(400, errors);
    const id = transaction(db, () => {
      const r = db
        .prepare("INSERT INTO partner_payouts (account_id, amount_cents, method, details, created_at) VALUES (?, ?, ?, ?, ?)")
        .run(caller.account.id, Math.round(amount * 100), String(method), details, nowSeconds());
      return Number(r.lastInsertRowid);
    });
    return reply.code(201).send(partnerSummary(db, caller.account.id).payouts.find((p) => p.id === id));
  });

  // ---- sandbox controls ----
  // The finance team pays a requested payout (to the balance it is credited at once).
  app.post("/sandbox/api/partner/payouts/:id/paid", async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const payout = db.prepare("SELECT * FROM partner_payouts WHERE id = ?").get(id) as
      { id: number; account_id: number; amount_cents: number; method: string; status: string } | undefined;
    if (!payout) return reply.code(404).send({ detail: "Payout not found." });
    if (payout.status === "paid") return reply.code(409).send({ detail: "Already paid." });
    transaction(db, () => {
      db.prepare("UPDATE partner_payouts SET status = 'paid', paid_at = ? WHERE id = ?").run(nowSeconds(), id);
      if (payout.method === "balance") {
        db.prepare("UPDATE users SET balance_cents = balance_cents + ? WHERE id = ?").run(payout.amount_cents, payout.account_id);
        db.prepare("INSERT INTO transactions (account_id, created_at, description, amount_cents, vat_cents) VALUES (?, ?, ?, ?, 0)").run(
          payout.account_id,
          nowSeconds(),
          `${PAYOUT_DESCRIPTION} #${id}`,
          payout.amount_cents,
        );
      }
    });
    return { id, status: "paid" };
  });

  // A referred customer pays (what a real top-up or order payment records): cashback accrues from it.
  app.post("/sandbox/api/partner/referred-payment", async (request, reply) => {
    const body = bodyOf(request);
    const user = typeof body.email === "string" ? getUserByEmail(db, body.email) : undefined;
    const amount = typeof body.amount === "number" ? body.amount : Number.NaN;
    if (!user) return reply.code(404).send({ detail: "User not found." });
    if (!Number.isFinite(amount) || amount <= 0) return reply.code(400).send({ amount: ["Enter a valid amount."] });
    // A top-up is a movement of the balance: the balance takes it as the transaction says (docs/decisions/099).
    transaction(db, () => {
      db.prepare("INSERT INTO transactions (account_id, created_at, description, amount_cents, vat_cents) VALUES (?, ?, ?, ?, 0)").run(
        user.id,
        nowSeconds(),
        "Balance top-up by card",
        Math.round(amount * 100),
      );
      db.prepare("UPDATE users SET balance_cents = balance_cents + ? WHERE id = ?").run(Math.round(amount * 100), user.id);
    });
    return reply.code(201).send({ ok: true });
  });

  app.get("/sandbox/api/partner/referrals", async () => ({
    referrals: db.prepare("SELECT r.*, u.email FROM partner_referrals r JOIN users u ON u.id = r.referred_account_id ORDER BY r.created_at DESC").all(),
  }));
}
