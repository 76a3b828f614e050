import { formatMoney } from "@/lib/money";
import { formatDate, formatShortDate } from "@/lib/format";
import { useLang } from "../use-lang";
import { useDisplayCurrency } from "./currency";

/** An amount the API gives in `currency`; EUR amounts show in the account's display currency (spec §6). */
export function Money({ amount, currency = "EUR", signed, className }: { amount: number; currency?: string; signed?: boolean; className?: string }) {
  const lang = useLang();
  const display = useDisplayCurrency();
  const shown = currency === "EUR" ? display.fromEur(amount) : { amount, currency };
  const tone = signed ? (amount < 0 ? " money--negative" : amount > 0 ? " money--positive" : "") : "";
  return <span className={`money${tone}${className ? ` ${className}` : ""}`}>{formatMoney(shown.amount, shown.currency, lang, { signed })}</span>;
}

export function DateText({ iso, short }: { iso: string | null | undefined; short?: boolean }) {
  const lang = useLang();
  if (!iso) return <span className="muted">—</span>;
  return (
    <time className="date-text" dateTime={iso}>
      {short ? formatShortDate(iso, lang) : formatDate(iso, lang)}
    </time>
  );
}

/** The next dates of a schedule (auto top-up, recurring invoices) under its label; nothing when there are none. */
export function ScheduleDates({ label, dates, testId }: { label: string; dates: readonly string[]; testId: string }) {
  if (!dates.length) return null;
  return (
    <div className="schedule" data-testid={testId}>
      <span className="muted">{label}</span>
      <ol>
        {dates.map((d) => (
          <li key={d} data-date={d}>
            <DateText iso={d} short />
          </li>
        ))}
      </ol>
    </div>
  );
}
