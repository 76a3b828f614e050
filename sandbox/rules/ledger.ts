/**
 * Splits the part of a payment taken from the balance over the invoices it pays, in their order: the first
 * invoices are covered from the balance, the rest by the payment method (docs/decisions/099).
 */
export function balanceShares(amounts: readonly number[], fromBalance: number): number[] {
  let left = fromBalance;
  return amounts.map((amount) => {
    const share = Math.max(0, Math.min(amount, left));
    left -= share;
    return share;
  });
}
