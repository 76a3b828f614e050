import type { DatabaseSync } from "node:sqlite";
import { createUser } from "../auth/users";
import { PLANS, LOCATIONS } from "../db/catalog-data";
import { addDays, addMonths, isoDate } from "../rules/dates";
import { balanceShares } from "../rules/ledger";
import { backfillServers } from "../db/servers";
import { vatTreatment } from "@/lib/vat/vat";
import { privateCustomer, vatCents } from "@sandbox/payments/vat";

/** Demo logins (also listed in sandbox/README.md). All use the same password. */
export const DEMO_PASSWORD = "Sandbox-demo-2024";
export const DEMO_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
export const DEMO = {
  complete: "complete@example.com",
  incomplete: "incomplete@example.com",
  russian: "ru@example.com",
  ukrainian: "ua@example.com",
  secondLogin: "second@example.com",
  twoFactor: "2fa@example.com",
  unverified: "unverified@example.com",
} as const;
export const DEMO_PROMO_CODES = [
  { code: "WELCOME5", percent: 5, months: 3, new_customers_only: 0 },
  { code: "SPRING10", percent: 10, months: 1, new_customers_only: 0 },
];

/** Days the seeded overdue order ("old-blog" of complete@example.com) is past its paid-until at seed time. */
export const OVERDUE_SEED_DAYS = 23;

/** Order types of spec §3, with a plan where the catalog has one. */
export const ORDER_TYPES = [
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
] as const;

export function seed(db: DatabaseSync): void {
  const now = Math.floor(Date.now() / 1000);
  const day = 24 * 3600;
  const today = isoDate(new Date());

  for (const p of PLANS) {
    db.prepare("INSERT INTO plans (id, slug, line, data) VALUES (?, ?, ?, ?)").run(p.pk, p.slug, p.line, JSON.stringify(p));
  }
  db.prepare("INSERT INTO plans (id, slug, line, data) VALUES (0, '__locations__', 'meta', ?)").run(JSON.stringify(LOCATIONS));
  for (const promo of DEMO_PROMO_CODES) {
    db.prepare("INSERT INTO promo_codes (code, percent, months, new_customers_only) VALUES (?, ?, ?, ?)").run(
      promo.code,
      promo.percent,
      promo.months,
      promo.new_customers_only,
    );
  }

  const base = { password: DEMO_PASSWORD, email_verified: true };
  const complete = createUser(db, {
    ...base,
    email: DEMO.complete,
    first_name: "Anna",
    last_name: "Schmidt",
    country: "DE",
    city: "Berlin",
    zip_code: "10115",
    address: "Invalidenstrasse 1",
    balance_cents: 5000,
  });
  createUser(db, { ...base, email: DEMO.incomplete, first_name: "Ivo", country: "NL" });
  const ru = createUser(db, {
    ...base,
    email: DEMO.russian,
    first_name: "Petr",
    last_name: "Ivanov",
    country: "RU",
    city: "Moscow",
    zip_code: "101000",
    address: "Tverskaya 1",
    language: "ru",
    balance_cents: 1000,
  });
  createUser(db, {
    ...base,
    email: DEMO.ukrainian,
    first_name: "Olena",
    last_name: "Kovalenko",
    country: "UA",
    city: "Kyiv",
    zip_code: "01001",
    address: "Khreshchatyk 1",
  });
  createUser(db, { ...base, email: DEMO.secondLogin, first_name: "Max", last_name: "Assistant", main_account_id: complete.id, access_level: "limited" });
  const tfa = createUser(db, {
    ...base,
    email: DEMO.twoFactor,
    first_name: "Tom",
    last_name: "Secure",
    country: "GB",
    city: "London",
    zip_code: "EC1A 1BB",
    address: "1 High Street",
    totp_secret: DEMO_TOTP_SECRET,
  });
  createUser(db, {
    ...base,
    email: DEMO.unverified,
    email_verified: false,
    first_name: "Una",
    last_name: "Verified",
    country: "ES",
    city: "Madrid",
    zip_code: "28001",
    address: "Gran Via 1",
  });

  const project = (accountId: number, name: string, description = "") =>
    Number(
      db.prepare("INSERT INTO projects (account_id, name, description, is_general, created_at) VALUES (?, ?, ?, 0, ?)").run(accountId, name, description, now)
        .lastInsertRowid,
    );
  const general = (accountId: number) => (db.prepare("SELECT id FROM projects WHERE account_id = ? AND is_general = 1").get(accountId) as { id: number }).id;

  const shop = project(complete.id, "Web shop", "Production shop and its backups");
  const lab = project(complete.id, "Lab", "Experiments");
  const orderPlans: Record<string, { slug: string | null; cents: number; name: string }> = {
    vps: { slug: "vps-2", cents: 1200, name: "shop-app-1" },
    vhost: { slug: "business", cents: 500, name: "shop-site" },
    dedicated: { slug: "e3-1230", cents: 5900, name: "db-primary" },
    bkp: { slug: "backup-100", cents: 300, name: "shop-backup" },
    dns_order: { slug: null, cents: 100, name: "example-shop.com DNS" },
    server_rack: { slug: null, cents: 9900, name: "Rack A12" },
    dedicated_switch: { slug: null, cents: 2500, name: "Switch A12-1" },
    vpn_order: { slug: "vpn-multi-hop", cents: 500, name: "team VPN" },
    antiddos: { slug: null, cents: 4900, name: "Anti-DDoS 250 Gbps" },
    automatic_transfer_switch: { slug: null, cents: 1500, name: "ATS A12" },
    s3: { slug: "s3-250", cents: 500, name: "media bucket" },
  };
  const unpaidTypes = new Set(["dns_order", "antiddos"]);
  // How each paid order was settled (docs/decisions/099): from the balance, by card, by crypto, part balance
  // and part card, and three invoices in one balance payment. Only balance use is a transaction.
  const settledBy: Partial<Record<(typeof ORDER_TYPES)[number], { group: string; provider: string; fromBalance: "all" | number }>> = {
    vps: { group: "vps", provider: "balance", fromBalance: "all" },
    vhost: { group: "vhost", provider: "balance", fromBalance: "all" },
    dedicated: { group: "dedicated", provider: "card", fromBalance: 0 },
    bkp: { group: "bkp", provider: "balance", fromBalance: "all" },
    server_rack: { group: "rack", provider: "bitcoin", fromBalance: 0 },
    dedicated_switch: { group: "switch", provider: "card", fromBalance: 1000 },
    vpn_order: { group: "bundle", provider: "balance", fromBalance: "all" },
    automatic_transfer_switch: { group: "bundle", provider: "balance", fromBalance: "all" },
    s3: { group: "bundle", provider: "balance", fromBalance: "all" },
  };
  const groups = new Map<string, { provider: string; fromBalance: "all" | number; invoices: Array<{ id: number; cents: number }>; paidAt: number }>();
  // Top-ups that paid for it all: the seeded history sums to the balance (sandbox/db/ledger.test.ts).
  seedPayment(db, complete.id, {
    kind: "balance",
    provider: "card",
    amountCents: 6000,
    fromBalanceCents: 0,
    paidAt: now - 90 * day,
    reference: "cs_seed_topup_1",
  });
  seedPayment(db, complete.id, {
    kind: "balance",
    provider: "paypal",
    amountCents: 4500,
    fromBalanceCents: 0,
    paidAt: now - 40 * day,
    reference: "pp_seed_topup_2",
  });
  ORDER_TYPES.forEach((type, i) => {
    const p = orderPlans[type]!;
    const paid = !unpaidTypes.has(type);
    const projectId = i < 5 ? shop : i < 8 ? general(complete.id) : lab;
    const paidUntil = paid ? addMonths(today, i % 3 === 0 ? 1 : 6) : null;
    const r = db
      .prepare(
        `INSERT INTO orders (account_id, project_id, type, name, plan_slug, months, price_cents, tags, paid, paid_until, comment, disk_gb, created_at)
         VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        complete.id,
        projectId,
        type,
        p.name,
        p.slug,
        p.cents,
        JSON.stringify(i % 2 ? ["production"] : ["shop", "eu"]),
        paid ? 1 : 0,
        paidUntil,
        "",
        type === "vps" ? 80 : null,
        now - (30 - i) * day,
      );
    const orderId = Number(r.lastInsertRowid);
    const invoice = db
      .prepare("INSERT INTO invoices (account_id, order_id, description, amount_cents, paid, created_at) VALUES (?, ?, ?, ?, 0, ?)")
      .run(complete.id, orderId, `${type} ${p.name}: 1 month`, p.cents, now - (30 - i) * day);
    const how = settledBy[type];
    if (paid && how) {
      const group = groups.get(how.group) ?? { provider: how.provider, fromBalance: how.fromBalance, invoices: [], paidAt: 0 };
      group.invoices.push({ id: Number(invoice.lastInsertRowid), cents: p.cents });
      group.paidAt = now - (29 - i) * day;
      groups.set(how.group, group);
    }
  });
  for (const [name, g] of groups) {
    const total = g.invoices.reduce((sum, inv) => sum + inv.cents, 0);
    seedPayment(db, complete.id, {
      kind: g.invoices.length > 1 ? "invoices" : "order",
      provider: g.provider,
      amountCents: total,
      fromBalanceCents: g.fromBalance === "all" ? total : g.fromBalance,
      paidAt: g.paidAt,
      reference: g.provider === "bitcoin" ? `c_seed_${name}` : g.provider === "card" ? `cs_seed_${name}` : undefined,
      invoices: g.invoices,
    });
  }
  // An overdue order: its paid period ended before today and it was not renewed (spec §3 "overdue days";
  // the GraphQL `overdueDays` counts from today, so the number grows with the sandbox's clock).
  db.prepare(
    `INSERT INTO orders (account_id, project_id, type, name, plan_slug, months, price_cents, tags, paid, paid_until, comment, created_at)
     VALUES (?, ?, 'vhost', 'old-blog', 'start', 1, 250, '["archive"]', 1, ?, '', ?)`,
  ).run(complete.id, lab, addDays(today, -OVERDUE_SEED_DAYS), now - 120 * day);

  db.prepare(
    "INSERT INTO cards (account_id, brand, last4, exp, active, auto_renewal, is_default, created_at) VALUES (?, 'visa', '4242', '12/29', 1, 1, 1, ?)",
  ).run(complete.id, now - 60 * day);
  db.prepare("INSERT INTO cards (account_id, brand, last4, exp, active, auto_renewal, created_at) VALUES (?, 'mastercard', '5454', '08/28', 1, 0, ?)").run(
    complete.id,
    now - 20 * day,
  );
  db.prepare("INSERT INTO ssh_keys (account_id, name, public_key, default_for_vps) VALUES (?, 'laptop', ?, 1)").run(
    complete.id,
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGb1Hq1kC7m8sZ1y3v7yQ0b9x9cFh2N3kPq4Wm5Zr6Tt anna@laptop",
  );
  const le = db
    .prepare(
      `INSERT INTO legal_entities (account_id, company, country, city, address, vat_id, currency, balance_cents, overdraft_cents, create_acts, invoice_emails, verification, created_at)
       VALUES (?, 'Schmidt Digital GmbH', 'DE', 'Berlin', 'Invalidenstrasse 1', 'DE123456789', 'EUR', 0, 10000, 0, ?, 'verified', ?)`,
    )
    .run(complete.id, JSON.stringify(["billing@schmidt-digital.example"]), now - 100 * day);
  const leId = Number(le.lastInsertRowid);
  db.prepare(
    "INSERT INTO corporate_invoices (account_id, legal_entity_id, amount_cents, currency, confirmed, paid, created_at, paid_at) VALUES (?, ?, 25000, 'EUR', 1, 1, ?, ?)",
  ).run(complete.id, leId, now - 50 * day, now - 47 * day);
  db.prepare(
    "INSERT INTO corporate_invoices (account_id, legal_entity_id, amount_cents, currency, confirmed, paid, created_at) VALUES (?, ?, 12000, 'EUR', 0, 0, ?)",
  ).run(complete.id, leId, now - 2 * day);
  db.prepare(
    "INSERT INTO recurring_payments (account_id, legal_entity_id, issue_day, period_months, currency, all_orders, order_ids, allow_overdraft, last_payment, created_at) VALUES (?, ?, 31, 1, 'EUR', 1, '[]', 1, ?, ?)",
  ).run(complete.id, leId, addMonths(today, -1), now - 40 * day);
  const ruLe = db
    .prepare(
      `INSERT INTO legal_entities (account_id, company, country, city, address, vat_id, currency, create_acts, invoice_emails, verification, created_at)
       VALUES (?, 'Ivanov Hosting LLC', 'RU', 'Moscow', 'Tverskaya 1', NULL, 'RUR', 1, '[]', 'created', ?)`,
    )
    .run(ru.id, now - 10 * day);
  void ruLe;
  const ruOrder = db
    .prepare(
      `INSERT INTO orders (account_id, project_id, type, name, plan_slug, months, price_cents, tags, paid, paid_until, created_at) VALUES (?, ?, 'vhost', 'ru-site', 'start', 1, 250, '[]', 1, ?, ?)`,
    )
    .run(ru.id, general(ru.id), addMonths(today, 1), now - 5 * day);
  const tfaOrder = db
    .prepare(
      `INSERT INTO orders (account_id, project_id, type, name, plan_slug, months, price_cents, tags, paid, paid_until, created_at) VALUES (?, ?, 'vps', 'secure-vps', 'vps-1', 1, 600, '[]', 1, ?, ?)`,
    )
    .run(tfa.id, general(tfa.id), addMonths(today, 1), now - 5 * day);
  // Tickets the support team has answered: the dashboard lists them under "needs your attention" (issue 19).
  // Each has its thread (decision 107): the customer's question and the staff's answer an hour later.
  const answered = (accountId: number, subject: string, question: string, answer: string, at: number) => {
    const ticketId = db
      .prepare("INSERT INTO tickets (account_id, subject, message, order_id, status, created_at) VALUES (?, ?, ?, NULL, 'answered', ?)")
      .run(accountId, subject, question, at).lastInsertRowid;
    const message = db.prepare("INSERT INTO ticket_messages (ticket_id, author, agent_name, body, created_at) VALUES (?, ?, ?, ?, ?)");
    message.run(ticketId, "customer", null, question, at);
    message.run(ticketId, "staff", "Alex", answer, at + 3600);
  };
  answered(
    complete.id,
    "Backup schedule for shop-backup",
    "Can the nightly backup run at 03:00 instead of 01:00?",
    "Yes: we can move it. Shall we start with tonight's run?",
    now - 3 * day,
  );
  answered(
    ru.id,
    "Перенос сайта",
    "Помогите перенести сайт с другого хостинга.",
    "Конечно. Пришлите, пожалуйста, адрес сайта и доступ к старому хостингу.",
    now - 2 * day,
  );
  // The Russian customer topped up €12.50 and paid the site from the balance (€10 left); the 2FA customer
  // paid the VPS by card (nothing on the balance).
  const invoiceOf = (accountId: number, orderId: number, description: string, cents: number) =>
    Number(
      db
        .prepare("INSERT INTO invoices (account_id, order_id, description, amount_cents, paid, created_at) VALUES (?, ?, ?, ?, 0, ?)")
        .run(accountId, orderId, description, cents, now - 5 * day).lastInsertRowid,
    );
  seedPayment(db, ru.id, { kind: "balance", provider: "card", amountCents: 1250, fromBalanceCents: 0, paidAt: now - 6 * day, reference: "cs_seed_ru_topup" });
  seedPayment(db, ru.id, {
    kind: "order",
    provider: "balance",
    amountCents: 250,
    fromBalanceCents: 250,
    paidAt: now - 5 * day,
    invoices: [{ id: invoiceOf(ru.id, Number(ruOrder.lastInsertRowid), "vhost ru-site: 1 month", 250), cents: 250 }],
  });
  seedPayment(db, tfa.id, {
    kind: "order",
    provider: "card",
    amountCents: 600,
    fromBalanceCents: 0,
    paidAt: now - 5 * day,
    reference: "cs_seed_tfa",
    invoices: [{ id: invoiceOf(tfa.id, Number(tfaOrder.lastInsertRowid), "vps secure-vps: 1 month", 600), cents: 600 }],
  });
  // The paid servers run (decision 159): configuration from their plans, addresses, the account's key.
  backfillServers(db, today, now);
}

interface SeedPayment {
  kind: "balance" | "order" | "invoices";
  provider: string;
  amountCents: number;
  fromBalanceCents: number;
  paidAt: number;
  reference?: string;
  invoices?: Array<{ id: number; cents: number }>;
}

/**
 * A paid payment of the seeded history, booked as sandbox/payments/service.ts books a live one
 * (docs/decisions/099): a top-up credits the balance with a transaction; the balance part of a purchase is
 * one debit per invoice it covers; the rest was paid by the payment's method and is no transaction. The
 * users' `balance_cents` are seeded to what these transactions sum to.
 */
function seedPayment(db: DatabaseSync, accountId: number, p: SeedPayment): void {
  const ref = `p_seed_${accountId}_${p.paidAt}_${p.kind}`;
  const items = { invoiceIds: (p.invoices ?? []).map((inv) => inv.id), balanceCents: p.fromBalanceCents };
  db.prepare(
    `INSERT INTO payments (ref, account_id, kind, amount_cents, items, status, provider, currency, charge_cents, created_at, updated_at, paid_at, reference)
     VALUES (?, ?, ?, ?, ?, 'paid', ?, 'EUR', ?, ?, ?, ?, ?)`,
  ).run(
    ref,
    accountId,
    p.kind,
    p.amountCents,
    JSON.stringify(items),
    p.provider,
    p.amountCents - p.fromBalanceCents,
    p.paidAt,
    p.paidAt,
    p.paidAt,
    p.reference ?? ref,
  );
  const tx = (description: string, cents: number, vat: boolean) =>
    db
      .prepare("INSERT INTO transactions (account_id, created_at, description, amount_cents, vat_cents, payment_ref) VALUES (?, ?, ?, ?, ?, ?)")
      .run(
        accountId,
        p.paidAt,
        description,
        cents,
        vat ? vatCents(cents, vatTreatment(privateCustomer(db, accountId), new Date(p.paidAt * 1000).toISOString())) : 0,
        ref,
      );
  if (p.kind === "balance") {
    tx(`Balance top-up (${p.provider})`, p.amountCents, false);
    return;
  }
  const shares = balanceShares(
    (p.invoices ?? []).map((inv) => inv.cents),
    p.fromBalanceCents,
  );
  (p.invoices ?? []).forEach((inv, i) => {
    const share = shares[i] ?? 0;
    db.prepare("UPDATE invoices SET paid = 1, paid_at = ?, payment_ref = ?, from_balance_cents = ? WHERE id = ?").run(p.paidAt, ref, share, inv.id);
    const description = (db.prepare("SELECT description FROM invoices WHERE id = ?").get(inv.id) as { description: string }).description;
    if (share > 0) tx(`Payment for invoice #${inv.id}: ${description}`, -share, true);
  });
}
