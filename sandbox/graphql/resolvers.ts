import type { SandboxContext } from "../context";
import type { Caller } from "../auth/guard";
import { isProfileComplete, generalProjectId, getUser, getUserByEmail } from "../auth/users";
import { nowSeconds, parseJson, transaction } from "../db/database";
import { addMonths, isValidDayOfMonth, nextDateForDay, today } from "../rules/dates";
import { validateLegalEntity } from "../rules/legal-entity";
import { ORDER_NAME_MAX, PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX, SSH_KEY_NAME_MAX, TAGS_PER_ORDER_MAX, TAG_MAX } from "../rules/limits";
import { cleanTicketText, ticketTextErrors } from "../../src/lib/rules/tickets";
import { createPayment, completePayment, publishBalance } from "../payments/service";
import { fromCurrency, isCurrency, toCurrency } from "../payments/providers";
import { findPlan } from "../rest/catalog";
import { TERM_DISCOUNTS } from "../db/catalog-data";
import { check, gqlError, notFound } from "./errors";

export interface GqlContext {
  ctx: SandboxContext;
  caller: Caller | null;
}

type Row = Record<string, unknown>;
const iso = (s: number | null | undefined) => (s ? new Date(s * 1000).toISOString() : null);
const money = (cents: number) => Math.round(cents) / 100;
const id = (v: unknown) => Number(v);

function need(g: GqlContext): Caller {
  if (!g.caller) throw gqlError("UNAUTHENTICATED", "Authentication credentials were not provided.");
  return g.caller;
}

function owner(g: GqlContext): Caller {
  const c = need(g);
  if (!c.isOwner) throw gqlError("FORBIDDEN", "Saved payment methods are available to the account owner only.");
  return c;
}

/** Support staff shown next to tickets (spec §6: statuses online, offline, break). */
export const SUPPORT_STAFF = [
  { id: "1", name: "Maria", status: "online" },
  { id: "2", name: "Dmitry", status: "break" },
  { id: "3", name: "Lena", status: "offline" },
] as const;

export function createRoot() {
  const db = (g: GqlContext) => g.ctx.db;

  // ---- views ----------------------------------------------------------------------------------
  const orderView = (g: GqlContext, o: Row): Row => {
    const paidUntil = (o.paid_until as string | null) ?? null;
    const overdue = paidUntil && paidUntil < today() ? Math.floor((Date.parse(today()) - Date.parse(paidUntil)) / 86400000) : 0;
    return {
      id: o.id,
      type: o.type,
      name: o.name,
      planSlug: o.plan_slug,
      tags: parseJson<string[]>(o.tags as string, []),
      project: () => projectView(g, db(g).prepare("SELECT * FROM projects WHERE id = ?").get(o.project_id as number) as Row),
      paid: !!o.paid,
      paidUntil,
      overdueDays: overdue,
      cancelMark: !!o.cancel_mark,
      comment: o.comment,
      price: money(o.price_cents as number),
      months: o.months ?? 1,
      diskGb: o.disk_gb,
      restarts: o.restarts,
    };
  };
  const projectView = (g: GqlContext, p: Row): Row => {
    const orders = () => (db(g).prepare("SELECT * FROM orders WHERE project_id = ? ORDER BY id").all(p.id as number) as Row[]).map((o) => orderView(g, o));
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      isGeneral: !!p.is_general,
      orders,
      orderCount: () => (db(g).prepare("SELECT count(*) AS n FROM orders WHERE project_id = ?").get(p.id as number) as { n: number }).n,
    };
  };
  const txView = (t: Row): Row => ({
    id: t.id,
    date: iso(t.created_at as number),
    description: t.description,
    amount: money(t.amount_cents as number),
    vat: money(t.vat_cents as number),
    amountWithoutVat: money((t.amount_cents as number) - (t.vat_cents as number)),
    currency: t.currency,
  });
  const invoiceView = (i: Row): Row => ({
    id: i.id,
    orderId: i.order_id,
    description: i.description,
    amount: money(i.amount_cents as number),
    currency: i.currency,
    paid: !!i.paid,
    createdAt: iso(i.created_at as number),
    paidAt: iso(i.paid_at as number | null),
    pdfUrl: `/my/api/invoices/${i.id}/pdf/`,
  });
  const leView = (l: Row): Row => ({
    id: l.id,
    company: l.company,
    country: l.country,
    city: l.city,
    address: l.address,
    vatId: l.vat_id,
    currency: l.currency,
    balance: money(l.balance_cents as number),
    overdraft: money(l.overdraft_cents as number),
    createActs: !!l.create_acts,
    invoiceEmails: parseJson<string[]>(l.invoice_emails as string, []),
    verification: String(l.verification).toUpperCase(),
    canInvoice: l.verification === "verified",
  });
  const corpView = (g: GqlContext, c: Row): Row => ({
    id: c.id,
    createdAt: iso(c.created_at as number),
    legalEntity: () => leView(db(g).prepare("SELECT * FROM legal_entities WHERE id = ?").get(c.legal_entity_id as number) as Row),
    amount: money(c.amount_cents as number),
    currency: c.currency,
    confirmed: !!c.confirmed,
    paid: !!c.paid,
    transactionId: c.transaction_id,
    pdfUrl: `/my/api/corporate-invoices/${c.id}/pdf/`,
  });
  const recurringView = (g: GqlContext, r: Row): Row => {
    const ids = parseJson<number[]>(r.order_ids as string, []);
    const orders = () => {
      const rows = r.all_orders
        ? (db(g).prepare("SELECT * FROM orders WHERE account_id = ? ORDER BY id").all(r.account_id as number) as Row[])
        : (ids.map((i) => db(g).prepare("SELECT * FROM orders WHERE id = ? AND account_id = ?").get(i, r.account_id as number)).filter(Boolean) as Row[]);
      return rows.map((o) => orderView(g, o));
    };
    return {
      id: r.id,
      legalEntity: () => leView(db(g).prepare("SELECT * FROM legal_entities WHERE id = ?").get(r.legal_entity_id as number) as Row),
      issueDay: r.issue_day,
      periodMonths: r.period_months,
      currency: r.currency,
      allOrders: !!r.all_orders,
      orders,
      orderCount: () => (orders() as Row[]).length,
      allowOverdraft: !!r.allow_overdraft,
      lastPayment: r.last_payment,
      nextPayment: r.last_payment
        ? nextDateForDay(r.issue_day as number, new Date(Math.max(Date.parse(addMonths(r.last_payment as string, (r.period_months as number) - 1)), Date.now() - 86400000)), r.period_months as number)
        : nextDateForDay(r.issue_day as number, new Date(), 1),
    };
  };
  const topUpView = (t: Row | undefined): Row | null =>
    t ? { day: t.day, amount: isCurrency(t.currency) ? toCurrency(t.amount_cents as number, t.currency) : money(t.amount_cents as number), currency: t.currency, cardId: t.card_id, nextPayment: nextDateForDay(t.day as number, new Date()) } : null;
  const cardView = (c: Row): Row => ({ id: c.id, brand: c.brand, last4: c.last4, exp: c.exp, active: !!c.active, autoRenewal: !!c.auto_renewal });
  const sshView = (k: Row): Row => ({ id: k.id, name: k.name, publicKey: k.public_key, defaultForVps: !!k.default_for_vps });
  const ticketView = (t: Row): Row => ({ id: t.id, subject: t.subject, message: t.message, orderId: t.order_id, status: t.status, createdAt: iso(t.created_at as number) });

  // ---- lookups scoped to the caller's account ----------------------------------------------------
  const own = (g: GqlContext, table: string, rawId: unknown, what: string): Row => {
    const c = need(g);
    const row = db(g).prepare(`SELECT * FROM ${table} WHERE id = ? AND account_id = ?`).get(id(rawId), c.account.id) as Row | undefined;
    if (!row) throw notFound(what);
    return row;
  };
  const orderChanged = (g: GqlContext, orderId: number, change: "canceled" | "cancel_mark" | "deleted" | "transferred" | "updated", accountId = need(g).account.id) =>
    g.ctx.realtime.publish(accountId, { type: "order.changed", orderId, change });

  const txFilter = (c: Caller, from?: string | null, to?: string | null) => {
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
  };

  const validateProject = (input: { name: string; description?: string | null }) => {
    const name = input.name.trim();
    check({
      name: !name ? ["This field is required"] : name.length > PROJECT_NAME_MAX ? [`Ensure this field has no more than ${PROJECT_NAME_MAX} characters.`] : [],
      description: (input.description ?? "").length > PROJECT_DESCRIPTION_MAX ? [`Ensure this field has no more than ${PROJECT_DESCRIPTION_MAX} characters.`] : [],
    });
    return { name, description: (input.description ?? "").trim() };
  };

  const leFields = (input: Row) => {
    const values = {
      company: String(input.company ?? "").trim(),
      country: String(input.country ?? "").trim().toUpperCase(),
      city: String(input.city ?? "").trim(),
      address: String(input.address ?? "").trim(),
      vatId: input.vatId ? String(input.vatId).replace(/\s/g, "").toUpperCase() : null,
      currency: input.currency ? String(input.currency) : "EUR",
      createActs: !!input.createActs,
      invoiceEmails: Array.isArray(input.invoiceEmails) ? (input.invoiceEmails as string[]).map((e) => e.trim()) : [],
    };
    const errors: Record<string, string[]> = {};
    for (const e of validateLegalEntity(values)) (errors[e.field] ??= []).push(e.message);
    if (!isCurrency(values.currency)) (errors.currency ??= []).push("Select a valid currency.");
    check(errors);
    return values;
  };

  const validateSsh = (input: Row) => {
    const name = String(input.name ?? "").trim();
    const key = String(input.publicKey ?? "").trim();
    check({
      name: !name ? ["This field is required"] : name.length > SSH_KEY_NAME_MAX ? [`Ensure this field has no more than ${SSH_KEY_NAME_MAX} characters.`] : [],
      publicKey: !/^(ssh-(rsa|ed25519|dss)|ecdsa-sha2-nistp(256|384|521)) [A-Za-z0-9+/=]{16,}( .*)?$/.test(key) ? ["Enter a valid public SSH key."] : [],
    });
    return { name, key, def: !!input.defaultForVps };
  };

  const recurringFields = (g: GqlContext, c: Caller, input: Row) => {
    const le = own(g, "legal_entities", input.legalEntityId, "Legal entity");
    const day = Number(input.issueDay);
    const period = Number(input.periodMonths);
    const orderIds = Array.isArray(input.orderIds) ? (input.orderIds as unknown[]).map(Number) : [];
    const foreign = orderIds.filter((o) => !db(g).prepare("SELECT 1 FROM orders WHERE id = ? AND account_id = ?").get(o, c.account.id));
    check({
      issueDay: isValidDayOfMonth(day) ? [] : ["The issue day must be from 1 to 31."],
      periodMonths: [1, 3, 6, 12].includes(period) ? [] : ["The period must be 1, 3, 6 or 12 months."],
      currency: isCurrency(input.currency) ? [] : ["Select a valid currency."],
      orderIds: !input.allOrders && orderIds.length === 0 ? ["Choose at least one order."] : foreign.length ? ["Unknown order."] : [],
      legalEntityId: le.verification !== "verified" ? ["The legal entity has not been verified yet."] : [],
    });
    return { le, day, period, orderIds: input.allOrders ? [] : orderIds };
  };

  return {
    // ---- queries ------------------------------------------------------------------------------
    me: (_: unknown, g: GqlContext) => {
      const c = need(g);
      return { id: c.user.id, email: c.user.email, isOwner: c.isOwner, accountId: c.account.id, balance: money(c.account.balance_cents), profileComplete: isProfileComplete(c.account), emailVerified: !!c.account.email_verified };
    },
    limits: () => ({ orderNameMax: ORDER_NAME_MAX, projectNameMax: PROJECT_NAME_MAX, projectDescriptionMax: PROJECT_DESCRIPTION_MAX, tagMax: TAG_MAX, tagsPerOrderMax: TAGS_PER_ORDER_MAX }),
    financeSummary: (_: unknown, g: GqlContext) => {
      const c = need(g);
      const debt = db(g).prepare("SELECT coalesce(sum(amount_cents), 0) AS s, count(*) AS n FROM invoices WHERE account_id = ? AND paid = 0").get(c.account.id) as { s: number; n: number };
      const next = db(g).prepare("SELECT min(paid_until) AS d FROM orders WHERE account_id = ? AND paid = 1 AND cancel_mark = 0").get(c.account.id) as { d: string | null };
      const cards = db(g).prepare("SELECT count(*) AS n FROM cards WHERE account_id = ? AND active = 1").get(c.account.id) as { n: number };
      const recent = db(g).prepare("SELECT * FROM transactions WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT 5").all(c.account.id) as Row[];
      return {
        balance: money(getUser(db(g), c.account.id)!.balance_cents),
        currency: "EUR",
        debt: money(debt.s),
        unpaidInvoices: debt.n,
        nextCharge: next.d,
        hasSavedCards: c.isOwner && cards.n > 0,
        autoTopUp: c.isOwner ? topUpView(db(g).prepare("SELECT * FROM auto_topups WHERE account_id = ?").get(c.account.id) as Row | undefined) : null,
        recentTransactions: recent.map(txView),
      };
    },
    transactions: (args: { from?: string | null; to?: string | null; page: number; pageSize: number }, g: GqlContext) => {
      const c = need(g);
      const { where, params } = txFilter(c, args.from, args.to);
      const page = Math.max(1, args.page ?? 1);
      const size = Math.min(100, Math.max(1, args.pageSize ?? 20));
      const total = (db(g).prepare(`SELECT count(*) AS n FROM transactions WHERE ${where}`).get(...params) as { n: number }).n;
      const items = db(g).prepare(`SELECT * FROM transactions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...params, size, (page - 1) * size) as Row[];
      const qs = new URLSearchParams();
      if (args.from) qs.set("from", args.from);
      if (args.to) qs.set("to", args.to);
      return { items: items.map(txView), total, page, pageSize: size, hasNext: page * size < total, csvUrl: `/my/api/transactions.csv${qs.size ? `?${qs}` : ""}` };
    },
    paidInvoices: (args: { page: number; pageSize: number }, g: GqlContext) => {
      const c = need(g);
      const page = Math.max(1, args.page ?? 1);
      const size = Math.min(100, Math.max(1, args.pageSize ?? 20));
      const total = (db(g).prepare("SELECT count(*) AS n FROM invoices WHERE account_id = ? AND paid = 1").get(c.account.id) as { n: number }).n;
      const items = db(g).prepare("SELECT * FROM invoices WHERE account_id = ? AND paid = 1 ORDER BY paid_at DESC, id DESC LIMIT ? OFFSET ?").all(c.account.id, size, (page - 1) * size) as Row[];
      return { items: items.map(invoiceView), total, page, pageSize: size, hasNext: page * size < total };
    },
    debts: (_: unknown, g: GqlContext) => (db(g).prepare("SELECT * FROM invoices WHERE account_id = ? AND paid = 0 ORDER BY created_at").all(need(g).account.id) as Row[]).map(invoiceView),
    corporateInvoices: (args: { legalEntityId?: string | null }, g: GqlContext) => {
      const c = need(g);
      const rows = args.legalEntityId
        ? db(g).prepare("SELECT * FROM corporate_invoices WHERE account_id = ? AND legal_entity_id = ? ORDER BY id DESC").all(c.account.id, id(args.legalEntityId))
        : db(g).prepare("SELECT * FROM corporate_invoices WHERE account_id = ? ORDER BY id DESC").all(c.account.id);
      return (rows as Row[]).map((r) => corpView(g, r));
    },
    recurringPayments: (_: unknown, g: GqlContext) => (db(g).prepare("SELECT * FROM recurring_payments WHERE account_id = ? ORDER BY id").all(need(g).account.id) as Row[]).map((r) => recurringView(g, r)),
    recurringPayment: (args: { id: string }, g: GqlContext) => recurringView(g, own(g, "recurring_payments", args.id, "Recurring payment")),
    legalEntities: (_: unknown, g: GqlContext) => (db(g).prepare("SELECT * FROM legal_entities WHERE account_id = ? ORDER BY id").all(need(g).account.id) as Row[]).map(leView),
    legalEntity: (args: { id: string }, g: GqlContext) => leView(own(g, "legal_entities", args.id, "Legal entity")),
    autoTopUp: (_: unknown, g: GqlContext) => topUpView(db(g).prepare("SELECT * FROM auto_topups WHERE account_id = ?").get(owner(g).account.id) as Row | undefined),
    savedCards: (_: unknown, g: GqlContext) => (db(g).prepare("SELECT * FROM cards WHERE account_id = ? ORDER BY id").all(owner(g).account.id) as Row[]).map(cardView),
    projects: (_: unknown, g: GqlContext) => {
      const c = need(g);
      generalProjectId(db(g), c.account.id);
      return (db(g).prepare("SELECT * FROM projects WHERE account_id = ? ORDER BY is_general DESC, id").all(c.account.id) as Row[]).map((p) => projectView(g, p));
    },
    project: (args: { id: string }, g: GqlContext) => projectView(g, own(g, "projects", args.id, "Project")),
    orders: (args: { projectId?: string | null; type?: string | null }, g: GqlContext) => {
      const c = need(g);
      let rows = db(g).prepare("SELECT * FROM orders WHERE account_id = ? ORDER BY id").all(c.account.id) as Row[];
      if (args.projectId) rows = rows.filter((o) => o.project_id === id(args.projectId));
      if (args.type) rows = rows.filter((o) => o.type === args.type);
      return rows.map((o) => orderView(g, o));
    },
    order: (args: { id: string }, g: GqlContext) => orderView(g, own(g, "orders", args.id, "Order")),
    tags: (_: unknown, g: GqlContext) => {
      const rows = db(g).prepare("SELECT tags FROM orders WHERE account_id = ?").all(need(g).account.id) as Array<{ tags: string }>;
      return [...new Set(rows.flatMap((r) => parseJson<string[]>(r.tags, [])))].sort();
    },
    sshKeys: (_: unknown, g: GqlContext) => (db(g).prepare("SELECT * FROM ssh_keys WHERE account_id = ? ORDER BY id").all(need(g).account.id) as Row[]).map(sshView),
    supportStaff: (_: unknown, g: GqlContext) => {
      need(g);
      return SUPPORT_STAFF;
    },
    tickets: (_: unknown, g: GqlContext) => (db(g).prepare("SELECT * FROM tickets WHERE account_id = ? ORDER BY id DESC").all(need(g).account.id) as Row[]).map(ticketView),

    // ---- mutations ----------------------------------------------------------------------------
    createOrder: (args: { input: Row }, g: GqlContext) => {
      const c = need(g);
      // Spec §6: creating new orders needs completed account verification.
      if (!isProfileComplete(c.account)) throw gqlError("FORBIDDEN", "Please fill in the personal data", undefined);
      if (!c.account.email_verified) throw gqlError("FORBIDDEN", "Complete account verification to create new orders");
      const plan = findPlan(g.ctx, String(args.input.planSlug));
      if (!plan) throw notFound("Plan");
      const months = Number(args.input.months);
      const count = Number(args.input.count ?? 1);
      const location = args.input.location ? String(args.input.location) : null;
      check({
        months: plan.months.includes(months) ? [] : [`Choose one of ${plan.months.join(", ")} months.`],
        count: Number.isInteger(count) && count >= 1 && count <= 20 ? [] : ["The count must be from 1 to 20."],
        location: location && !plan.locations.includes(location) ? ["This plan is not offered in that location."] : [],
        name: args.input.name && String(args.input.name).length > ORDER_NAME_MAX ? [`Ensure this field has no more than ${ORDER_NAME_MAX} characters.`] : [],
      });
      // Spec §5: a promo code counts only once the customer has applied it; its percentage covers
      // min(promo months, term months) of the term (the same rule as the checkout's order sidebar).
      const promoCode = args.input.promoCode ? String(args.input.promoCode).trim() : "";
      const promo = promoCode
        ? (db(g)
            .prepare("SELECT p.code, p.percent, p.months FROM promo_codes p JOIN promo_applications a ON a.code = p.code AND a.account_id = ? WHERE p.code = ? AND p.active = 1")
            .get(c.account.id, promoCode) as { code: string; percent: number; months: number } | undefined)
        : undefined;
      check({ promoCode: promoCode && !promo ? ["This promo code has not been applied to your account or has expired."] : [] });
      return transaction(db(g), () => {
        const projectId = args.input.projectId ? (own(g, "projects", args.input.projectId, "Project").id as number) : generalProjectId(db(g), c.account.id);
        const unit = Math.round(plan.priceEur * months * (100 - (TERM_DISCOUNTS[months] ?? 0)));
        const discount = promo ? Math.round((unit * count * promo.percent * Math.min(promo.months, months)) / months / 100) : 0;
        const orderIds: number[] = [];
        const invoiceIds: number[] = [];
        for (let i = 0; i < count; i++) {
          const r = db(g)
            .prepare("INSERT INTO orders (account_id, project_id, type, name, plan_slug, months, price_cents, paid, disk_gb, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)")
            .run(c.account.id, projectId, plan.orderType, String(args.input.name ?? `${plan.name}${count > 1 ? ` #${i + 1}` : ""}`), plan.slug, months, unit, plan.tariff.hdd_space, nowSeconds());
          const oid = Number(r.lastInsertRowid);
          orderIds.push(oid);
          // The discount is booked on the first invoice, so the invoices add up to the payment.
          const amount = i === 0 ? unit - discount : unit;
          const description = `${plan.name}: ${months} month(s)${i === 0 && promo ? ` (promo ${promo.code})` : ""}`;
          const inv = db(g).prepare("INSERT INTO invoices (account_id, order_id, description, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)").run(c.account.id, oid, description, amount, nowSeconds());
          invoiceIds.push(Number(inv.lastInsertRowid));
        }
        const payment = createPayment(g.ctx, c.account.id, "order", unit * count - discount, { orderIds, invoiceIds });
        return {
          orders: orderIds.map((o) => orderView(g, db(g).prepare("SELECT * FROM orders WHERE id = ?").get(o) as Row)),
          paymentRef: payment.ref,
          amount: money(unit * count - discount),
        };
      });
    },

    createCorporateInvoice: (args: { input: Row }, g: GqlContext) => {
      const c = need(g);
      const le = own(g, "legal_entities", args.input.legalEntityId, "Legal entity");
      const amount = Number(args.input.amount);
      check({
        legalEntityId: le.verification !== "verified" ? ["The legal entity has not been verified yet."] : [],
        amount: !(amount > 1) ? ["The amount must be more than 1."] : [],
      });
      // The amount is in the legal entity's currency.
      const r = db(g)
        .prepare("INSERT INTO corporate_invoices (account_id, legal_entity_id, amount_cents, currency, created_at) VALUES (?, ?, ?, ?, ?)")
        .run(c.account.id, le.id as number, Math.round(amount * 100), le.currency as string, nowSeconds());
      return corpView(g, db(g).prepare("SELECT * FROM corporate_invoices WHERE id = ?").get(Number(r.lastInsertRowid)) as Row);
    },
    confirmCorporateInvoice: (args: { id: string }, g: GqlContext) => {
      const inv = own(g, "corporate_invoices", args.id, "Corporate invoice");
      if (inv.confirmed) throw gqlError("CONFLICT", "The invoice is already confirmed.");
      db(g).prepare("UPDATE corporate_invoices SET confirmed = 1 WHERE id = ?").run(inv.id as number);
      return corpView(g, { ...inv, confirmed: 1 });
    },
    deleteCorporateInvoice: (args: { id: string }, g: GqlContext) => {
      const inv = own(g, "corporate_invoices", args.id, "Corporate invoice");
      if (inv.confirmed) throw gqlError("CONFLICT", "A confirmed invoice has been sent for checking and cannot be deleted.");
      db(g).prepare("DELETE FROM corporate_invoices WHERE id = ?").run(inv.id as number);
      if (inv.payment_ref) db(g).prepare("UPDATE payments SET status = 'failed' WHERE ref = ? AND status != 'paid'").run(inv.payment_ref as string);
      return String(inv.id);
    },

    createRecurringPayment: (args: { input: Row }, g: GqlContext) => {
      const c = need(g);
      const f = recurringFields(g, c, args.input);
      const r = db(g)
        .prepare("INSERT INTO recurring_payments (account_id, legal_entity_id, issue_day, period_months, currency, all_orders, order_ids, allow_overdraft, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
        .run(c.account.id, f.le.id as number, f.day, f.period, String(args.input.currency), args.input.allOrders ? 1 : 0, JSON.stringify(f.orderIds), args.input.allowOverdraft ? 1 : 0, nowSeconds());
      return recurringView(g, db(g).prepare("SELECT * FROM recurring_payments WHERE id = ?").get(Number(r.lastInsertRowid)) as Row);
    },
    updateRecurringPayment: (args: { id: string; input: Row }, g: GqlContext) => {
      const c = need(g);
      const row = own(g, "recurring_payments", args.id, "Recurring payment");
      const f = recurringFields(g, c, args.input);
      db(g)
        .prepare("UPDATE recurring_payments SET legal_entity_id = ?, issue_day = ?, period_months = ?, currency = ?, all_orders = ?, order_ids = ?, allow_overdraft = ? WHERE id = ?")
        .run(f.le.id as number, f.day, f.period, String(args.input.currency), args.input.allOrders ? 1 : 0, JSON.stringify(f.orderIds), args.input.allowOverdraft ? 1 : 0, row.id as number);
      return recurringView(g, db(g).prepare("SELECT * FROM recurring_payments WHERE id = ?").get(row.id as number) as Row);
    },
    deleteRecurringPayment: (args: { id: string }, g: GqlContext) => {
      const row = own(g, "recurring_payments", args.id, "Recurring payment");
      db(g).prepare("DELETE FROM recurring_payments WHERE id = ?").run(row.id as number);
      return String(row.id);
    },

    createLegalEntity: (args: { input: Row }, g: GqlContext) => {
      const c = need(g);
      const v = leFields(args.input);
      const r = db(g)
        .prepare("INSERT INTO legal_entities (account_id, company, country, city, address, vat_id, currency, create_acts, invoice_emails, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        .run(c.account.id, v.company, v.country, v.city, v.address, v.vatId, v.currency, v.createActs ? 1 : 0, JSON.stringify(v.invoiceEmails), nowSeconds());
      return leView(db(g).prepare("SELECT * FROM legal_entities WHERE id = ?").get(Number(r.lastInsertRowid)) as Row);
    },
    updateLegalEntity: (args: { id: string; input: Row }, g: GqlContext) => {
      const row = own(g, "legal_entities", args.id, "Legal entity");
      const v = leFields(args.input);
      // Changing verified data sends the entity back to "created": it needs verifying again.
      const changed = ["company", "country", "city", "address"].some((k) => (v as Row)[k] !== row[k]) || v.vatId !== row.vat_id;
      db(g)
        .prepare("UPDATE legal_entities SET company = ?, country = ?, city = ?, address = ?, vat_id = ?, currency = ?, create_acts = ?, invoice_emails = ?, verification = ? WHERE id = ?")
        .run(v.company, v.country, v.city, v.address, v.vatId, v.currency, v.createActs ? 1 : 0, JSON.stringify(v.invoiceEmails), changed ? "created" : (row.verification as string), row.id as number);
      return leView(db(g).prepare("SELECT * FROM legal_entities WHERE id = ?").get(row.id as number) as Row);
    },
    deleteLegalEntity: (args: { id: string }, g: GqlContext) => {
      const row = own(g, "legal_entities", args.id, "Legal entity");
      const open = db(g).prepare("SELECT count(*) AS n FROM corporate_invoices WHERE legal_entity_id = ? AND confirmed = 1 AND paid = 0").get(row.id as number) as { n: number };
      if (open.n) throw gqlError("CONFLICT", "The legal entity has confirmed invoices awaiting payment.");
      db(g).prepare("DELETE FROM legal_entities WHERE id = ?").run(row.id as number);
      return String(row.id);
    },
    sendLegalEntityForVerification: (args: { id: string }, g: GqlContext) => {
      const row = own(g, "legal_entities", args.id, "Legal entity");
      if (row.verification !== "created") throw gqlError("CONFLICT", "The legal entity has already been sent for verification.");
      leFields({ ...row, vatId: row.vat_id, createActs: !!row.create_acts, invoiceEmails: parseJson(row.invoice_emails as string, []) });
      db(g).prepare("UPDATE legal_entities SET verification = 'sent' WHERE id = ?").run(row.id as number);
      return leView({ ...row, verification: "sent" });
    },

    setAutoTopUp: (args: { input: Row }, g: GqlContext) => {
      const c = owner(g);
      const day = Number(args.input.day);
      const amount = Number(args.input.amount);
      const currency = args.input.currency;
      const card = db(g).prepare("SELECT * FROM cards WHERE id = ? AND account_id = ? AND active = 1").get(id(args.input.cardId), c.account.id) as Row | undefined;
      check({
        day: isValidDayOfMonth(day) ? [] : ["The day must be from 1 to 31."],
        amount: amount > 1 ? [] : ["The amount must be more than 1."],
        currency: isCurrency(currency) ? [] : ["Select a valid currency."],
        cardId: card ? [] : ["Auto top-up needs a saved card."],
      });
      const cents = fromCurrency(amount, currency as "EUR");
      db(g)
        .prepare("INSERT INTO auto_topups (account_id, day, amount_cents, currency, card_id) VALUES (?, ?, ?, ?, ?) ON CONFLICT(account_id) DO UPDATE SET day = excluded.day, amount_cents = excluded.amount_cents, currency = excluded.currency, card_id = excluded.card_id")
        .run(c.account.id, day, cents, String(currency), card!.id as number);
      return topUpView(db(g).prepare("SELECT * FROM auto_topups WHERE account_id = ?").get(c.account.id) as Row);
    },
    disableAutoTopUp: (_: unknown, g: GqlContext) => db(g).prepare("DELETE FROM auto_topups WHERE account_id = ?").run(owner(g).account.id).changes > 0,

    setCardAutoRenewal: (args: { id: string; enabled: boolean }, g: GqlContext) => {
      const c = owner(g);
      const card = db(g).prepare("SELECT * FROM cards WHERE id = ? AND account_id = ?").get(id(args.id), c.account.id) as Row | undefined;
      if (!card) throw notFound("Card");
      db(g).prepare("UPDATE cards SET auto_renewal = ? WHERE id = ?").run(args.enabled ? 1 : 0, card.id as number);
      return cardView({ ...card, auto_renewal: args.enabled ? 1 : 0 });
    },
    removeCard: (args: { id: string }, g: GqlContext) => {
      const c = owner(g);
      const card = db(g).prepare("SELECT * FROM cards WHERE id = ? AND account_id = ?").get(id(args.id), c.account.id) as Row | undefined;
      if (!card) throw notFound("Card");
      return transaction(db(g), () => {
        // An auto top-up on that card cannot run without it.
        db(g).prepare("DELETE FROM auto_topups WHERE account_id = ? AND card_id = ?").run(c.account.id, card.id as number);
        db(g).prepare("DELETE FROM cards WHERE id = ?").run(card.id as number);
        return String(card.id);
      });
    },

    createProject: (args: { input: { name: string; description?: string | null } }, g: GqlContext) => {
      const c = need(g);
      const v = validateProject(args.input);
      const r = db(g).prepare("INSERT INTO projects (account_id, name, description, is_general, created_at) VALUES (?, ?, ?, 0, ?)").run(c.account.id, v.name, v.description, nowSeconds());
      return projectView(g, db(g).prepare("SELECT * FROM projects WHERE id = ?").get(Number(r.lastInsertRowid)) as Row);
    },
    updateProject: (args: { id: string; input: { name: string; description?: string | null } }, g: GqlContext) => {
      const p = own(g, "projects", args.id, "Project");
      const v = validateProject(args.input);
      if (p.is_general && v.name !== p.name) throw gqlError("CONFLICT", "The General project cannot be renamed.");
      db(g).prepare("UPDATE projects SET name = ?, description = ? WHERE id = ?").run(v.name, v.description, p.id as number);
      return projectView(g, { ...p, name: v.name, description: v.description });
    },
    deleteProject: (args: { id: string; confirmName: string }, g: GqlContext) => {
      const c = need(g);
      const p = own(g, "projects", args.id, "Project");
      if (p.is_general) throw gqlError("CONFLICT", "The General project cannot be deleted.");
      check({ confirmName: args.confirmName !== p.name ? ["Type the project's name to delete it."] : [] });
      return transaction(db(g), () => {
        const general = generalProjectId(db(g), c.account.id);
        const moved = db(g).prepare("SELECT id FROM orders WHERE project_id = ?").all(p.id as number) as Array<{ id: number }>;
        db(g).prepare("UPDATE orders SET project_id = ? WHERE project_id = ?").run(general, p.id as number);
        db(g).prepare("DELETE FROM projects WHERE id = ?").run(p.id as number);
        for (const o of moved) orderChanged(g, o.id, "updated");
        return String(p.id);
      });
    },
    moveOrderToProject: (args: { orderId: string; projectId: string }, g: GqlContext) => {
      const o = own(g, "orders", args.orderId, "Order");
      const p = own(g, "projects", args.projectId, "Project");
      db(g).prepare("UPDATE orders SET project_id = ? WHERE id = ?").run(p.id as number, o.id as number);
      return orderView(g, { ...o, project_id: p.id });
    },

    renameOrder: (args: { id: string; name: string }, g: GqlContext) => {
      const o = own(g, "orders", args.id, "Order");
      const name = args.name.trim();
      check({ name: !name ? ["This field is required"] : name.length > ORDER_NAME_MAX ? [`Ensure this field has no more than ${ORDER_NAME_MAX} characters.`] : [] });
      db(g).prepare("UPDATE orders SET name = ? WHERE id = ?").run(name, o.id as number);
      orderChanged(g, o.id as number, "updated");
      return orderView(g, { ...o, name });
    },
    setOrderTags: (args: { id: string; tags: string[] }, g: GqlContext) => {
      const o = own(g, "orders", args.id, "Order");
      const tags = [...new Set(args.tags.map((t) => t.trim()).filter(Boolean))];
      check({
        tags: tags.length > TAGS_PER_ORDER_MAX ? [`At most ${TAGS_PER_ORDER_MAX} tags.`] : tags.some((t) => t.length > TAG_MAX) ? [`A tag has at most ${TAG_MAX} characters.`] : [],
      });
      db(g).prepare("UPDATE orders SET tags = ? WHERE id = ?").run(JSON.stringify(tags), o.id as number);
      return orderView(g, { ...o, tags: JSON.stringify(tags) });
    },
    setOrderComment: (args: { id: string; comment: string }, g: GqlContext) => {
      const o = own(g, "orders", args.id, "Order");
      check({ comment: args.comment.length > 1000 ? ["Ensure this field has no more than 1000 characters."] : [] });
      db(g).prepare("UPDATE orders SET comment = ? WHERE id = ?").run(args.comment, o.id as number);
      return orderView(g, { ...o, comment: args.comment });
    },
    cancelOrder: (args: { id: string }, g: GqlContext) => {
      const o = own(g, "orders", args.id, "Order");
      // Spec §4: an unpaid order is deleted at once; a paid one is marked and canceled at the end of the lease.
      if (!o.paid) {
        return transaction(db(g), () => {
          db(g).prepare("DELETE FROM invoices WHERE order_id = ? AND paid = 0").run(o.id as number);
          db(g).prepare("DELETE FROM orders WHERE id = ?").run(o.id as number);
          orderChanged(g, o.id as number, "deleted");
          return { deleted: true, order: null };
        });
      }
      if (o.cancel_mark) throw gqlError("CONFLICT", "The order is already marked for cancelation.");
      db(g).prepare("UPDATE orders SET cancel_mark = 1 WHERE id = ?").run(o.id as number);
      orderChanged(g, o.id as number, "cancel_mark");
      return { deleted: false, order: orderView(g, { ...o, cancel_mark: 1 }) };
    },
    removeCancelMark: (args: { id: string }, g: GqlContext) => {
      const o = own(g, "orders", args.id, "Order");
      if (!o.cancel_mark) throw gqlError("CONFLICT", "The order is not marked for cancelation.");
      db(g).prepare("UPDATE orders SET cancel_mark = 0 WHERE id = ?").run(o.id as number);
      orderChanged(g, o.id as number, "cancel_mark");
      return orderView(g, { ...o, cancel_mark: 0 });
    },
    renewOrder: (args: { id: string }, g: GqlContext) => {
      const c = need(g);
      const o = own(g, "orders", args.id, "Order");
      // An unpaid order is paid through its own invoice (debts), not renewed.
      if (!o.paid) throw gqlError("CONFLICT", "Pay the order before renewing it.");
      const months = (o.months as number) || 1;
      const priceCents = o.price_cents as number;
      const from = o.paid_until && (o.paid_until as string) > today() ? (o.paid_until as string) : today();
      return transaction(db(g), () => {
        // One open renewal invoice per order: renewing again pays the same one.
        const open = db(g).prepare("SELECT id FROM invoices WHERE order_id = ? AND account_id = ? AND paid = 0 ORDER BY id LIMIT 1").get(o.id as number, c.account.id) as { id: number } | undefined;
        const invoiceId =
          open?.id ??
          Number(
            db(g)
              .prepare("INSERT INTO invoices (account_id, order_id, description, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)")
              .run(c.account.id, o.id as number, `Renewal of ${String(o.name)}: ${months} month(s)`, priceCents, nowSeconds()).lastInsertRowid,
          );
        const amountCents = (db(g).prepare("SELECT amount_cents FROM invoices WHERE id = ?").get(invoiceId) as { amount_cents: number }).amount_cents;
        // Paying it goes through completePayment's invoice path: paid-until + one term, cancel mark removed.
        const payment = createPayment(g.ctx, c.account.id, "order", amountCents, { orderIds: [o.id as number], invoiceIds: [invoiceId] });
        return { order: orderView(g, o), invoiceId: String(invoiceId), amount: money(amountCents), paidUntilAfter: addMonths(from, months), paymentRef: payment.ref };
      });
    },
    transferOrder: (args: { id: string; recipient: string }, g: GqlContext) => {
      const c = need(g);
      const o = own(g, "orders", args.id, "Order");
      // Spec §5: unconfirmed personal data must be verified first.
      if (!isProfileComplete(c.account) || !c.account.email_verified) throw gqlError("FORBIDDEN", "Verify your personal data before transferring orders.");
      if (!c.isOwner) throw gqlError("FORBIDDEN", "Only the account owner can transfer orders.");
      const recipientText = args.recipient.trim();
      check({ recipient: recipientText ? [] : ["This field is required"] });
      const byId = /^\d+$/.test(recipientText) ? getUser(db(g), Number(recipientText)) : undefined;
      const recipient = byId ?? getUserByEmail(db(g), recipientText);
      check({
        recipient: !recipient || recipient.main_account_id ? ["No customer with this login or e-mail."] : recipient.id === c.account.id ? ["The order already belongs to you."] : [],
      });
      return transaction(db(g), () => {
        const general = generalProjectId(db(g), recipient!.id);
        db(g).prepare("UPDATE orders SET account_id = ?, project_id = ? WHERE id = ?").run(recipient!.id, general, o.id as number);
        db(g).prepare("UPDATE invoices SET account_id = ? WHERE order_id = ? AND paid = 0").run(recipient!.id, o.id as number);
        orderChanged(g, o.id as number, "transferred");
        orderChanged(g, o.id as number, "transferred", recipient!.id);
        return { orderId: String(o.id), recipient: recipient!.email };
      });
    },
    changeTariff: (args: { orderId: string; planSlug: string }, g: GqlContext) => {
      const c = need(g);
      const o = own(g, "orders", args.orderId, "Order");
      const current = o.plan_slug ? findPlan(g.ctx, o.plan_slug as string) : undefined;
      const next = findPlan(g.ctx, args.planSlug);
      if (!current || !next) throw notFound("Plan");
      check({
        planSlug:
          next.line !== current.line ? ["The new tariff must be of the same product line."] : next.priceEur <= current.priceEur ? ["Choose a bigger tariff (downgrades go through support)."] : [],
      });
      if (!o.paid) throw gqlError("CONFLICT", "Pay the order before changing its tariff.");
      const paidUntil = Date.parse(String(o.paid_until ?? today()));
      const daysLeft = Math.max(1, Math.ceil((paidUntil - Date.parse(today())) / 86400000));
      const months = o.months as number;
      const newUnit = Math.round(next.priceEur * months * (100 - (TERM_DISCOUNTS[months] ?? 0)));
      const surchargeCents = Math.max(100, Math.round(((next.priceEur - current.priceEur) * 100 * daysLeft) / 30));
      return transaction(db(g), () => {
        const payment = createPayment(g.ctx, c.account.id, "tariff", surchargeCents, {
          tariff: { orderId: o.id as number, planSlug: next.slug, priceCents: newUnit, diskGb: next.tariff.hdd_space },
        });
        return { order: orderView(g, o), planSlug: next.slug, surcharge: money(surchargeCents), paymentRef: payment.ref };
      });
    },

    createSshKey: (args: { input: Row }, g: GqlContext) => {
      const c = need(g);
      const v = validateSsh(args.input);
      return transaction(db(g), () => {
        if (v.def) db(g).prepare("UPDATE ssh_keys SET default_for_vps = 0 WHERE account_id = ?").run(c.account.id);
        const r = db(g).prepare("INSERT INTO ssh_keys (account_id, name, public_key, default_for_vps) VALUES (?, ?, ?, ?)").run(c.account.id, v.name, v.key, v.def ? 1 : 0);
        return sshView(db(g).prepare("SELECT * FROM ssh_keys WHERE id = ?").get(Number(r.lastInsertRowid)) as Row);
      });
    },
    updateSshKey: (args: { id: string; input: Row }, g: GqlContext) => {
      const c = need(g);
      const k = own(g, "ssh_keys", args.id, "SSH key");
      const v = validateSsh(args.input);
      return transaction(db(g), () => {
        if (v.def) db(g).prepare("UPDATE ssh_keys SET default_for_vps = 0 WHERE account_id = ?").run(c.account.id);
        db(g).prepare("UPDATE ssh_keys SET name = ?, public_key = ?, default_for_vps = ? WHERE id = ?").run(v.name, v.key, v.def ? 1 : 0, k.id as number);
        return sshView(db(g).prepare("SELECT * FROM ssh_keys WHERE id = ?").get(k.id as number) as Row);
      });
    },
    deleteSshKey: (args: { id: string }, g: GqlContext) => {
      const k = own(g, "ssh_keys", args.id, "SSH key");
      db(g).prepare("DELETE FROM ssh_keys WHERE id = ?").run(k.id as number);
      return String(k.id);
    },

    createTicket: (args: { input: Row }, g: GqlContext) => {
      const c = need(g);
      const { subject, message } = cleanTicketText(args.input);
      const orderId = args.input.orderId ? (own(g, "orders", args.input.orderId, "Order").id as number) : null;
      check(ticketTextErrors({ subject, message }));
      const r = db(g).prepare("INSERT INTO tickets (account_id, subject, message, order_id, created_at) VALUES (?, ?, ?, ?, ?)").run(c.account.id, subject, message, orderId, nowSeconds());
      return ticketView(db(g).prepare("SELECT * FROM tickets WHERE id = ?").get(Number(r.lastInsertRowid)) as Row);
    },
  };
}

export { completePayment, publishBalance };
