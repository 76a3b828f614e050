import { InMemoryCache, type TypePolicies } from "@apollo/client/cache";

/**
 * Cache policies of the account area, in one place. Lists are replaced by what the server sends (the
 * server owns order and membership); singletons (`financeSummary`, `limits`) normalise to one entry so
 * every screen reading them sees one value; detail queries read what a list already loaded.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      project: { read: (existing, { args, toReference }) => existing ?? (args?.id ? toReference({ __typename: "Project", id: args.id }) : undefined) },
      order: { read: (existing, { args, toReference }) => existing ?? (args?.id ? toReference({ __typename: "Order", id: args.id }) : undefined) },
      legalEntity: { read: (existing, { args, toReference }) => existing ?? (args?.id ? toReference({ __typename: "LegalEntity", id: args.id }) : undefined) },
      recurringPayment: {
        read: (existing, { args, toReference }) => existing ?? (args?.id ? toReference({ __typename: "RecurringPayment", id: args.id }) : undefined),
      },
      transactions: { keyArgs: ["from", "to", "page", "pageSize"] },
      paidInvoices: { keyArgs: ["page", "pageSize"] },
      payments: { keyArgs: ["page", "pageSize"] },
      payment: { read: (existing, { args, toReference }) => existing ?? (args?.ref ? toReference({ __typename: "Payment", ref: args.ref }) : undefined) },
      corporateInvoices: { keyArgs: ["legalEntityId"], merge: false },
      projects: { merge: false },
      orders: { keyArgs: ["projectId", "type"], merge: false },
      debts: { merge: false },
      savedCards: { merge: false },
      sshKeys: { merge: false },
      tickets: { merge: false },
      legalEntities: { merge: false },
      recurringPayments: { merge: false },
    },
  },
  FinanceSummary: { keyFields: [], fields: { recentTransactions: { merge: false } } },
  Limits: { keyFields: [] },
  Me: { keyFields: ["id"] },
  AutoTopUp: { keyFields: false, merge: false },
  TransactionPage: { keyFields: false },
  InvoicePage: { keyFields: false },
  PaymentPage: { keyFields: false },
  // A payment is named by its ref (docs/decisions/099); the invoices it settled are what the server says.
  Payment: { keyFields: ["ref"], fields: { invoices: { merge: false } } },
  Project: { fields: { orders: { merge: false } } },
  Order: { fields: { tags: { merge: false } } },
  RecurringPayment: { fields: { orders: { merge: false } } },
  LegalEntity: { fields: { invoiceEmails: { merge: false } } },
  CancelResult: { keyFields: false },
  TransferResult: { keyFields: false },
  TariffChange: { keyFields: false },
  CreatedOrder: { keyFields: false },
  SupportAgent: { keyFields: ["id"] },
};

export const createCache = () => new InMemoryCache({ typePolicies });
