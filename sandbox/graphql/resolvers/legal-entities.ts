import { nowSeconds, parseJson } from "@sandbox/db/database";
import { validateLegalEntity } from "@sandbox/rules/legal-entity";
import { money, need, own, type GqlContext } from "../context";
import { check, checkWrite, currencyErrors, gqlError, notFound } from "../errors";
import type { LegalEntity, LegalEntityInput, MutationResolvers, QueryResolvers, VerificationStatus } from "../generated/resolvers-types";
import { controlCharacterErrors } from "@/lib/rules/text";
import { all, count, one, type LegalEntityRow } from "@sandbox/db/rows";

function verificationStatus(value: string): VerificationStatus {
  switch (value) {
    case "verified":
      return "VERIFIED";
    case "sent":
      return "SENT";
    default:
      return "CREATED";
  }
}

export const legalEntityView = (l: LegalEntityRow): LegalEntity => ({
  id: l.id,
  company: l.company,
  country: l.country,
  city: l.city,
  address: l.address,
  vatId: l.vat_id,
  currency: l.currency,
  balance: money(l.balance_cents),
  overdraft: money(l.overdraft_cents),
  createActs: !!l.create_acts,
  invoiceEmails: parseJson<string[]>(l.invoice_emails, []),
  verification: verificationStatus(l.verification),
  canInvoice: l.verification === "verified",
});

export function legalEntityById(g: GqlContext, entityId: number): LegalEntity {
  const row = one<LegalEntityRow>(g.ctx.db, "SELECT * FROM legal_entities WHERE id = ?", entityId);
  if (!row) throw notFound("Legal entity");
  return legalEntityView(row);
}

/** The input normalised and checked (spec §3/§5: English data, VAT id for EU companies only, a known currency). */
function leFields(input: LegalEntityInput) {
  const values = {
    company: input.company.trim(),
    country: input.country.trim().toUpperCase(),
    city: input.city.trim(),
    address: input.address.trim(),
    vatId: input.vatId ? input.vatId.replace(/\s/g, "").toUpperCase() : null,
    currency: input.currency || "EUR",
    createActs: !!input.createActs,
    invoiceEmails: (input.invoiceEmails ?? []).map((e) => e.trim()),
  };
  // Control characters are refused first, with the text rule's message (issue 39).
  const errors: Record<string, string[]> = controlCharacterErrors({
    company: [input.company, "line"],
    city: [input.city, "line"],
    address: [input.address, "line"],
    invoiceEmails: [input.invoiceEmails ?? [], "line"],
  });
  for (const e of validateLegalEntity(values)) if (!errors[e.field]) (errors[e.field] ??= []).push(e.message);
  errors.currency = [...(errors.currency ?? []), ...currencyErrors(values.currency)];
  check(errors);
  return values;
}

export const query: QueryResolvers = {
  legalEntities: (_parent, _args, g) =>
    all<LegalEntityRow>(g.ctx.db, "SELECT * FROM legal_entities WHERE account_id = ? ORDER BY id", need(g).account.id).map(legalEntityView),
  legalEntity: (_parent, args, g) => legalEntityView(own(g, "legal_entities", args.id, "Legal entity")),
};

export const mutation: MutationResolvers = {
  createLegalEntity: (_parent, args, g) => {
    const c = need(g);
    const v = leFields(args.input);
    checkWrite(g.ctx, c.account.id, "legalEntities");
    const r = g.ctx.db
      .prepare(
        "INSERT INTO legal_entities (account_id, company, country, city, address, vat_id, currency, create_acts, invoice_emails, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(c.account.id, v.company, v.country, v.city, v.address, v.vatId, v.currency, v.createActs ? 1 : 0, JSON.stringify(v.invoiceEmails), nowSeconds());
    return legalEntityById(g, Number(r.lastInsertRowid));
  },
  updateLegalEntity: (_parent, args, g) => {
    const row = own(g, "legal_entities", args.id, "Legal entity");
    const v = leFields(args.input);
    // Changing verified data sends the entity back to "created": it needs verifying again.
    const changed = v.company !== row.company || v.country !== row.country || v.city !== row.city || v.address !== row.address || v.vatId !== row.vat_id;
    g.ctx.db
      .prepare(
        "UPDATE legal_entities SET company = ?, country = ?, city = ?, address = ?, vat_id = ?, currency = ?, create_acts = ?, invoice_emails = ?, verification = ? WHERE id = ?",
      )
      .run(
        v.company,
        v.country,
        v.city,
        v.address,
        v.vatId,
        v.currency,
        v.createActs ? 1 : 0,
        JSON.stringify(v.invoiceEmails),
        changed ? "created" : row.verification,
        row.id,
      );
    return legalEntityById(g, row.id);
  },
  deleteLegalEntity: (_parent, args, g) => {
    const row = own(g, "legal_entities", args.id, "Legal entity");
    if (count(g.ctx.db, "SELECT count(*) AS n FROM corporate_invoices WHERE legal_entity_id = ? AND confirmed = 1 AND paid = 0", row.id)) {
      throw gqlError("CONFLICT", "The legal entity has confirmed invoices awaiting payment.");
    }
    g.ctx.db.prepare("DELETE FROM legal_entities WHERE id = ?").run(row.id);
    return String(row.id);
  },
  sendLegalEntityForVerification: (_parent, args, g) => {
    const row = own(g, "legal_entities", args.id, "Legal entity");
    if (row.verification !== "created") throw gqlError("CONFLICT", "The legal entity has already been sent for verification.");
    leFields({ ...row, vatId: row.vat_id, createActs: !!row.create_acts, invoiceEmails: parseJson<string[]>(row.invoice_emails, []) });
    g.ctx.db.prepare("UPDATE legal_entities SET verification = 'sent' WHERE id = ?").run(row.id);
    return legalEntityView({ ...row, verification: "sent" });
  },
};
