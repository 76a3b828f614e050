// zod/mini and plain fetch (src/api-client/graphql-call.ts), not Apollo: the dashboard is the account's
// first screen and loads neither (decisions 064, 065). Each part of the dashboard reads its own call, so a
// change to one answer's shape touches one part.
import * as z from "zod/mini";
import { graphqlCall } from "@/api-client/graphql-call";
import { DASHBOARD_OPERATIONS } from "./operations";

const orderSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  paid: z.boolean(),
  paidUntil: z.nullable(z.string()),
  overdueDays: z.number(),
  cancelMark: z.boolean(),
  price: z.number(),
  months: z.number(),
  startedAt: z.string(),
  // What was bought and the server's state (decision 159).
  location: z.nullable(z.string()),
  os: z.nullable(z.string()),
  cpu: z.nullable(z.number()),
  memoryGb: z.nullable(z.number()),
  diskGb: z.nullable(z.number()),
  server: z.nullable(z.object({ state: z.enum(["provisioning", "active", "suspended"]) })),
  project: z.object({ id: z.string(), name: z.string(), isGeneral: z.boolean() }),
});
export type DashboardOrder = z.infer<typeof orderSchema>;

/** Every order with its tariff, period and project: runway, month cost, expiring orders, the orders list. */
export const getDashboardOrders = () => graphqlCall(DASHBOARD_OPERATIONS.orders, z.object({ orders: z.array(orderSchema) })).then((d) => d.orders);

/** Unpaid invoices (debts) in total. */
export const getDashboardDebts = () =>
  graphqlCall(DASHBOARD_OPERATIONS.debts, z.object({ financeSummary: z.object({ debt: z.number(), unpaidInvoices: z.number() }) })).then(
    (d) => d.financeSummary,
  );

/** The e-mail's verification (the profile's completeness comes with the account's first answers). */
export const getDashboardMe = () => graphqlCall(DASHBOARD_OPERATIONS.me, z.object({ me: z.object({ emailVerified: z.boolean() }) })).then((d) => d.me);

/** Tickets, for those the support team has answered. */
export const getDashboardTickets = () =>
  graphqlCall(DASHBOARD_OPERATIONS.tickets, z.object({ tickets: z.array(z.object({ id: z.string(), subject: z.string(), status: z.string() })) })).then(
    (d) => d.tickets,
  );

const paymentSchema = z.object({
  ref: z.string(),
  kind: z.string(),
  method: z.string(),
  paidAt: z.string(),
  amount: z.number(),
  charged: z.number(),
  currency: z.string(),
  invoices: z.array(z.object({ description: z.string(), vat: z.number() })),
});
export type DashboardPayment = z.infer<typeof paymentSchema>;

/** The last balance movements and the last payments, newest first (merged by ./last-movements.ts). */
export const getLastTransactions = () =>
  graphqlCall(
    DASHBOARD_OPERATIONS.transactions,
    z.object({
      transactions: z.object({
        items: z.array(
          z.object({
            __typename: z.literal("Transaction"),
            id: z.string(),
            date: z.string(),
            description: z.string(),
            amount: z.number(),
            amountWithoutVat: z.number(),
            vat: z.number(),
            currency: z.string(),
          }),
        ),
      }),
      payments: z.object({ items: z.array(paymentSchema) }),
    }),
  ).then((d) => ({ transactions: d.transactions.items, payments: d.payments.items }));

/** The calls of the dashboard's parts, started together as soon as the session is signed in (`startParts`). */
export const DASHBOARD_CALLS = [getDashboardOrders, getDashboardDebts, getDashboardMe, getDashboardTickets, getLastTransactions] as const;
