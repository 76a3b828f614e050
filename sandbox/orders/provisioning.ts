import type { SandboxContext } from "../context";
import { nowSeconds } from "../db/sql";
import { today } from "../rules/dates";
import { activateServer, applyPower, insertServer, resumeServer, SERVER_ORDER_TYPES, suspendOverdue, type PowerAction } from "../db/servers";

/**
 * The provisioning life cycle in time (decision 159): a paid server order provisions for
 * `ctx.provisioning.delayMs` (the option `provisioningDelayMs`, or SANDBOX_PROVISIONING_MS; tests finish it at
 * once through POST /sandbox/api/orders/{id}/provisioned), then runs; an overdue one is suspended by a sweep
 * and runs again when its renewal is paid. Every change is an `order.changed` event with change "server".
 */
export const DEFAULT_PROVISIONING_MS = 20_000;
/** How often the sweep looks for newly overdue servers. */
const SWEEP_MS = 60_000;

const announce = (ctx: SandboxContext, accountId: number, orderId: number) =>
  ctx.realtime.publish(accountId, { type: "order.changed", orderId, change: "server" });

const accountOf = (ctx: SandboxContext, orderId: number): number | undefined =>
  (ctx.db.prepare("SELECT account_id FROM orders WHERE id = ?").get(orderId) as { account_id: number } | undefined)?.account_id;

/** Provisioning done (when its time comes, or at once from the control): the server runs; the account is told. */
export function finishProvisioning(ctx: SandboxContext, orderId: number): boolean {
  const timer = ctx.provisioning.timers.get(orderId);
  if (timer) clearTimeout(timer);
  ctx.provisioning.timers.delete(orderId);
  if (!ctx.db.isOpen || !activateServer(ctx.db, orderId, nowSeconds())) return false;
  const accountId = accountOf(ctx, orderId);
  if (accountId !== undefined) announce(ctx, accountId, orderId);
  return true;
}

/**
 * An order's invoice was paid (called inside completePayment's transaction; the returned events run after
 * it): a first payment of a server order starts its provisioning, a renewal of a suspended one resumes it.
 */
export function orderPaid(ctx: SandboxContext, orderId: number, accountId: number): Array<() => void> {
  const db = ctx.db;
  const order = db.prepare("SELECT type, ssh_key_id FROM orders WHERE id = ?").get(orderId) as { type: string; ssh_key_id: number | null } | undefined;
  if (!order || !SERVER_ORDER_TYPES.has(order.type)) return [];
  const now = nowSeconds();
  if (resumeServer(db, orderId, today(), now)) return [() => announce(ctx, accountId, orderId)];
  const existing = db.prepare("SELECT 1 FROM servers WHERE order_id = ?").get(orderId);
  if (existing) return [];
  const key = order.ssh_key_id
    ? (db.prepare("SELECT name FROM ssh_keys WHERE id = ? AND account_id = ?").get(order.ssh_key_id, accountId) as { name: string } | undefined)
    : undefined;
  insertServer(db, orderId, { sshKeyName: key?.name ?? null }, now, now + Math.ceil(ctx.provisioning.delayMs / 1000));
  return [
    () => {
      announce(ctx, accountId, orderId);
      const timer = setTimeout(() => finishProvisioning(ctx, orderId), ctx.provisioning.delayMs);
      timer.unref();
      ctx.provisioning.timers.set(orderId, timer);
    },
  ];
}

/** Suspends the servers of orders that became overdue and tells their accounts. */
export function sweepOverdue(ctx: SandboxContext): number {
  if (!ctx.db.isOpen) return 0;
  const suspended = suspendOverdue(ctx.db, today(), nowSeconds());
  for (const s of suspended) announce(ctx, s.accountId, s.orderId);
  return suspended.length;
}

/** A power action of the control panel: applied and announced, or refused with the reason. */
export function powerAction(ctx: SandboxContext, orderId: number, action: PowerAction) {
  const result = applyPower(ctx.db, orderId, action, nowSeconds());
  const accountId = accountOf(ctx, orderId);
  if (result.ok && accountId !== undefined) announce(ctx, accountId, orderId);
  return result;
}

/** Starts the overdue sweep; returns the stop (the app's close). */
export function startProvisioning(ctx: SandboxContext): () => void {
  sweepOverdue(ctx);
  const sweep = setInterval(() => sweepOverdue(ctx), SWEEP_MS);
  sweep.unref();
  return () => {
    clearInterval(sweep);
    for (const t of ctx.provisioning.timers.values()) clearTimeout(t);
    ctx.provisioning.timers.clear();
  };
}
