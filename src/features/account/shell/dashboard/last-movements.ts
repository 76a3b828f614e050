import type { DashboardPayment } from "./queries";

export type MovementRow = {
  __typename: "Transaction";
  id: string;
  date: string;
  description: string;
  amount: number;
  amountWithoutVat: number;
  vat: number;
  currency: string;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What a payment way paid for a purchase, as a row of the dashboard's last transactions (decision 163): the
 * same rule as the accountant export's payment record (accountant-export/records.ts `fromPayment`): a top-up
 * is its balance credit, and a payment all from the balance is its balance-use rows, so neither is a row of
 * its own. Money spent is negative, as balance use is; the VAT is the invoices' VAT in the part charged.
 */
export function paymentRow(p: DashboardPayment, describe: (p: DashboardPayment) => string): MovementRow | null {
  if (p.kind === "balance" || p.charged <= 0) return null;
  const vat = p.amount > 0 ? round2((p.invoices.reduce((sum, i) => sum + i.vat, 0) * p.charged) / p.amount) : 0;
  return {
    __typename: "Transaction",
    id: p.ref,
    date: p.paidAt,
    description: describe(p),
    amount: -p.charged,
    amountWithoutVat: round2(-p.charged + vat),
    vat: -vat,
    currency: p.currency,
  };
}

/** The balance's movements and the payments by a payment way, newest first, at most `limit`. */
export function lastMovements(
  transactions: MovementRow[],
  payments: DashboardPayment[],
  limit: number,
  describe: (p: DashboardPayment) => string,
): MovementRow[] {
  const rows = [...transactions, ...payments.map((p) => paymentRow(p, describe)).filter((r) => r !== null)];
  // ISO timestamps order by their code units: no collator (localeCompare loads the locale data, decision 151).
  return rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, limit);
}
