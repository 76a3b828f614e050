import type { DatabaseSync } from "node:sqlite";

/**
 * Schema migrations, applied in order. `PRAGMA user_version` records how many ran, so a database
 * file from an older sandbox is upgraded in place on start. Never edit a shipped migration: append.
 */
export const migrations: readonly string[] = [
  // 1: accounts, sessions, mail
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT,
    email_verified INTEGER NOT NULL DEFAULT 0,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    country TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL DEFAULT '',
    zip_code TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL DEFAULT '',
    language TEXT NOT NULL DEFAULT 'en',
    totp_secret TEXT,
    balance_cents INTEGER NOT NULL DEFAULT 0,
    main_account_id INTEGER REFERENCES users(id),
    access_level TEXT,
    password_changed_at INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    acting_account_id INTEGER,
    stage TEXT,
    methods TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE email_keys (
    key TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('verify','reset')),
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE mails (
    id INTEGER PRIMARY KEY,
    to_addr TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    links TEXT NOT NULL DEFAULT '[]',
    kind TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE social_accounts (
    provider TEXT NOT NULL,
    uid TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    display TEXT NOT NULL,
    PRIMARY KEY (provider, uid)
  );
  CREATE TABLE provider_states (
    state TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    callback_url TEXT NOT NULL,
    process TEXT NOT NULL,
    session_id TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE provider_tokens (
    token TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    uid TEXT NOT NULL,
    email TEXT,
    name TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
  // 2: catalog, projects, orders, billing
  `
  CREATE TABLE plans (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    line TEXT NOT NULL,
    data TEXT NOT NULL
  );
  CREATE TABLE projects (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    is_general INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    project_id INTEGER NOT NULL REFERENCES projects(id),
    type TEXT NOT NULL,
    name TEXT NOT NULL,
    plan_slug TEXT,
    months INTEGER NOT NULL DEFAULT 1,
    price_cents INTEGER NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    paid INTEGER NOT NULL DEFAULT 0,
    paid_until TEXT,
    cancel_mark INTEGER NOT NULL DEFAULT 0,
    comment TEXT NOT NULL DEFAULT '',
    disk_gb INTEGER,
    restarts INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE invoices (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    order_id INTEGER,
    description TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    currency TEXT NOT NULL DEFAULT 'EUR',
    paid INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    paid_at INTEGER
  );
  CREATE TABLE transactions (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    description TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    vat_cents INTEGER NOT NULL DEFAULT 0,
    currency TEXT NOT NULL DEFAULT 'EUR'
  );
  CREATE TABLE legal_entities (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    company TEXT NOT NULL,
    country TEXT NOT NULL,
    city TEXT NOT NULL,
    address TEXT NOT NULL,
    vat_id TEXT,
    currency TEXT NOT NULL DEFAULT 'EUR',
    balance_cents INTEGER NOT NULL DEFAULT 0,
    overdraft_cents INTEGER NOT NULL DEFAULT 0,
    create_acts INTEGER NOT NULL DEFAULT 0,
    invoice_emails TEXT NOT NULL DEFAULT '[]',
    verification TEXT NOT NULL DEFAULT 'created',
    created_at INTEGER NOT NULL
  );
  CREATE TABLE corporate_invoices (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    legal_entity_id INTEGER NOT NULL REFERENCES legal_entities(id) ON DELETE CASCADE,
    payment_ref TEXT,
    transaction_id INTEGER,
    amount_cents INTEGER NOT NULL,
    currency TEXT NOT NULL,
    confirmed INTEGER NOT NULL DEFAULT 0,
    paid INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE recurring_payments (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    legal_entity_id INTEGER NOT NULL REFERENCES legal_entities(id) ON DELETE CASCADE,
    issue_day INTEGER NOT NULL,
    period_months INTEGER NOT NULL,
    currency TEXT NOT NULL,
    all_orders INTEGER NOT NULL DEFAULT 1,
    order_ids TEXT NOT NULL DEFAULT '[]',
    allow_overdraft INTEGER NOT NULL DEFAULT 0,
    last_payment TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE auto_topups (
    account_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    day INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL,
    currency TEXT NOT NULL,
    card_id INTEGER NOT NULL
  );
  CREATE TABLE cards (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    brand TEXT NOT NULL,
    last4 TEXT NOT NULL,
    exp TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    auto_renewal INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE ssh_keys (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    public_key TEXT NOT NULL,
    default_for_vps INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE tickets (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    order_id INTEGER,
    status TEXT NOT NULL DEFAULT 'open',
    created_at INTEGER NOT NULL
  );
  CREATE TABLE payments (
    ref TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    items TEXT NOT NULL DEFAULT '{}',
    status TEXT NOT NULL DEFAULT 'new',
    provider TEXT,
    currency TEXT,
    charge_cents INTEGER,
    save_payment_method INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE crypto_invoices (
    id TEXT PRIMARY KEY,
    payment_ref TEXT NOT NULL REFERENCES payments(ref),
    network TEXT NOT NULL,
    address TEXT NOT NULL,
    amount TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'awaiting',
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    checks INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE card_sessions (
    id TEXT PRIMARY KEY,
    payment_ref TEXT NOT NULL REFERENCES payments(ref),
    status TEXT NOT NULL DEFAULT 'open',
    failure TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE promo_codes (
    code TEXT PRIMARY KEY COLLATE NOCASE,
    percent INTEGER NOT NULL,
    months INTEGER NOT NULL,
    new_customers_only INTEGER NOT NULL DEFAULT 0,
    active INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE promo_applications (
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, code)
  );
  CREATE TABLE email_promos (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    page_url TEXT NOT NULL,
    code TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE contact_messages (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX orders_account ON orders(account_id);
  CREATE INDEX transactions_account ON transactions(account_id, created_at);
  CREATE INDEX invoices_account ON invoices(account_id);
  `,
  // 3: review proposals on help articles (the editors' queue; bonus per spec §9)
  `
  CREATE TABLE review_proposals (
    id INTEGER PRIMARY KEY,
    article TEXT NOT NULL,
    language TEXT NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL COLLATE NOCASE,
    text TEXT NOT NULL,
    bonus_eur INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    account_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX review_proposals_article ON review_proposals(article, language);
  `,
];

export function migrate(db: DatabaseSync): number {
  const row = db.prepare("PRAGMA user_version").get() as { user_version: number };
  let version = row.user_version;
  while (version < migrations.length) {
    const sql = migrations[version]!;
    db.exec("BEGIN");
    try {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
    version += 1;
  }
  return version;
}
