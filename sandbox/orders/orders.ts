import { nowSeconds, type Db } from "../db/database";
import { TERM_DISCOUNTS } from "../db/catalog-data";
import { generalProjectId } from "../auth/users";
import { one, type OrderRow } from "../db/rows";

// The order domain (spec §3, §4, §5): prices, the order's rows and invoices. The GraphQL resolvers
// (graphql/resolvers/orders.ts) check the caller and the input and turn these into answers.

/** A term's price in cents: the monthly price times the months, less the term's discount (catalog's TERM_DISCOUNTS). */
export const termPriceCents = (priceEur: number, months: number): number => Math.round(priceEur * months * (100 - (TERM_DISCOUNTS[months] ?? 0)));

/**
 * Spec §5: an applied promo code's percentage covers min(promo months, term months) of the term, over all
 * `count` orders (the same rule as the checkout's order sidebar).
 */
export const promoDiscountCents = (unitCents: number, count: number, promo: { percent: number; months: number }, months: number): number =>
  Math.round((unitCents * count * promo.percent * Math.min(promo.months, months)) / months / 100);

/** A tariff upgrade's surcharge: the monthly difference for the days left (30-day months), at least 1 EUR. */
export const tariffSurchargeCents = (currentEur: number, nextEur: number, daysLeft: number): number =>
  Math.max(100, Math.round(((nextEur - currentEur) * 100 * daysLeft) / 30));

/** A new unpaid order and its invoice; returns both ids. */
export function insertOrderWithInvoice(
  db: Db,
  order: { accountId: number; projectId: number; type: string; name: string; planSlug: string; months: number; unitCents: number; diskGb: number | null },
  invoice: { description: string; amountCents: number },
  /** What was bought beyond the plan (decision 159): a server's location, operating system, resources and SSH key. */
  bought: { location?: string | null; os?: string | null; cpu?: number | null; memoryGb?: number | null; sshKeyId?: number | null } = {},
): { orderId: number; invoiceId: number } {
  const r = db
    .prepare(
      `INSERT INTO orders (account_id, project_id, type, name, plan_slug, months, price_cents, paid, disk_gb, created_at, location, os, cpu, memory_gb, ssh_key_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      order.accountId,
      order.projectId,
      order.type,
      order.name,
      order.planSlug,
      order.months,
      order.unitCents,
      order.diskGb,
      nowSeconds(),
      bought.location ?? null,
      bought.os ?? null,
      bought.cpu ?? null,
      bought.memoryGb ?? null,
      bought.sshKeyId ?? null,
    );
  const orderId = Number(r.lastInsertRowid);
  const inv = db
    .prepare("INSERT INTO invoices (account_id, order_id, description, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)")
    .run(order.accountId, orderId, invoice.description, invoice.amountCents, nowSeconds());
  return { orderId, invoiceId: Number(inv.lastInsertRowid) };
}

/** Spec §4: an unpaid order is deleted at once, with its unpaid invoices. */
export function deleteUnpaidOrder(db: Db, orderId: number): void {
  db.prepare("DELETE FROM invoices WHERE order_id = ? AND paid = 0").run(orderId);
  db.prepare("DELETE FROM orders WHERE id = ?").run(orderId);
}

/** Spec §4: a paid order is marked and canceled at the end of its lease (or the mark is removed). */
export function setCancelMark(db: Db, orderId: number, marked: boolean): void {
  db.prepare("UPDATE orders SET cancel_mark = ? WHERE id = ?").run(marked ? 1 : 0, orderId);
}

/** One open renewal invoice per order: renewing again pays the same one. */
export function renewalInvoice(db: Db, order: OrderRow, accountId: number, months: number): { id: number; amount_cents: number } {
  const open = one<{ id: number; amount_cents: number }>(
    db,
    "SELECT id, amount_cents FROM invoices WHERE order_id = ? AND account_id = ? AND paid = 0 ORDER BY id LIMIT 1",
    order.id,
    accountId,
  );
  return (
    open ?? {
      id: Number(
        db
          .prepare("INSERT INTO invoices (account_id, order_id, description, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)")
          .run(accountId, order.id, `Renewal of ${order.name}: ${months} month(s)`, order.price_cents, nowSeconds()).lastInsertRowid,
      ),
      amount_cents: order.price_cents,
    }
  );
}

/** Spec §5: the order goes to the recipient's General project. */
export function moveOrderToAccount(db: Db, orderId: number, accountId: number): void {
  db.prepare("UPDATE orders SET account_id = ?, project_id = ? WHERE id = ?").run(accountId, generalProjectId(db, accountId), orderId);
}
