import { randomBytes } from "node:crypto";
import type { Db } from "../db/sql";

/**
 * The server behind a paid VPS or dedicated order (issue 37, decision 159): its life cycle
 * (provisioning → active, suspended while the order is overdue), its power, its addresses and the way in.
 * This file holds the rows and the rules; provisioning.ts moves them in time and tells the account.
 */
export type ServerState = "provisioning" | "active" | "suspended";
export type PowerState = "running" | "stopped";
export type PowerAction = "start" | "stop" | "reboot";
export const POWER_ACTIONS: readonly PowerAction[] = ["start", "stop", "reboot"];

/** Order types that are a machine of their own (the others have no server block). */
export const SERVER_ORDER_TYPES: ReadonlySet<string> = new Set(["vps", "dedicated"]);

/** Operating systems and images the checkout offers (the configurator's list, src/components/configurator). */
export const SERVER_OS = ["ubuntu-24", "debian-12", "almalinux-9", "windows-2022"] as const;
export const isWindows = (os: string | null): boolean => !!os && os.startsWith("windows");

/**
 * An order is suspended once it is this many days overdue (spec §3 "overdue days": the first day after the
 * paid-until date), and active again when the renewal is paid.
 */
export const SUSPEND_AFTER_OVERDUE_DAYS = 1;

export interface ServerRow {
  order_id: number;
  state: ServerState;
  power: PowerState;
  ipv4: string | null;
  ipv6: string | null;
  access: "ssh_key" | "password";
  ssh_key_name: string | null;
  root_password: string | null;
  password_shown: number;
  ready_at: number;
  updated_at: number;
}

export const serverOf = (db: Db, orderId: number): ServerRow | undefined =>
  db.prepare("SELECT * FROM servers WHERE order_id = ?").get(orderId) as ServerRow | undefined;

/** The three IPv4 documentation networks (RFC 5737). */
const IPV4_DOCUMENTATION = ["192.0.2", "198.51.100", "203.0.113"] as const;

/**
 * Addresses of the documentation ranges (RFC 5737, RFC 3849), never routable: the IPv6 one unique per order,
 * the IPv4 one unique for the first 762 orders (then the networks are used again).
 */
export function serverAddresses(orderId: number): { ipv4: string; ipv6: string } {
  const network = IPV4_DOCUMENTATION[Math.floor(orderId / 254) % IPV4_DOCUMENTATION.length]!;
  return { ipv4: `${network}.${(orderId % 254) + 1}`, ipv6: `2001:db8:${orderId.toString(16)}::1` };
}

/** A root password a person can type: 16 characters of letters and digits. */
export function newRootPassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  return [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join("");
}

/** The server of a newly paid order, provisioning until `readyAt` (seconds). */
export function insertServer(db: Db, orderId: number, access: { sshKeyName: string | null }, now: number, readyAt: number): void {
  db.prepare(
    "INSERT OR IGNORE INTO servers (order_id, state, power, access, ssh_key_name, ready_at, updated_at) VALUES (?, 'provisioning', 'stopped', ?, ?, ?, ?)",
  ).run(orderId, access.sshKeyName ? "ssh_key" : "password", access.sshKeyName, readyAt, now);
}

/** Provisioning done: addresses, running, and (without a key) a root password waiting to be shown once. */
export function activateServer(db: Db, orderId: number, now: number): boolean {
  const s = serverOf(db, orderId);
  if (!s || s.state !== "provisioning") return false;
  const { ipv4, ipv6 } = serverAddresses(orderId);
  db.prepare("UPDATE servers SET state = 'active', power = 'running', ipv4 = ?, ipv6 = ?, root_password = ?, updated_at = ? WHERE order_id = ?").run(
    ipv4,
    ipv6,
    s.access === "password" ? newRootPassword() : null,
    now,
    orderId,
  );
  return true;
}

/** Active servers of orders overdue by SUSPEND_AFTER_OVERDUE_DAYS or more: suspended (and stopped). Returns them. */
export function suspendOverdue(db: Db, today: string, now: number): Array<{ orderId: number; accountId: number }> {
  const last = new Date(Date.parse(today) - (SUSPEND_AFTER_OVERDUE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const rows = db
    .prepare(
      "SELECT s.order_id AS orderId, o.account_id AS accountId FROM servers s JOIN orders o ON o.id = s.order_id WHERE s.state = 'active' AND o.paid_until IS NOT NULL AND o.paid_until < ?",
    )
    .all(last) as Array<{ orderId: number; accountId: number }>;
  for (const r of rows) db.prepare("UPDATE servers SET state = 'suspended', power = 'stopped', updated_at = ? WHERE order_id = ?").run(now, r.orderId);
  return rows;
}

/** A suspended server whose order is paid up again runs again. */
export function resumeServer(db: Db, orderId: number, today: string, now: number): boolean {
  const s = serverOf(db, orderId);
  const order = db.prepare("SELECT paid_until FROM orders WHERE id = ?").get(orderId) as { paid_until: string | null } | undefined;
  if (!s || s.state !== "suspended" || !order?.paid_until || order.paid_until < today) return false;
  db.prepare("UPDATE servers SET state = 'active', power = 'running', updated_at = ? WHERE order_id = ?").run(now, orderId);
  return true;
}

export type PowerRefusal = "not_active" | "already";

/** A power action on an active server: the new power state, or why not. A reboot counts as a restart of the order. */
export function applyPower(db: Db, orderId: number, action: PowerAction, now: number): { ok: true; power: PowerState } | { ok: false; reason: PowerRefusal } {
  const s = serverOf(db, orderId);
  if (!s || s.state !== "active") return { ok: false, reason: "not_active" };
  if ((action === "start" && s.power === "running") || (action !== "start" && s.power === "stopped")) return { ok: false, reason: "already" };
  const power: PowerState = action === "stop" ? "stopped" : "running";
  db.prepare("UPDATE servers SET power = ?, updated_at = ? WHERE order_id = ?").run(power, now, orderId);
  if (action === "reboot") db.prepare("UPDATE orders SET restarts = restarts + 1 WHERE id = ?").run(orderId);
  return { ok: true, power };
}

/** The root password, once: it is forgotten as it is handed out (the customer changes it on the server). */
export function takeRootPassword(db: Db, orderId: number): { ok: true; password: string } | { ok: false; reason: "none" | "shown" } {
  const s = serverOf(db, orderId);
  if (!s || s.access !== "password" || s.state === "provisioning") return { ok: false, reason: "none" };
  if (s.password_shown || !s.root_password) return { ok: false, reason: "shown" };
  db.prepare("UPDATE servers SET root_password = NULL, password_shown = 1 WHERE order_id = ?").run(orderId);
  return { ok: true, password: s.root_password };
}

/**
 * Servers for paid server orders that have none (the demo data, and databases from before the servers
 * table): active, or suspended when overdue, with the account's default key as their way in.
 */
export function backfillServers(db: Db, today: string, now: number): void {
  backfillConfiguration(db);
  const orders = db
    .prepare(
      `SELECT o.id, o.account_id, o.paid_until FROM orders o LEFT JOIN servers s ON s.order_id = o.id
       WHERE o.paid = 1 AND o.type IN ('vps', 'dedicated') AND s.order_id IS NULL`,
    )
    .all() as Array<{ id: number; account_id: number; paid_until: string | null }>;
  for (const o of orders) {
    const key = db.prepare("SELECT name FROM ssh_keys WHERE account_id = ? ORDER BY default_for_vps DESC, id LIMIT 1").get(o.account_id) as
      { name: string } | undefined;
    insertServer(db, o.id, { sshKeyName: key?.name ?? null }, now, now);
    activateServer(db, o.id, now);
    // Seeded servers have shown their password long ago: a password is shown only for servers made since.
    db.prepare("UPDATE servers SET root_password = NULL, password_shown = ? WHERE order_id = ?").run(key ? 0 : 1, o.id);
  }
  suspendOverdue(db, today, now);
}

/** What was bought, for orders from before the checkout kept it: the plan's resources, its first location, Debian. */
function backfillConfiguration(db: Db): void {
  const orders = db.prepare("SELECT id, type, plan_slug FROM orders WHERE cpu IS NULL AND plan_slug IS NOT NULL").all() as Array<{
    id: number;
    type: string;
    plan_slug: string;
  }>;
  for (const o of orders) {
    const row = db.prepare("SELECT data FROM plans WHERE slug = ?").get(o.plan_slug) as { data: string } | undefined;
    if (!row) continue;
    const plan = JSON.parse(row.data) as { tariff: { cpu: number | null; memory: number | null; hdd_space: number | null }; locations: string[] };
    const server = SERVER_ORDER_TYPES.has(o.type);
    db.prepare("UPDATE orders SET cpu = ?, memory_gb = ?, disk_gb = coalesce(disk_gb, ?), location = ?, os = ? WHERE id = ?").run(
      plan.tariff.cpu,
      plan.tariff.memory,
      plan.tariff.hdd_space,
      plan.locations[0] ?? null,
      server ? "debian-12" : null,
      o.id,
    );
  }
}
