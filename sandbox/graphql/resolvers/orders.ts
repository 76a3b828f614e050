import { generalProjectId, getUserByEmail, isProfileComplete } from "@sandbox/auth/users";
import {
  deleteUnpaidOrder,
  insertOrderWithInvoice,
  moveOrderToAccount,
  promoDiscountCents,
  renewalInvoice,
  setCancelMark,
  tariffSurchargeCents,
  termPriceCents,
} from "@sandbox/orders/orders";
import { transaction } from "@sandbox/db/database";
import { createPayment } from "@sandbox/payments/service";
import { findPlan } from "@sandbox/rest/catalog";
import { addMonths, today } from "@sandbox/rules/dates";
import { ORDER_NAME_MAX } from "@sandbox/rules/limits";
import { need, own, orderChanged, money } from "../context";
import { check, gqlError, invalid, notFound } from "../errors";
import type { MutationResolvers, OrderResolvers, QueryResolvers } from "../generated/resolvers-types";
import { all, count, one, type OrderRow } from "@sandbox/db/rows";
import { orderById, orderView } from "./order-view";
import { projectById } from "./project-view";
import { cleanMultiline } from "@/lib/rules/plain-text";
import { controlCharacterErrors } from "@/lib/rules/text";
import { serverView } from "./server-view";
import { isWindows, SERVER_ORDER_TYPES, SERVER_OS } from "@sandbox/db/servers";

export const Order: OrderResolvers = {
  project: (o, _args, g) => {
    const p = projectById(g, o.projectId);
    if (!p) throw notFound("Project");
    return p;
  },
  server: (o, _args, g) => serverView(g.ctx.db, Number(o.id)),
};

export const query: QueryResolvers = {
  orders: (_parent, args, g) => {
    const c = need(g);
    let rows = all<OrderRow>(g.ctx.db, "SELECT * FROM orders WHERE account_id = ? ORDER BY id", c.account.id);
    if (args.projectId) rows = rows.filter((o) => o.project_id === Number(args.projectId));
    if (args.type) rows = rows.filter((o) => o.type === args.type);
    return rows.map(orderView);
  },
  order: (_parent, args, g) => orderView(own(g, "orders", args.id, "Order")),
};

export const mutation: MutationResolvers = {
  createOrder: (_parent, { input }, g) => {
    const c = need(g);
    const db = g.ctx.db;
    // Spec §6: creating new orders needs completed account verification.
    if (!isProfileComplete(c.account)) throw gqlError("PERSONAL_INFO_REQUIRED", "Please fill in the personal data");
    if (!c.account.email_verified) throw gqlError("ACCOUNT_NOT_VERIFIED", "Complete account verification to create new orders");
    const plan = findPlan(g.ctx, input.planSlug);
    if (!plan) throw notFound("Plan");
    const months = input.months;
    const count = input.count ?? 1;
    const location = input.location || null;
    check({
      months: plan.months.includes(months) ? [] : [`Choose one of ${plan.months.join(", ")} months.`],
      count: Number.isInteger(count) && count >= 1 && count <= 20 ? [] : ["The count must be from 1 to 20."],
      location: location && !plan.locations.includes(location) ? ["This plan is not offered in that location."] : [],
      name: input.name && input.name.length > ORDER_NAME_MAX ? [`Ensure this field has no more than ${ORDER_NAME_MAX} characters.`] : [],
      ...controlCharacterErrors({ name: [input.name, "line"] }),
    });
    // Spec §5: a promo code counts only once the customer has applied it; its percentage covers
    // min(promo months, term months) of the term (the same rule as the checkout's order sidebar).
    const promoCode = input.promoCode ? input.promoCode.trim() : "";
    const promo = promoCode
      ? one<{ code: string; percent: number; months: number }>(
          db,
          "SELECT p.code, p.percent, p.months FROM promo_codes p JOIN promo_applications a ON a.code = p.code AND a.account_id = ? WHERE p.code = ? AND p.active = 1",
          c.account.id,
          promoCode,
        )
      : undefined;
    check({ promoCode: promoCode && !promo ? ["This promo code has not been applied to your account or has expired."] : [] });
    // What was bought (decision 159): a server's operating system and, for Linux, the SSH key for root.
    const isServer = SERVER_ORDER_TYPES.has(plan.orderType);
    const os = isServer ? (input.os ?? "debian-12") : null;
    const key = input.sshKeyId
      ? one<{ id: number }>(db, "SELECT id FROM ssh_keys WHERE id = ? AND account_id = ?", Number(input.sshKeyId), c.account.id)
      : undefined;
    check({
      os: input.os && (!isServer || !SERVER_OS.some((x) => x === input.os)) ? ["Choose one of the offered operating systems."] : [],
      sshKeyId:
        input.sshKeyId && !key
          ? ["Choose one of your SSH keys."]
          : input.sshKeyId && (!isServer || isWindows(os))
            ? ["An SSH key is for Linux servers only."]
            : [],
    });
    return transaction(db, () => {
      const projectId = input.projectId ? own(g, "projects", input.projectId, "Project").id : generalProjectId(db, c.account.id);
      const unit = termPriceCents(plan.priceEur, months);
      const discount = promo ? promoDiscountCents(unit, count, promo, months) : 0;
      const orderIds: number[] = [];
      const invoiceIds: number[] = [];
      for (let i = 0; i < count; i++) {
        const name = (input.name ? input.name.trim() : "") || `${plan.name}${count > 1 ? ` #${i + 1}` : ""}`;
        // The discount is booked on the first invoice, so the invoices add up to the payment.
        const amountCents = i === 0 ? unit - discount : unit;
        const description = `${plan.name}: ${months} month(s)${i === 0 && promo ? ` (promo ${promo.code})` : ""}`;
        const { orderId, invoiceId } = insertOrderWithInvoice(
          db,
          { accountId: c.account.id, projectId, type: plan.orderType, name, planSlug: plan.slug, months, unitCents: unit, diskGb: plan.tariff.hdd_space },
          { description, amountCents },
          {
            location: location ?? (isServer ? (plan.locations[0] ?? null) : null),
            os,
            cpu: plan.tariff.cpu,
            memoryGb: plan.tariff.memory,
            sshKeyId: key?.id ?? null,
          },
        );
        orderIds.push(orderId);
        invoiceIds.push(invoiceId);
      }
      const payment = createPayment(g.ctx, c.account.id, "order", unit * count - discount, {
        orderIds,
        invoiceIds,
        ...(promo ? { promo: { code: promo.code, percent: promo.percent, months: promo.months } } : {}),
      });
      return {
        orders: orderIds.flatMap((o) => {
          const row = orderById(g, o);
          return row ? [orderView(row)] : [];
        }),
        paymentRef: payment.ref,
        amount: money(unit * count - discount),
      };
    });
  },

  renameOrder: (_parent, args, g) => {
    const o = own(g, "orders", args.id, "Order");
    check(controlCharacterErrors({ name: [args.name, "line"] }));
    const name = args.name.trim();
    check({
      name: !name ? ["This field is required"] : name.length > ORDER_NAME_MAX ? [`Ensure this field has no more than ${ORDER_NAME_MAX} characters.`] : [],
    });
    g.ctx.db.prepare("UPDATE orders SET name = ? WHERE id = ?").run(name, o.id);
    orderChanged(g, o.id, "updated");
    return orderView({ ...o, name });
  },
  setOrderComment: (_parent, args, g) => {
    const o = own(g, "orders", args.id, "Order");
    check(controlCharacterErrors({ comment: [args.comment, "body"] }));
    const comment = cleanMultiline(args.comment);
    check({ comment: comment.length > 1000 ? ["Ensure this field has no more than 1000 characters."] : [] });
    g.ctx.db.prepare("UPDATE orders SET comment = ? WHERE id = ?").run(comment, o.id);
    return orderView({ ...o, comment });
  },
  cancelOrder: (_parent, args, g) => {
    const db = g.ctx.db;
    const o = own(g, "orders", args.id, "Order");
    // Spec §4: an unpaid order is deleted at once; a paid one is marked and canceled at the end of the lease.
    if (!o.paid) {
      return transaction(db, () => {
        deleteUnpaidOrder(db, o.id);
        orderChanged(g, o.id, "deleted");
        return { deleted: true, order: null };
      });
    }
    if (o.cancel_mark) throw gqlError("CONFLICT", "The order is already marked for cancelation.");
    setCancelMark(db, o.id, true);
    orderChanged(g, o.id, "cancel_mark");
    return { deleted: false, order: orderView({ ...o, cancel_mark: 1 }) };
  },
  removeCancelMark: (_parent, args, g) => {
    const o = own(g, "orders", args.id, "Order");
    if (!o.cancel_mark) throw gqlError("CONFLICT", "The order is not marked for cancelation.");
    setCancelMark(g.ctx.db, o.id, false);
    orderChanged(g, o.id, "cancel_mark");
    return orderView({ ...o, cancel_mark: 0 });
  },
  renewOrder: (_parent, args, g) => {
    const c = need(g);
    const db = g.ctx.db;
    const o = own(g, "orders", args.id, "Order");
    // An unpaid order is paid through its own invoice (debts), not renewed.
    if (!o.paid) throw gqlError("CONFLICT", "Pay the order before renewing it.");
    const months = o.months || 1;
    const from = o.paid_until && o.paid_until > today() ? o.paid_until : today();
    return transaction(db, () => {
      const invoice = renewalInvoice(db, o, c.account.id, months);
      // Paying it goes through completePayment's invoice path: paid-until + one term, cancel mark removed.
      const payment = createPayment(g.ctx, c.account.id, "order", invoice.amount_cents, { orderIds: [o.id], invoiceIds: [invoice.id] });
      return {
        order: orderView(o),
        invoiceId: invoice.id,
        amount: money(invoice.amount_cents),
        paidUntilAfter: addMonths(from, months),
        paymentRef: payment.ref,
      };
    });
  },
  transferOrder: (_parent, args, g) => {
    const c = need(g);
    const db = g.ctx.db;
    const o = own(g, "orders", args.id, "Order");
    // Spec §5: unconfirmed personal data must be verified first.
    if (!isProfileComplete(c.account) || !c.account.email_verified) throw gqlError("FORBIDDEN", "Verify your personal data before transferring orders.");
    if (!c.isOwner) throw gqlError("FORBIDDEN", "Only the account owner can transfer orders.");
    // Spec §5: by the recipient's login or e-mail only (the sandbox's logins are e-mails; a number is no
    // customer id). The answer repeats what the sender typed and nothing else about the recipient (decision 071).
    const recipientText = args.recipient.trim();
    check({ recipient: recipientText ? [] : ["This field is required"] });
    const recipient = getUserByEmail(db, recipientText);
    // Second logins are not customers of their own: the same answer as for nobody.
    if (!recipient || recipient.main_account_id) throw invalid("recipient", "No customer with this login or e-mail.");
    if (recipient.id === c.account.id) throw invalid("recipient", "The order already belongs to you.");
    // Debts are not handed to someone else: an order with unpaid invoices is paid (or canceled) first.
    if (count(db, "SELECT count(*) AS n FROM invoices WHERE order_id = ? AND account_id = ? AND paid = 0", o.id, c.account.id)) {
      throw gqlError("CONFLICT", "Pay the order's unpaid invoices before transferring it.");
    }
    return transaction(db, () => {
      moveOrderToAccount(db, o.id, recipient.id);
      orderChanged(g, o.id, "transferred");
      orderChanged(g, o.id, "transferred", recipient.id);
      return { orderId: o.id, recipient: recipientText };
    });
  },
  changeTariff: (_parent, args, g) => {
    const c = need(g);
    const o = own(g, "orders", args.orderId, "Order");
    const current = o.plan_slug ? findPlan(g.ctx, o.plan_slug) : undefined;
    const next = findPlan(g.ctx, args.planSlug);
    if (!current || !next) throw notFound("Plan");
    check({
      planSlug:
        next.line !== current.line
          ? ["The new tariff must be of the same product line."]
          : next.priceEur <= current.priceEur
            ? ["Choose a bigger tariff (downgrades go through support)."]
            : [],
    });
    if (!o.paid) throw gqlError("CONFLICT", "Pay the order before changing its tariff.");
    const paidUntil = Date.parse(o.paid_until ?? today());
    const daysLeft = Math.max(1, Math.ceil((paidUntil - Date.parse(today())) / 86400000));
    const months = o.months;
    const newUnit = termPriceCents(next.priceEur, months);
    const surchargeCents = tariffSurchargeCents(current.priceEur, next.priceEur, daysLeft);
    return transaction(g.ctx.db, () => {
      const payment = createPayment(g.ctx, c.account.id, "tariff", surchargeCents, {
        tariff: { orderId: o.id, planSlug: next.slug, priceCents: newUnit, diskGb: next.tariff.hdd_space, cpu: next.tariff.cpu, memoryGb: next.tariff.memory },
      });
      return { order: orderView(o), planSlug: next.slug, surcharge: money(surchargeCents), paymentRef: payment.ref };
    });
  },
};
