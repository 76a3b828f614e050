// No imports: the account's early-calls script (../early-calls.ts) sends these same operations before the
// app's code has loaded, and the dashboard's parts (./queries.ts) take its answers (decision 126).

export const LAST_TRANSACTIONS = 5;

/** The GraphQL operations of the dashboard's parts, one per part. */
export const DASHBOARD_OPERATIONS = {
  orders:
    "query DashboardOrders { orders { id type name paid paidUntil overdueDays cancelMark price months startedAt location os cpu memoryGb diskGb server { state } project { id name isGeneral } } }",
  debts: "query DashboardDebts { financeSummary { debt unpaidInvoices } }",
  me: "query DashboardMe { me { emailVerified } }",
  tickets: "query DashboardTickets { tickets { id subject status } }",
  // The balance's movements and the payments made by a payment way (a card paid the order): decision 163.
  transactions: `query DashboardTransactions { transactions(page: 1, pageSize: ${LAST_TRANSACTIONS}) { items { __typename id date description amount amountWithoutVat vat currency } } payments(page: 1, pageSize: ${LAST_TRANSACTIONS}) { items { ref kind method paidAt amount charged currency invoices { description vat } } } }`,
} as const;
