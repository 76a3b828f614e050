import type { Caller } from "@sandbox/auth/guard";
import { getUser } from "@sandbox/auth/users";
import { isoAt, iso, money, need, type GqlContext } from "../context";
import { check } from "../errors";
import type { InvoiceResolvers, PaymentKind, PaymentResolvers, QueryResolvers, Transaction, TransactionResolvers } from "../generated/resolvers-types";
import type { InvoiceModel, PaymentModel } from "../models";
import type { PaymentRow } from "@sandbox/payments/service";
import { ledgerText, withLanguage } from "@sandbox/i18n";
import { all, count, one, type InvoiceRow, type TransactionRow } from "@sandbox/db/rows";
import { autoTopUpOf } from "./payment-methods";
import { vatSplit } from "@/lib/order-total";
import { invoiceVat } from "@sandbox/payments/vat";

const txView = (t: TransactionRow): Transaction => ({
  id: t.id,
  date: isoAt(t.created_at),
  description: t.description,
  amount: money(t.amount_cents),
  vat: money(t.vat_cents),
  amountWithoutVat: money(t.amount_cents - t.vat_cents),
  currency: t.currency,
  paymentRef: t.payment_ref,
});

const invoiceView = (i: InvoiceRow): InvoiceModel => ({
  id: i.id,
  orderId: i.order_id,
  description: i.description,
  amount: money(i.amount_cents),
  currency: i.currency,
  paid: !!i.paid,
  createdAt: isoAt(i.created_at),
  paidAt: iso(i.paid_at),
  pdfUrl: `/my/api/invoices/${i.id}/pdf/`,
  paymentRef: i.paid ? i.payment_ref : null,
  paidFromBalance: money(i.from_balance_cents),
  accountId: i.account_id,
});

const PAYMENT_KINDS: readonly PaymentKind[] = ["balance", "order", "invoices", "tariff"];
/** Payments the customer sees: paid ones that moved money (a card saved without a purchase is not one). */
const LISTED = "status = 'paid' AND kind IN ('balance', 'order', 'invoices', 'tariff')";

const paymentView = (p: PaymentRow): PaymentModel => {
  const charged = p.charge_cents ?? p.amount_cents;
  return {
    ref: p.ref,
    kind: PAYMENT_KINDS.find((k) => k === p.kind) ?? "order",
    method: p.provider ?? "balance",
    paidAt: isoAt(p.paid_at ?? p.updated_at),
    amount: money(p.amount_cents),
    fromBalance: money(p.kind === "balance" ? 0 : p.amount_cents - charged),
    charged: money(charged),
    currency: "EUR",
    reference: p.reference ?? p.ref,
    accountId: p.account_id,
  };
};

function txFilter(c: Caller, from?: string | null, to?: string | null) {
  const where = ["account_id = ?"];
  const params: Array<number | string> = [c.account.id];
  const dateRe = /^\d{4}-\d{2}-\d{2}$/;
  check({ from: from && !dateRe.test(from) ? ["Use YYYY-MM-DD."] : [], to: to && !dateRe.test(to) ? ["Use YYYY-MM-DD."] : [] });
  if (from && to && from > to) check({ to: ["The period end is before its start."] });
  if (from) {
    where.push("created_at >= ?");
    params.push(Date.parse(`${from}T00:00:00Z`) / 1000);
  }
  if (to) {
    where.push("created_at < ?");
    params.push(Date.parse(`${to}T00:00:00Z`) / 1000 + 86400);
  }
  return { where: where.join(" AND "), params };
}

const pageOf = (page: number | null | undefined, pageSize: number | null | undefined) => ({
  page: Math.max(1, page ?? 1),
  size: Math.min(100, Math.max(1, pageSize ?? 20)),
});

export const query: QueryResolvers = {
  financeSummary: (_parent, _args, g) => {
    const c = need(g);
    const db = g.ctx.db;
    const debt = one<{ s: number; n: number }>(
      db,
      "SELECT coalesce(sum(amount_cents), 0) AS s, count(*) AS n FROM invoices WHERE account_id = ? AND paid = 0",
      c.account.id,
    );
    const next = one<{ d: string | null }>(db, "SELECT min(paid_until) AS d FROM orders WHERE account_id = ? AND paid = 1 AND cancel_mark = 0", c.account.id);
    const cards = count(db, "SELECT count(*) AS n FROM cards WHERE account_id = ? AND active = 1", c.account.id);
    const recent = all<TransactionRow>(db, "SELECT * FROM transactions WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT 5", c.account.id);
    return {
      balance: money(getUser(db, c.account.id)?.balance_cents ?? 0),
      currency: "EUR",
      debt: money(debt?.s ?? 0),
      unpaidInvoices: debt?.n ?? 0,
      nextCharge: next?.d ?? null,
      hasSavedCards: c.isOwner && cards > 0,
      autoTopUp: c.isOwner ? autoTopUpOf(g, c.account.id) : null,
      recentTransactions: recent.map(txView),
    };
  },
  transactions: (_parent, args, g) => {
    const c = need(g);
    const db = g.ctx.db;
    const { where, params } = txFilter(c, args.from, args.to);
    const { page, size } = pageOf(args.page, args.pageSize);
    const total = count(db, `SELECT count(*) AS n FROM transactions WHERE ${where}`, ...params);
    const items = all<TransactionRow>(
      db,
      `SELECT * FROM transactions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      ...params,
      size,
      (page - 1) * size,
    );
    const qs = new URLSearchParams();
    if (args.from) qs.set("from", args.from);
    if (args.to) qs.set("to", args.to);
    return {
      items: items.map(txView),
      total,
      page,
      pageSize: size,
      hasNext: page * size < total,
      csvUrl: withLanguage(`/my/api/transactions.csv${qs.size ? `?${qs}` : ""}`, g.language),
    };
  },
  paidInvoices: (_parent, args, g) => {
    const c = need(g);
    const db = g.ctx.db;
    const { page, size } = pageOf(args.page, args.pageSize);
    const total = count(db, "SELECT count(*) AS n FROM invoices WHERE account_id = ? AND paid = 1", c.account.id);
    const items = all<InvoiceRow>(
      db,
      "SELECT * FROM invoices WHERE account_id = ? AND paid = 1 ORDER BY paid_at DESC, id DESC LIMIT ? OFFSET ?",
      c.account.id,
      size,
      (page - 1) * size,
    );
    return { items: items.map(invoiceView), total, page, pageSize: size, hasNext: page * size < total };
  },
  payments: (_parent, args, g) => {
    const c = need(g);
    const db = g.ctx.db;
    const { page, size } = pageOf(args.page, args.pageSize);
    const total = count(db, `SELECT count(*) AS n FROM payments WHERE account_id = ? AND ${LISTED}`, c.account.id);
    const items = all<PaymentRow>(
      db,
      `SELECT * FROM payments WHERE account_id = ? AND ${LISTED} ORDER BY coalesce(paid_at, updated_at) DESC, created_at DESC LIMIT ? OFFSET ?`,
      c.account.id,
      size,
      (page - 1) * size,
    );
    return { items: items.map(paymentView), total, page, pageSize: size, hasNext: page * size < total };
  },
  payment: (_parent, args, g) => {
    const c = need(g);
    const row = one<PaymentRow>(g.ctx.db, `SELECT * FROM payments WHERE ref = ? AND account_id = ? AND ${LISTED}`, String(args.ref), c.account.id);
    return row ? paymentView(row) : null;
  },
  debts: (_parent, _args, g) =>
    all<InvoiceRow>(g.ctx.db, "SELECT * FROM invoices WHERE account_id = ? AND paid = 0 ORDER BY created_at", need(g).account.id).map(invoiceView),
};

/** Ledger texts in the reader's language, wherever a transaction or invoice is answered (issue 19). */
export const TransactionFields: TransactionResolvers = { description: (t, _args, g) => ledgerText(t.description, g.language ?? "en") };
/** The VAT rate included in an invoice (sandbox/payments/vat.ts, decision 162). */
const invoiceVatRate = (i: InvoiceModel, g: GqlContext): number => invoiceVat(g.ctx.db, i).rate;

export const InvoiceFields: InvoiceResolvers = {
  description: (i, _args, g) => ledgerText(i.description, g.language ?? "en"),
  vatRate: (i, _args, g) => invoiceVatRate(i, g),
  amountWithoutVat: (i, _args, g) => vatSplit(i.amount, invoiceVatRate(i, g)).net,
  vat: (i, _args, g) => vatSplit(i.amount, invoiceVatRate(i, g)).vat,
  pdfUrl: (i, _args, g) => withLanguage(i.pdfUrl, g.language),
  payment: (i, _args, g) => {
    if (!i.paymentRef) return null;
    const row = one<PaymentRow>(g.ctx.db, "SELECT * FROM payments WHERE ref = ? AND account_id = ?", i.paymentRef, i.accountId);
    return row ? paymentView(row) : null;
  },
};
export const PaymentFields: PaymentResolvers = {
  invoices: (p, _args, g) =>
    all<InvoiceRow>(g.ctx.db, "SELECT * FROM invoices WHERE payment_ref = ? AND account_id = ? ORDER BY id", p.ref, p.accountId).map(invoiceView),
};
