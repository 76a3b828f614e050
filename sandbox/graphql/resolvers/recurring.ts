import type { Caller } from "@sandbox/auth/guard";
import { nowSeconds, parseJson } from "@sandbox/db/database";
import { addMonths, isValidDayOfMonth, nextDateForDay } from "@sandbox/rules/dates";
import { need, own, type GqlContext } from "../context";
import { check, currencyErrors, notFound } from "../errors";
import type { MutationResolvers, QueryResolvers, RecurringPaymentInput, RecurringPaymentResolvers } from "../generated/resolvers-types";
import type { RecurringPaymentModel } from "../models";
import { all, one, type OrderRow, type RecurringPaymentRow } from "@sandbox/db/rows";
import { legalEntityById } from "./legal-entities";
import { orderView } from "./order-view";

function nextPayment(r: RecurringPaymentRow): string {
  if (!r.last_payment) return nextDateForDay(r.issue_day, new Date(), 1);
  const after = new Date(Math.max(Date.parse(addMonths(r.last_payment, r.period_months - 1)), Date.now() - 86400000));
  return nextDateForDay(r.issue_day, after, r.period_months);
}

const recurringView = (r: RecurringPaymentRow): RecurringPaymentModel => ({
  id: r.id,
  legalEntityId: r.legal_entity_id,
  accountId: r.account_id,
  orderIds: parseJson<number[]>(r.order_ids, []),
  issueDay: r.issue_day,
  periodMonths: r.period_months,
  currency: r.currency,
  allOrders: !!r.all_orders,
  allowOverdraft: !!r.allow_overdraft,
  lastPayment: r.last_payment,
  nextPayment: nextPayment(r),
});

function recurringById(g: GqlContext, paymentId: number): RecurringPaymentModel {
  const row = one<RecurringPaymentRow>(g.ctx.db, "SELECT * FROM recurring_payments WHERE id = ?", paymentId);
  if (!row) throw notFound("Recurring payment");
  return recurringView(row);
}

function ordersOf(g: GqlContext, r: RecurringPaymentModel): OrderRow[] {
  if (r.allOrders) return all<OrderRow>(g.ctx.db, "SELECT * FROM orders WHERE account_id = ? ORDER BY id", r.accountId);
  return r.orderIds.flatMap((i) => one<OrderRow>(g.ctx.db, "SELECT * FROM orders WHERE id = ? AND account_id = ?", i, r.accountId) ?? []);
}

function recurringFields(g: GqlContext, c: Caller, input: RecurringPaymentInput) {
  const le = own(g, "legal_entities", input.legalEntityId, "Legal entity");
  const orderIds = (input.orderIds ?? []).map(Number);
  const foreign = orderIds.filter((o) => !one(g.ctx.db, "SELECT 1 FROM orders WHERE id = ? AND account_id = ?", o, c.account.id));
  check({
    issueDay: isValidDayOfMonth(input.issueDay) ? [] : ["The issue day must be from 1 to 31."],
    periodMonths: [1, 3, 6, 12].includes(input.periodMonths) ? [] : ["The period must be 1, 3, 6 or 12 months."],
    currency: currencyErrors(input.currency),
    orderIds: !input.allOrders && orderIds.length === 0 ? ["Choose at least one order."] : foreign.length ? ["Unknown order."] : [],
    legalEntityId: le.verification !== "verified" ? ["The legal entity has not been verified yet."] : [],
  });
  return { le, orderIds: input.allOrders ? [] : orderIds };
}

export const RecurringPayment: RecurringPaymentResolvers = {
  legalEntity: (r, _args, g) => legalEntityById(g, r.legalEntityId),
  orders: (r, _args, g) => ordersOf(g, r).map(orderView),
  orderCount: (r, _args, g) => ordersOf(g, r).length,
};

export const query: QueryResolvers = {
  recurringPayments: (_parent, _args, g) =>
    all<RecurringPaymentRow>(g.ctx.db, "SELECT * FROM recurring_payments WHERE account_id = ? ORDER BY id", need(g).account.id).map(recurringView),
  recurringPayment: (_parent, args, g) => recurringView(own(g, "recurring_payments", args.id, "Recurring payment")),
};

export const mutation: MutationResolvers = {
  createRecurringPayment: (_parent, { input }, g) => {
    const c = need(g);
    const f = recurringFields(g, c, input);
    const r = g.ctx.db
      .prepare(
        "INSERT INTO recurring_payments (account_id, legal_entity_id, issue_day, period_months, currency, all_orders, order_ids, allow_overdraft, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        c.account.id,
        f.le.id,
        input.issueDay,
        input.periodMonths,
        input.currency,
        input.allOrders ? 1 : 0,
        JSON.stringify(f.orderIds),
        input.allowOverdraft ? 1 : 0,
        nowSeconds(),
      );
    return recurringById(g, Number(r.lastInsertRowid));
  },
  updateRecurringPayment: (_parent, { id, input }, g) => {
    const c = need(g);
    const row = own(g, "recurring_payments", id, "Recurring payment");
    const f = recurringFields(g, c, input);
    g.ctx.db
      .prepare(
        "UPDATE recurring_payments SET legal_entity_id = ?, issue_day = ?, period_months = ?, currency = ?, all_orders = ?, order_ids = ?, allow_overdraft = ? WHERE id = ?",
      )
      .run(
        f.le.id,
        input.issueDay,
        input.periodMonths,
        input.currency,
        input.allOrders ? 1 : 0,
        JSON.stringify(f.orderIds),
        input.allowOverdraft ? 1 : 0,
        row.id,
      );
    return recurringById(g, row.id);
  },
  deleteRecurringPayment: (_parent, args, g) => {
    const row = own(g, "recurring_payments", args.id, "Recurring payment");
    g.ctx.db.prepare("DELETE FROM recurring_payments WHERE id = ?").run(row.id);
    return String(row.id);
  },
};
