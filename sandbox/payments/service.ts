import type { SandboxContext } from "../context";
import { nowSeconds, parseJson, transaction } from "../db/database";
import { newToken } from "../auth/session";
import { addMonths, today } from "../rules/dates";
import { ApiError, notFound } from "../http";
import { balanceShares } from "../rules/ledger";
import { orderPaid } from "../orders/provisioning";
import { PREPAYMENT, vatTreatment, type VatTreatment } from "@/lib/vat/vat";
import { invoiceVat, privateCustomer, vatCents } from "./vat";
import { newCardLast4 } from "./saved-card";

export type PaymentKind = "balance" | "order" | "invoices" | "tariff" | "card_setup";

export interface PaymentItems {
  orderIds?: number[];
  invoiceIds?: number[];
  tariff?: { orderId: number; planSlug: string; priceCents: number; diskGb: number | null; cpu?: number | null; memoryGb?: number | null };
  /** Part of the amount taken from the balance when the payment completes. */
  balanceCents?: number;
  /** The promo code the checkout applied to the order (issue 37: the payment page's summary names it). */
  promo?: { code: string; percent: number; months: number };
}

export interface PaymentRow {
  ref: string;
  account_id: number;
  kind: PaymentKind;
  amount_cents: number;
  items: string;
  status: "new" | "pending" | "paid" | "failed";
  provider: string | null;
  currency: string | null;
  charge_cents: number | null;
  save_payment_method: number;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
  reference: string | null;
}

export function createPayment(ctx: SandboxContext, accountId: number, kind: PaymentKind, amountCents: number, items: PaymentItems = {}): PaymentRow {
  const ref = `p_${newToken(12)}`;
  const now = nowSeconds();
  ctx.db
    .prepare("INSERT INTO payments (ref, account_id, kind, amount_cents, items, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .run(ref, accountId, kind, amountCents, JSON.stringify(items), now, now);
  return getPayment(ctx, ref)!;
}

export function getPayment(ctx: SandboxContext, ref: string): PaymentRow | undefined {
  return ctx.db.prepare("SELECT * FROM payments WHERE ref = ?").get(ref) as PaymentRow | undefined;
}

export function getOwnPayment(ctx: SandboxContext, ref: string, accountId: number): PaymentRow {
  const p = getPayment(ctx, ref);
  if (!p || p.account_id !== accountId) throw notFound("Payment not found.");
  return p;
}

export const paymentItems = (p: PaymentRow): PaymentItems => parseJson<PaymentItems>(p.items, {});

function publishPayment(ctx: SandboxContext, p: PaymentRow, status: string, extra: { invoiceId?: string; network?: string } = {}): void {
  ctx.realtime.publish(p.account_id, { type: "payment.status", paymentRef: p.ref, provider: p.provider, status, ...extra });
}

export function publishBalance(ctx: SandboxContext, accountId: number): void {
  const row = ctx.db.prepare("SELECT balance_cents FROM users WHERE id = ?").get(accountId) as { balance_cents: number };
  ctx.realtime.publish(accountId, { type: "balance.changed", balance: row.balance_cents / 100, currency: "EUR" });
}

/**
 * A movement of the balance (docs/decisions/099): the only kind of row the transaction history holds. A top-up
 * is a prepayment without VAT; balance used for an invoice carries that invoice's VAT (decision 162).
 */
function addTransaction(
  ctx: SandboxContext,
  accountId: number,
  description: string,
  cents: number,
  paymentRef: string,
  vat: VatTreatment = PREPAYMENT,
): number {
  const r = ctx.db
    .prepare("INSERT INTO transactions (account_id, created_at, description, amount_cents, vat_cents, payment_ref) VALUES (?, ?, ?, ?, ?, ?)")
    .run(accountId, nowSeconds(), description, cents, vatCents(cents, vat), paymentRef);
  return Number(r.lastInsertRowid);
}

export interface CompleteExtra {
  invoiceId?: string;
  network?: string;
  /** The outside reference of the money (card session, crypto invoice, corporate invoice); the payment's ref otherwise. */
  reference?: string;
  /** The card saved by this payment asks for 3-D Secure on every later charge (the hosted page's choice, issue 37 item 6). */
  authenticatingCard?: boolean;
}

/**
 * Marks a payment paid and applies what it pays for. Idempotent: a paid payment is left alone.
 * The ledger (docs/decisions/099): only money that enters or leaves the balance is a transaction. A top-up
 * credits the balance; the part of a purchase taken from the balance debits it, one transaction per invoice
 * it covers; what a card, a crypto network or a corporate invoice paid is the payment's own and never a
 * transaction. Each paid invoice names the payment that settled it and its share from the balance.
 */
export function completePayment(ctx: SandboxContext, ref: string, extra: CompleteExtra = {}): PaymentRow {
  const { payment, events } = transaction(ctx.db, () => {
    const p = getPayment(ctx, ref);
    if (!p) throw notFound("Payment not found.");
    if (p.status === "paid") return { payment: p, events: [] as Array<() => void> };
    const db = ctx.db;
    const items = paymentItems(p);
    const events: Array<() => void> = [];
    const fromBalance = items.balanceCents ?? 0;
    if (p.kind === "balance") {
      db.prepare("UPDATE users SET balance_cents = balance_cents + ? WHERE id = ?").run(p.amount_cents, p.account_id);
      addTransaction(ctx, p.account_id, `Balance top-up (${p.provider ?? "payment"})`, p.amount_cents, p.ref, PREPAYMENT);
      events.push(() => publishBalance(ctx, p.account_id));
    } else {
      if (fromBalance > 0) {
        const bal = db.prepare("SELECT balance_cents FROM users WHERE id = ?").get(p.account_id) as { balance_cents: number };
        if (bal.balance_cents < fromBalance) throw new ApiError(400, ["Not enough money on the balance."]);
        db.prepare("UPDATE users SET balance_cents = balance_cents - ? WHERE id = ?").run(fromBalance, p.account_id);
        events.push(() => publishBalance(ctx, p.account_id));
      }
      if (p.kind === "order" || p.kind === "invoices") {
        const invoices = (items.invoiceIds ?? [])
          .map(
            (invoiceId) =>
              db.prepare("SELECT * FROM invoices WHERE id = ? AND account_id = ?").get(invoiceId, p.account_id) as
                { id: number; order_id: number | null; paid: number; description: string; amount_cents: number; created_at: number } | undefined,
          )
          .filter((inv): inv is NonNullable<typeof inv> => !!inv && !inv.paid);
        const shares = balanceShares(
          invoices.map((inv) => inv.amount_cents),
          fromBalance,
        );
        invoices.forEach((inv, i) => {
          const share = shares[i] ?? 0;
          db.prepare("UPDATE invoices SET paid = 1, paid_at = ?, payment_ref = ?, from_balance_cents = ? WHERE id = ?").run(nowSeconds(), p.ref, share, inv.id);
          if (share > 0) {
            const vat = invoiceVat(db, { accountId: p.account_id, paymentRef: p.ref, createdAt: new Date(inv.created_at * 1000).toISOString() });
            addTransaction(ctx, p.account_id, `Payment for invoice #${inv.id}: ${inv.description}`, -share, p.ref, vat);
          }
          if (inv.order_id) {
            const order = db.prepare("SELECT id, paid, paid_until, months FROM orders WHERE id = ?").get(inv.order_id) as
              { id: number; paid: number; paid_until: string | null; months: number } | undefined;
            if (order) {
              const from = order.paid_until && order.paid_until > today() ? order.paid_until : today();
              // Spec §4: paying (renewal) removes the cancelation mark.
              db.prepare("UPDATE orders SET paid = 1, paid_until = ?, cancel_mark = 0 WHERE id = ?").run(addMonths(from, order.months), order.id);
              const change = order.paid ? "renewed" : "paid";
              events.push(() => ctx.realtime.publish(p.account_id, { type: "order.changed", orderId: order.id, change }));
              // A first payment starts a server's provisioning; a renewal resumes a suspended one (decision 159).
              events.push(...orderPaid(ctx, order.id, p.account_id));
            }
          }
        });
      } else if (p.kind === "tariff" && items.tariff) {
        const t = items.tariff;
        // Spec §4: after the surcharge the VPS restarts and its disk grows.
        db.prepare(
          "UPDATE orders SET plan_slug = ?, price_cents = ?, disk_gb = ?, cpu = coalesce(?, cpu), memory_gb = coalesce(?, memory_gb), restarts = restarts + 1 WHERE id = ? AND account_id = ?",
        ).run(t.planSlug, t.priceCents, t.diskGb, t.cpu ?? null, t.memoryGb ?? null, t.orderId, p.account_id);
        if (fromBalance > 0) {
          const vat = vatTreatment(privateCustomer(db, p.account_id), new Date().toISOString());
          addTransaction(ctx, p.account_id, `Tariff change surcharge for order #${t.orderId}`, -fromBalance, p.ref, vat);
        }
        events.push(() => ctx.realtime.publish(p.account_id, { type: "order.changed", orderId: t.orderId, change: "tariff" }));
      }
    }
    if ((p.save_payment_method || p.kind === "card_setup") && p.provider === "card") {
      const last4 = newCardLast4(extra.authenticatingCard === true);
      // The first card an account saves is the one renewals are charged to (decision 108), so its auto-renewal is on (issue 37).
      const first = db.prepare("SELECT 1 FROM cards WHERE account_id = ? AND is_default = 1").get(p.account_id) === undefined ? 1 : 0;
      db.prepare(
        "INSERT INTO cards (account_id, brand, last4, exp, active, auto_renewal, is_default, created_at) VALUES (?, 'visa', ?, '12/30', 1, ?, ?, ?)",
      ).run(p.account_id, last4, first, first, nowSeconds());
    }
    db.prepare("UPDATE payments SET status = 'paid', paid_at = ?, reference = ?, updated_at = ? WHERE ref = ?").run(
      nowSeconds(),
      extra.reference ?? extra.invoiceId ?? p.ref,
      nowSeconds(),
      ref,
    );
    const paid = getPayment(ctx, ref)!;
    events.unshift(() => publishPayment(ctx, paid, "paid", { invoiceId: extra.invoiceId, network: extra.network }));
    return { payment: paid, events };
  });
  for (const e of events) e();
  return payment;
}

export function failPayment(
  ctx: SandboxContext,
  ref: string,
  reason: string,
  extra: { invoiceId?: string; network?: string; status?: string } = {},
): PaymentRow {
  const p = getPayment(ctx, ref);
  if (!p) throw notFound("Payment not found.");
  if (p.status === "paid") return p;
  ctx.db.prepare("UPDATE payments SET status = 'failed', updated_at = ? WHERE ref = ?").run(nowSeconds(), ref);
  const failed = getPayment(ctx, ref)!;
  publishPayment(ctx, failed, extra.status ?? "failed", { invoiceId: extra.invoiceId, network: extra.network });
  void reason;
  return failed;
}

export function markPending(ctx: SandboxContext, ref: string, extra: { invoiceId?: string; network?: string; status?: string } = {}): void {
  const p = getPayment(ctx, ref);
  if (!p || p.status === "paid") return;
  ctx.db.prepare("UPDATE payments SET status = 'pending', updated_at = ? WHERE ref = ?").run(nowSeconds(), ref);
  publishPayment(ctx, getPayment(ctx, ref)!, extra.status ?? "pending", { invoiceId: extra.invoiceId, network: extra.network });
}
