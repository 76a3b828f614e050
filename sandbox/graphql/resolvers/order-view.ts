import { parseJson } from "@sandbox/db/database";
import { today } from "@sandbox/rules/dates";
import { isoAt, money, type GqlContext } from "../context";
import type { OrderType } from "../generated/resolvers-types";
import type { OrderModel } from "../models";
import { one, type OrderRow } from "@sandbox/db/rows";

const ORDER_TYPES = [
  "vps",
  "vhost",
  "dedicated",
  "bkp",
  "dns_order",
  "server_rack",
  "dedicated_switch",
  "vpn_order",
  "antiddos",
  "automatic_transfer_switch",
  "s3",
] as const satisfies readonly OrderType[];

function orderType(value: string): OrderType {
  const type = ORDER_TYPES.find((t) => t === value);
  if (!type) throw new Error(`Unknown order type in the database: ${value}`);
  return type;
}

export function orderView(o: OrderRow): OrderModel {
  const paidUntil = o.paid_until;
  const overdue = paidUntil && paidUntil < today() ? Math.floor((Date.parse(today()) - Date.parse(paidUntil)) / 86400000) : 0;
  return {
    id: o.id,
    type: orderType(o.type),
    name: o.name,
    planSlug: o.plan_slug,
    tags: parseJson<string[]>(o.tags, []),
    projectId: o.project_id,
    paid: !!o.paid,
    paidUntil,
    overdueDays: overdue,
    cancelMark: !!o.cancel_mark,
    comment: o.comment,
    price: money(o.price_cents),
    months: o.months || 1,
    diskGb: o.disk_gb,
    restarts: o.restarts,
    startedAt: isoAt(o.created_at).slice(0, 10),
    location: o.location,
    os: o.os,
    cpu: o.cpu,
    memoryGb: o.memory_gb,
  };
}

export const orderById = (g: GqlContext, orderId: number): OrderRow | undefined => one<OrderRow>(g.ctx.db, "SELECT * FROM orders WHERE id = ?", orderId);
