import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import type { SandboxContext } from "../context";
import { currentCaller, requireCaller } from "../auth/guard";
import { ApiError, notFound } from "../http";
import type { GqlContext } from "./context";
import { GRAPHQL_LIMITS, validationRules } from "./limits";
import { limitedAccessError } from "../auth/access";
import { resolvers } from "./resolvers";
import { apiLanguage, CSV_TEXT, documentLanguage, ledgerText, PDF_TEXT, type ApiLanguage } from "../i18n";
import { apiMessage, localizeRefusal } from "../messages";
import { renderPdf } from "../payments/pdf";
import { pdfVatLines } from "../payments/pdf-vat-lines";
import { corporateInvoiceVat, invoiceVat } from "../payments/vat";
import { contentDisposition, isIsoDate } from "../attachment";

export const SCHEMA_PATH = path.resolve(__dirname, "schema.graphql");
let cached: GraphQLSchema | null = null;
export const loadSchema = (): GraphQLSchema => (cached ??= makeExecutableSchema<GqlContext>({ typeDefs: readFileSync(SCHEMA_PATH, "utf8"), resolvers }));

const csvCell = (v: unknown) => {
  const s = String(v ?? "");
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Execution errors in the client's language (decision 104): the message and the field messages of BAD_USER_INPUT. */
function localizeErrors(errors: readonly GraphQLError[] | undefined, language: ApiLanguage): GraphQLError[] | undefined {
  if (!errors || language === "en") return errors ? [...errors] : undefined;
  return errors.map(
    (e) =>
      new GraphQLError(apiMessage(e.message, language), {
        nodes: e.nodes,
        source: e.source,
        positions: e.positions,
        path: e.path,
        originalError: e.originalError,
        extensions: e.extensions.fields ? { ...e.extensions, fields: localizeRefusal(e.extensions.fields, language) } : e.extensions,
      }),
  );
}

export function registerGraphql(app: FastifyInstance, ctx: SandboxContext): void {
  const schema = loadSchema();

  // Bodies over the limit answer 413 before anything is parsed.
  app.post("/my/api/graphql/", { bodyLimit: GRAPHQL_LIMITS.bodyBytes }, async (request, reply) => {
    const body: unknown = request.body ?? {};
    const field = (name: string): unknown => (body && typeof body === "object" ? Reflect.get(body, name) : undefined);
    const query = field("query");
    const variables = field("variables");
    const operationName = field("operationName");
    if (typeof query !== "string") throw new ApiError(400, { errors: [{ message: "Body must have a `query` string." }] });
    const caller = currentCaller(ctx, request);
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: GRAPHQL_LIMITS.tokens });
    } catch (error) {
      if (error instanceof GraphQLError) return reply.send({ errors: [error] });
      throw error;
    }
    const errors = validate(schema, document, validationRules(caller !== null));
    if (errors.length) return reply.send({ errors });
    const language = apiLanguage(request.headers["accept-language"]);
    const refused = limitedAccessError(document, typeof operationName === "string" ? operationName : undefined, caller);
    if (refused) return reply.send({ data: null, errors: localizeErrors([refused], language) });
    const result = await execute({
      schema,
      document,
      contextValue: { ctx, caller, language } satisfies GqlContext,
      variableValues: variables && typeof variables === "object" ? Object.fromEntries(Object.entries(variables)) : undefined,
      operationName: typeof operationName === "string" ? operationName : undefined,
    });
    return reply.send(result.errors ? { ...result, errors: localizeErrors(result.errors, language) } : result);
  });

  app.get("/my/api/transactions.csv", async (request, reply) => {
    const caller = requireCaller(ctx, request);
    const { from, to } = request.query as { from?: unknown; to?: unknown };
    // The period is validated, not filtered: it also names the file (no quote or CR/LF reaches a header).
    const bad = (v: unknown) => v !== undefined && v !== "" && (typeof v !== "string" || !isIsoDate(v));
    const errors = { ...(bad(from) ? { from: ["Use YYYY-MM-DD."] } : {}), ...(bad(to) ? { to: ["Use YYYY-MM-DD."] } : {}) };
    if (!Object.keys(errors).length && from && to && String(from) > String(to)) Object.assign(errors, { to: ["The period end is before its start."] });
    if (Object.keys(errors).length) return reply.code(400).send(errors);
    const where = ["account_id = ?"];
    const params: Array<number | string> = [caller.account.id];
    if (typeof from === "string" && from) {
      where.push("created_at >= ?");
      params.push(Date.parse(`${from}T00:00:00Z`) / 1000);
    }
    if (typeof to === "string" && to) {
      where.push("created_at < ?");
      params.push(Date.parse(`${to}T00:00:00Z`) / 1000 + 86400);
    }
    const rows = ctx.db.prepare(`SELECT * FROM transactions WHERE ${where.join(" AND ")} ORDER BY created_at DESC, id DESC`).all(...params) as Array<{
      id: number;
      created_at: number;
      description: string;
      amount_cents: number;
      vat_cents: number;
      currency: string;
    }>;
    // Headers and descriptions in the reader's language (the link's `lang`, else Accept-Language; decisions 090, 104);
    // numbers, dates and currency codes stay machine-readable in every language.
    const language = documentLanguage(request.query, request.headers["accept-language"]);
    const w = CSV_TEXT[language];
    const lines = [[w.id, w.date, w.description, w.amount, w.amountWithoutVat, w.vat, w.currency].map(csvCell).join(",")].concat(
      rows.map((r) =>
        [
          r.id,
          new Date(r.created_at * 1000).toISOString(),
          ledgerText(r.description, language),
          (r.amount_cents / 100).toFixed(2),
          ((r.amount_cents - r.vat_cents) / 100).toFixed(2),
          (r.vat_cents / 100).toFixed(2),
          r.currency,
        ]
          .map(csvCell)
          .join(","),
      ),
    );
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", contentDisposition(`transactions${from ? `-${String(from)}` : ""}${to ? `-${String(to)}` : ""}.csv`))
      .send(lines.join("\n") + "\n");
  });

  app.get("/my/api/invoices/:id/pdf/", async (request, reply) => {
    const caller = requireCaller(ctx, request);
    const { id } = request.params as { id: string };
    const inv = ctx.db.prepare("SELECT * FROM invoices WHERE id = ? AND account_id = ?").get(Number(id), caller.account.id) as
      { id: number; description: string; amount_cents: number; currency: string; paid: number; created_at: number; payment_ref: string | null } | undefined;
    if (!inv) throw notFound("Invoice not found.");
    const vat = invoiceVat(ctx.db, {
      accountId: caller.account.id,
      paymentRef: inv.paid ? inv.payment_ref : null,
      createdAt: new Date(inv.created_at * 1000).toISOString(),
    });
    const language = documentLanguage(request.query, request.headers["accept-language"]);
    const w = PDF_TEXT[language];
    const pdf = renderPdf([
      `${w.invoice} #${inv.id}`,
      `${w.customer}: ${caller.account.email}`,
      `${w.date}: ${new Date(inv.created_at * 1000).toISOString().slice(0, 10)}`,
      ledgerText(inv.description, language),
      `${w.amount}: ${(inv.amount_cents / 100).toFixed(2)} ${inv.currency}`,
      ...pdfVatLines(inv.amount_cents, inv.currency, vat, language),
      `${w.status}: ${inv.paid ? w.paid : w.unpaid}`,
    ]);
    return reply.type("application/pdf").header("content-disposition", `inline; filename="invoice-${inv.id}.pdf"`).send(pdf);
  });

  app.get("/my/api/corporate-invoices/:id/pdf/", async (request, reply) => {
    const caller = requireCaller(ctx, request);
    const { id } = request.params as { id: string };
    const inv = ctx.db
      .prepare(
        "SELECT c.*, l.company, l.country, l.city, l.address, l.vat_id FROM corporate_invoices c JOIN legal_entities l ON l.id = c.legal_entity_id WHERE c.id = ? AND c.account_id = ?",
      )
      .get(Number(id), caller.account.id) as
      | {
          id: number;
          amount_cents: number;
          currency: string;
          created_at: number;
          company: string;
          country: string;
          city: string;
          address: string;
          vat_id: string | null;
          confirmed: number;
          paid: number;
          payment_ref: string | null;
        }
      | undefined;
    if (!inv) throw notFound("Corporate invoice not found.");
    const language = documentLanguage(request.query, request.headers["accept-language"]);
    const w = PDF_TEXT[language];
    const vat = corporateInvoiceVat(ctx.db, inv, inv);
    const pdf = renderPdf([
      `${w.corporateInvoice} #C-${inv.id}`,
      `${w.payer}: ${inv.company}, ${inv.address}, ${inv.city}, ${inv.country}`,
      `${w.vatId}: ${inv.vat_id ?? "-"}`,
      `${w.date}: ${new Date(inv.created_at * 1000).toISOString().slice(0, 10)}`,
      `${w.amount}: ${(inv.amount_cents / 100).toFixed(2)} ${inv.currency}`,
      ...pdfVatLines(inv.amount_cents, inv.currency, vat, language),
      `${w.status}: ${inv.paid ? w.paid : inv.confirmed ? w.confirmed : w.notConfirmed}`,
    ]);
    return reply.type("application/pdf").header("content-disposition", `inline; filename="corporate-invoice-${inv.id}.pdf"`).send(pdf);
  });
}
