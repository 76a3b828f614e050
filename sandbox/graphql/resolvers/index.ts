import type { Resolvers } from "../generated/resolvers-types";
import * as account from "./account";
import * as corporateInvoices from "./corporate-invoices";
import * as finance from "./finance";
import * as legalEntities from "./legal-entities";
import * as orders from "./orders";
import * as paymentMethods from "./payment-methods";
import * as projects from "./projects";
import * as recurring from "./recurring";
import * as sshKeys from "./ssh-keys";
import * as support from "./support";
import * as tags from "./tags";

/** The account API's resolvers (schema.graphql), one module per domain. */
export const resolvers: Resolvers = {
  Query: {
    ...account.query,
    ...finance.query,
    ...paymentMethods.query,
    ...corporateInvoices.query,
    ...recurring.query,
    ...legalEntities.query,
    ...projects.query,
    ...orders.query,
    ...tags.query,
    ...sshKeys.query,
    ...support.query,
  },
  Mutation: {
    ...orders.mutation,
    ...corporateInvoices.mutation,
    ...recurring.mutation,
    ...legalEntities.mutation,
    ...paymentMethods.mutation,
    ...projects.mutation,
    ...tags.mutation,
    ...sshKeys.mutation,
    ...support.mutation,
  },
  Order: orders.Order,
  Project: projects.Project,
  CorporateInvoice: corporateInvoices.CorporateInvoice,
  RecurringPayment: recurring.RecurringPayment,
  Transaction: finance.TransactionFields,
  Invoice: finance.InvoiceFields,
  Payment: finance.PaymentFields,
  Ticket: support.Ticket,
};
