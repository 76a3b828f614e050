import type { DatabaseSync } from "node:sqlite";
import { backfillServers } from "./servers";

/**
 * Schema migrations, applied in order. `PRAGMA user_version` records how many ran, so a database
 * file from an older sandbox is upgraded in place on start. Never edit a shipped migration: append.
 */
export const migrations: ReadonlyArray<string | ((db: DatabaseSync) => void)> = [
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
  // 4: live support chat (staff status, conversations, messages) and the partner program
  `
  CREATE TABLE chat_staff (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    status TEXT NOT NULL DEFAULT 'online' CHECK (status IN ('online','offline','break')),
    agent_name TEXT NOT NULL DEFAULT 'Alex',
    auto_reply INTEGER NOT NULL DEFAULT 1,
    updated_at INTEGER NOT NULL
  );
  INSERT INTO chat_staff (id, status, agent_name, auto_reply, updated_at) VALUES (1, 'online', 'Alex', 1, 0);
  CREATE TABLE chat_conversations (
    id INTEGER PRIMARY KEY,
    account_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    visitor_token TEXT UNIQUE,
    email TEXT NOT NULL,
    visitor_last_read_id INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX chat_conversations_account ON chat_conversations(account_id) WHERE account_id IS NOT NULL;
  CREATE TABLE chat_messages (
    id INTEGER PRIMARY KEY,
    conversation_id INTEGER NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
    author TEXT NOT NULL CHECK (author IN ('visitor','agent')),
    text TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX chat_messages_conversation ON chat_messages(conversation_id, id);
  CREATE TABLE partner_codes (
    account_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    code TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE partner_referrals (
    referred_account_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    referrer_account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX partner_referrals_referrer ON partner_referrals(referrer_account_id);
  CREATE TABLE partner_payouts (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    method TEXT NOT NULL,
    details TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested','paid')),
    created_at INTEGER NOT NULL,
    paid_at INTEGER
  );
  `,
  // 5: ids of rows a customer can delete are never handed out again (a stale link to a deleted order
  // must answer "not found", not show the next order created): AUTOINCREMENT on those leaf tables.
  (db) => ["orders", "invoices", "cards", "ssh_keys", "corporate_invoices", "recurring_payments"].forEach((table) => neverReuseIds(db, table)),
  // 6: two-factor authentication beyond the TOTP secret: recovery codes and passkeys (allauth's Authenticator
  // rows), values a session keeps between two calls (a TOTP secret being set up, a WebAuthn challenge), and
  // browsers trusted to skip the second factor.
  `
  ALTER TABLE users ADD COLUMN totp_created_at REAL;
  ALTER TABLE users ADD COLUMN totp_last_used_at REAL;
  CREATE TABLE mfa_authenticators (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('recovery_codes','webauthn')),
    name TEXT NOT NULL DEFAULT '',
    data TEXT NOT NULL,
    created_at REAL NOT NULL,
    last_used_at REAL
  );
  CREATE INDEX mfa_authenticators_user ON mfa_authenticators(user_id, type);
  CREATE TABLE session_values (
    session_id TEXT NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (session_id, name)
  );
  CREATE TABLE mfa_trusted_browsers (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  );
  `,
  // 7: a ledger that adds up (issue 19, docs/decisions/099): a transaction is a movement of the balance and
  // names the payment it belongs to; an invoice names the payment that settled it and the part of it taken
  // from the balance; a payment records when it was paid and its outside reference (card session, crypto
  // invoice, corporate invoice).
  `
  ALTER TABLE transactions ADD COLUMN payment_ref TEXT;
  ALTER TABLE invoices ADD COLUMN payment_ref TEXT;
  ALTER TABLE invoices ADD COLUMN from_balance_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE payments ADD COLUMN paid_at INTEGER;
  ALTER TABLE payments ADD COLUMN reference TEXT;
  CREATE INDEX invoices_payment ON invoices(payment_ref);
  CREATE INDEX transactions_payment ON transactions(payment_ref);
  `,
  // 8: the customer's sessions as allauth.usersessions lists them (a public number, browser, address, last
  // seen) and e-mail addresses beside the primary one (allauth's EmailAddress rows; the primary address
  // stays users.email, which every other part reads).
  `
  ALTER TABLE sessions ADD COLUMN public_id INTEGER;
  ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
  ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '';
  ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
  CREATE TABLE session_numbers (id INTEGER PRIMARY KEY AUTOINCREMENT);
  CREATE TABLE email_addresses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    email TEXT NOT NULL COLLATE NOCASE,
    verified INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, email)
  );
  CREATE INDEX email_addresses_email ON email_addresses(email);
  `,
  // 9: saved cards without paying (decision 108): the card renewals are charged to first, and the language a
  // card setup was started in (its hosted page sends the customer back to the finance page in that language).
  `
  ALTER TABLE cards ADD COLUMN is_default INTEGER NOT NULL DEFAULT 0;
  UPDATE cards SET is_default = 1 WHERE id IN (SELECT min(id) FROM cards WHERE active = 1 GROUP BY account_id);
  ALTER TABLE card_sessions ADD COLUMN setup_language TEXT;
  `,
  // 10: tickets as conversations (decision 107): every message of a ticket (the first one too) with its author,
  // and the files attached to a message.
  `
  CREATE TABLE ticket_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ticket_id INTEGER NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    author TEXT NOT NULL CHECK (author IN ('customer','staff')),
    agent_name TEXT,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX ticket_messages_ticket ON ticket_messages(ticket_id, id);
  CREATE TABLE ticket_attachments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id INTEGER NOT NULL REFERENCES ticket_messages(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    size INTEGER NOT NULL,
    data BLOB NOT NULL
  );
  CREATE INDEX ticket_attachments_message ON ticket_attachments(message_id);
  INSERT INTO ticket_messages (ticket_id, author, body, created_at) SELECT id, 'customer', message, created_at FROM tickets;
  `,
  // 11: what an order bought (issue 37, decision 159): location, operating system, cores and memory kept from
  // the checkout (the disk was kept already), the SSH key chosen for it; and the server of a paid VPS or
  // dedicated order: its life cycle, power, addresses and way in.
  (db) => {
    db.exec(`
    ALTER TABLE orders ADD COLUMN location TEXT;
    ALTER TABLE orders ADD COLUMN os TEXT;
    ALTER TABLE orders ADD COLUMN cpu INTEGER;
    ALTER TABLE orders ADD COLUMN memory_gb INTEGER;
    ALTER TABLE orders ADD COLUMN ssh_key_id INTEGER;
    CREATE TABLE servers (
      order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
      state TEXT NOT NULL CHECK (state IN ('provisioning','active','suspended')),
      power TEXT NOT NULL CHECK (power IN ('running','stopped')),
      ipv4 TEXT,
      ipv6 TEXT,
      access TEXT NOT NULL CHECK (access IN ('ssh_key','password')),
      ssh_key_name TEXT,
      root_password TEXT,
      password_shown INTEGER NOT NULL DEFAULT 0,
      ready_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    `);
    const now = Math.floor(Date.now() / 1000);
    backfillServers(db, new Date().toISOString().slice(0, 10), now);
  },
  // 12: when a corporate invoice's funds were seen (issue 37: the accountant export's "Paid on" was empty).
  `
  -- and the default card for renewals lets renewals charge it (its auto-renewal is on).
  ALTER TABLE corporate_invoices ADD COLUMN paid_at INTEGER;
  UPDATE cards SET auto_renewal = 1 WHERE is_default = 1;
  UPDATE corporate_invoices SET paid_at = coalesce((SELECT p.paid_at FROM payments p WHERE p.ref = corporate_invoices.payment_ref), (SELECT t.created_at FROM transactions t WHERE t.id = corporate_invoices.transaction_id), created_at) WHERE paid = 1;
  `,
];

/** Rebuilds a table no other table references with `id INTEGER PRIMARY KEY AUTOINCREMENT`, keeping its rows and indexes. */
function neverReuseIds(db: DatabaseSync, table: string): void {
  const objects = db.prepare("SELECT type, sql FROM sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL").all(table) as Array<{ type: string; sql: string }>;
  const create = objects.find((o) => o.type === "table")?.sql;
  if (!create || !/\bid INTEGER PRIMARY KEY,/.test(create)) throw new Error(`${table}: no plain integer id to make AUTOINCREMENT`);
  db.exec(
    create.replace(`CREATE TABLE ${table}`, `CREATE TABLE ${table}_rebuilt`).replace(/\bid INTEGER PRIMARY KEY,/, "id INTEGER PRIMARY KEY AUTOINCREMENT,"),
  );
  db.exec(`INSERT INTO ${table}_rebuilt SELECT * FROM ${table}`);
  db.exec(`DROP TABLE ${table}`);
  db.exec(`ALTER TABLE ${table}_rebuilt RENAME TO ${table}`);
  for (const index of objects.filter((o) => o.type === "index")) db.exec(index.sql);
}

export function migrate(db: DatabaseSync): number {
  const row = db.prepare("PRAGMA user_version").get() as { user_version: number };
  let version = row.user_version;
  while (version < migrations.length) {
    const sql = migrations[version]!;
    db.exec("BEGIN");
    try {
      if (typeof sql === "string") db.exec(sql);
      else sql(db);
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
