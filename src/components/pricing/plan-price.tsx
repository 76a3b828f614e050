import { useMoney } from "./currency-store";
import { useLang } from "../use-lang";

/**
 * A catalog price (EUR) in the display currency. Static pages render it with the EUR price in the
 * HTML; after hydration it follows the switcher. On a static page the boot script re-prices it before the
 * island hydrates (decision 083): its text may then differ from the server's. A fixed minimum width keeps the line from shifting.
 */
export function PlanPrice({ amountEur, count = 1, className }: { amountEur: number; count?: number; className?: string }) {
  // The page's language, also when rendered at build time (no document: useMoney alone would format in English).
  const money = useMoney(useLang());
  const total = count > 1 ? amountEur * count : amountEur;
  return (
    <span className={`price ${className ?? ""}`.trim()} data-testid="price" data-eur={total} suppressHydrationWarning>
      {money(total)}
    </span>
  );
}
