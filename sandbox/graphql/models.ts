import type { CorporateInvoice, Invoice, Order, Payment, Project, RecurringPayment, Ticket } from "./generated/resolvers-types";

/**
 * What a resolver returns for the schema types that link to others (codegen's `mappers`, codegen.ts): the
 * type without its relations plus the ids they are read by, so a relation is only queried when asked for.
 */
/** The server is resolved from its own table (sandbox/db/servers.ts). */
export type OrderModel = Omit<Order, "project" | "server"> & { projectId: number };
export type ProjectModel = Omit<Project, "orders" | "orderCount">;
/** VAT fields are resolved from the payer (docs/decisions/100). */
type VatFields = "vatRate" | "amountWithoutVat" | "vat";
export type CorporateInvoiceModel = Omit<CorporateInvoice, "legalEntity" | "description" | VatFields> & {
  legalEntityId: number;
  paymentRef: string | null;
  createdAtSeconds: number;
};
export type RecurringPaymentModel = Omit<RecurringPayment, "legalEntity" | "orders" | "orderCount"> & {
  legalEntityId: number;
  accountId: number;
  /** Empty when allOrders. */
  orderIds: number[];
};
/** An invoice names the payment that settled it (docs/decisions/099). */
export type InvoiceModel = Omit<Invoice, "payment" | VatFields> & { paymentRef: string | null; accountId: number };
export type PaymentModel = Omit<Payment, "invoices"> & { accountId: number };
export type TicketModel = Omit<Ticket, "messages">;
