import type { CorporateInvoice, Order, Project, RecurringPayment, Ticket } from "./generated/resolvers-types";

/**
 * What a resolver returns for the schema types that link to others (codegen's `mappers`, codegen.ts): the
 * type without its relations plus the ids they are read by, so a relation is only queried when asked for.
 */
export type OrderModel = Omit<Order, "project"> & { projectId: number };
export type ProjectModel = Omit<Project, "orders" | "orderCount">;
export type CorporateInvoiceModel = Omit<CorporateInvoice, "legalEntity"> & { legalEntityId: number };
export type RecurringPaymentModel = Omit<RecurringPayment, "legalEntity" | "orders" | "orderCount"> & {
  legalEntityId: number;
  accountId: number;
  /** Empty when allOrders. */
  orderIds: number[];
};
export type TicketModel = Omit<Ticket, "messages">;
