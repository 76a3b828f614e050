import type { SQLInputValue } from "node:sqlite";
import type { Db } from "./database";

/** Rows of the tables the account API reads (sandbox/db/migrations.ts). */
export interface ProjectRow {
  id: number;
  account_id: number;
  name: string;
  description: string;
  is_general: number;
  created_at: number;
}
export interface OrderRow {
  id: number;
  account_id: number;
  project_id: number;
  type: string;
  name: string;
  plan_slug: string | null;
  months: number;
  price_cents: number;
  tags: string;
  paid: number;
  paid_until: string | null;
  cancel_mark: number;
  comment: string;
  disk_gb: number | null;
  restarts: number;
  created_at: number;
  location: string | null;
  os: string | null;
  cpu: number | null;
  memory_gb: number | null;
  ssh_key_id: number | null;
}
export interface InvoiceRow {
  id: number;
  account_id: number;
  order_id: number | null;
  description: string;
  amount_cents: number;
  currency: string;
  paid: number;
  created_at: number;
  paid_at: number | null;
  payment_ref: string | null;
  from_balance_cents: number;
}
export interface TransactionRow {
  id: number;
  account_id: number;
  created_at: number;
  description: string;
  amount_cents: number;
  vat_cents: number;
  currency: string;
  payment_ref: string | null;
}
export interface LegalEntityRow {
  id: number;
  account_id: number;
  company: string;
  country: string;
  city: string;
  address: string;
  vat_id: string | null;
  currency: string;
  balance_cents: number;
  overdraft_cents: number;
  create_acts: number;
  invoice_emails: string;
  verification: string;
  created_at: number;
}
export interface CorporateInvoiceRow {
  id: number;
  account_id: number;
  legal_entity_id: number;
  payment_ref: string | null;
  transaction_id: number | null;
  amount_cents: number;
  currency: string;
  confirmed: number;
  paid: number;
  created_at: number;
  paid_at: number | null;
}
export interface RecurringPaymentRow {
  id: number;
  account_id: number;
  legal_entity_id: number;
  issue_day: number;
  period_months: number;
  currency: string;
  all_orders: number;
  order_ids: string;
  allow_overdraft: number;
  last_payment: string | null;
  created_at: number;
}
export interface AutoTopUpRow {
  account_id: number;
  day: number;
  amount_cents: number;
  currency: string;
  card_id: number;
}
export interface CardRow {
  id: number;
  account_id: number;
  brand: string;
  last4: string;
  exp: string;
  active: number;
  auto_renewal: number;
  is_default: number;
  created_at: number;
}
export interface SshKeyRow {
  id: number;
  account_id: number;
  name: string;
  public_key: string;
  default_for_vps: number;
}
export interface TicketRow {
  id: number;
  account_id: number;
  subject: string;
  message: string;
  order_id: number | null;
  status: string;
  created_at: number;
}
export interface TicketMessageRow {
  id: number;
  ticket_id: number;
  author: "customer" | "staff";
  agent_name: string | null;
  body: string;
  created_at: number;
}
export interface TicketAttachmentRow {
  id: number;
  message_id: number;
  name: string;
  type: string;
  size: number;
}

/** The account-owned tables, by name: `own()` reads one row of the caller's account from them. */
export interface OwnedTables {
  orders: OrderRow;
  projects: ProjectRow;
  legal_entities: LegalEntityRow;
  corporate_invoices: CorporateInvoiceRow;
  recurring_payments: RecurringPaymentRow;
  ssh_keys: SshKeyRow;
  tickets: TicketRow;
}

// The one place a SQL answer is given its row type: node:sqlite types every row as a plain record, and the
// tables above are what the migrations create.
export const one = <T>(db: Db, sql: string, ...params: SQLInputValue[]): T | undefined => db.prepare(sql).get(...params) as T | undefined;
export const all = <T>(db: Db, sql: string, ...params: SQLInputValue[]): T[] => db.prepare(sql).all(...params) as T[];
/** `SELECT count(*) AS n …` */
export const count = (db: Db, sql: string, ...params: SQLInputValue[]): number => one<{ n: number }>(db, sql, ...params)?.n ?? 0;
