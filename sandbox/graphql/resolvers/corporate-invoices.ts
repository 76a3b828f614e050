import { nowSeconds } from "@sandbox/db/database";
import { iso, isoAt, money, need, own, type GqlContext } from "../context";
import { amountErrors, check, gqlError, notFound } from "../errors";
import type { CorporateInvoiceResolvers, MutationResolvers, QueryResolvers } from "../generated/resolvers-types";
import type { CorporateInvoiceModel } from "../models";
import { all, one, type CorporateInvoiceRow } from "@sandbox/db/rows";
import { legalEntityById } from "./legal-entities";
import { withLanguage } from "@sandbox/i18n";
import { vatSplit } from "@/lib/order-total";
import { corporateInvoiceVat } from "@sandbox/payments/vat";
import { corporateInvoiceDescription } from "@sandbox/payments/corporate-invoice-text";

const corpView = (c: CorporateInvoiceRow): CorporateInvoiceModel => ({
  id: c.id,
  createdAt: isoAt(c.created_at),
  legalEntityId: c.legal_entity_id,
  amount: money(c.amount_cents),
  currency: c.currency,
  confirmed: !!c.confirmed,
  paid: !!c.paid,
  transactionId: c.transaction_id,
  paidAt: c.paid ? iso(c.paid_at) : null,
  paymentRef: c.payment_ref,
  createdAtSeconds: c.created_at,
  pdfUrl: `/my/api/corporate-invoices/${c.id}/pdf/`,
});

function corporateInvoiceById(g: GqlContext, invoiceId: number): CorporateInvoiceModel {
  const row = one<CorporateInvoiceRow>(g.ctx.db, "SELECT * FROM corporate_invoices WHERE id = ?", invoiceId);
  if (!row) throw notFound("Corporate invoice");
  return corpView(row);
}

export const CorporateInvoice: CorporateInvoiceResolvers = {
  legalEntity: (inv, _args, g) => legalEntityById(g, inv.legalEntityId),
  pdfUrl: (inv, _args, g) => withLanguage(inv.pdfUrl, g.language),
  description: (inv, _args, g) => corporateInvoiceDescription(g.ctx.db, inv, g.language ?? "en"),
  // Decision 162: a top-up is a prepayment (no VAT); one paying for invoices carries the entity's rate.
  vatRate: (inv, _args, g) => vatOf(g, inv).rate,
  amountWithoutVat: (inv, _args, g) => vatSplit(inv.amount, vatOf(g, inv).rate).net,
  vat: (inv, _args, g) => vatSplit(inv.amount, vatOf(g, inv).rate).vat,
};

function vatOf(g: GqlContext, inv: CorporateInvoiceModel) {
  const le = legalEntityById(g, inv.legalEntityId);
  return corporateInvoiceVat(g.ctx.db, { payment_ref: inv.paymentRef, created_at: inv.createdAtSeconds }, { country: le.country, vat_id: le.vatId ?? null });
}

export const query: QueryResolvers = {
  corporateInvoices: (_parent, args, g) => {
    const c = need(g);
    const rows = args.legalEntityId
      ? all<CorporateInvoiceRow>(
          g.ctx.db,
          "SELECT * FROM corporate_invoices WHERE account_id = ? AND legal_entity_id = ? ORDER BY id DESC",
          c.account.id,
          Number(args.legalEntityId),
        )
      : all<CorporateInvoiceRow>(g.ctx.db, "SELECT * FROM corporate_invoices WHERE account_id = ? ORDER BY id DESC", c.account.id);
    return rows.map(corpView);
  },
};

export const mutation: MutationResolvers = {
  createCorporateInvoice: (_parent, { input }, g) => {
    const c = need(g);
    const le = own(g, "legal_entities", input.legalEntityId, "Legal entity");
    check({
      legalEntityId: le.verification !== "verified" ? ["The legal entity has not been verified yet."] : [],
      // In the legal entity's currency.
      amount: amountErrors(input.amount, le.currency),
    });
    // The amount is in the legal entity's currency.
    const r = g.ctx.db
      .prepare("INSERT INTO corporate_invoices (account_id, legal_entity_id, amount_cents, currency, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(c.account.id, le.id, Math.round(input.amount * 100), le.currency, nowSeconds());
    return corporateInvoiceById(g, Number(r.lastInsertRowid));
  },
  confirmCorporateInvoice: (_parent, args, g) => {
    const inv = own(g, "corporate_invoices", args.id, "Corporate invoice");
    if (inv.confirmed) throw gqlError("CONFLICT", "The invoice is already confirmed.");
    g.ctx.db.prepare("UPDATE corporate_invoices SET confirmed = 1 WHERE id = ?").run(inv.id);
    return corpView({ ...inv, confirmed: 1 });
  },
  deleteCorporateInvoice: (_parent, args, g) => {
    const inv = own(g, "corporate_invoices", args.id, "Corporate invoice");
    if (inv.confirmed) throw gqlError("CONFLICT", "A confirmed invoice has been sent for checking and cannot be deleted.");
    g.ctx.db.prepare("DELETE FROM corporate_invoices WHERE id = ?").run(inv.id);
    if (inv.payment_ref) g.ctx.db.prepare("UPDATE payments SET status = 'failed' WHERE ref = ? AND status != 'paid'").run(inv.payment_ref);
    return String(inv.id);
  },
};
