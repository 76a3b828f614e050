import type { TransactionFieldsFragment } from "@/api-client/graphql/generated/graphql";
import type { Language } from "@/lib/i18n-config";
import { csvNumber, csvSeparator, toCsv } from "@/lib/csv";
import { formatNumericDate } from "@/lib/format";
import { fractionDigits } from "@/lib/money";

export interface CsvHeaders {
  id: string;
  date: string;
  description: string;
  amount: string;
  amountWithoutVat: string;
  vat: string;
  currency: string;
}

/** The transactions of a period as a spreadsheet file in the person's language and currency. */
export function transactionsCsv(
  items: TransactionFieldsFragment[],
  language: Language,
  headers: CsvHeaders,
  convert: (amountEur: number, currency: string) => { amount: number; currency: string },
): string {
  const rows = items.map((tx) => {
    const amount = convert(tx.amount, tx.currency);
    const net = convert(tx.amountWithoutVat, tx.currency);
    const vat = convert(tx.vat, tx.currency);
    const digits = fractionDigits(amount.currency);
    return [
      tx.id,
      formatNumericDate(tx.date, language),
      tx.description,
      csvNumber(amount.amount, language, digits),
      csvNumber(net.amount, language, digits),
      csvNumber(vat.amount, language, digits),
      amount.currency,
    ];
  });
  return toCsv(
    [[headers.id, headers.date, headers.description, headers.amount, headers.amountWithoutVat, headers.vat, headers.currency], ...rows],
    csvSeparator(language),
  );
}
