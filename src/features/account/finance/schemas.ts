import * as z from "zod/mini";
import { parseAmount } from "@/lib/money";
import { isValidDayOfMonth } from "@/lib/rules/day-of-month";
import { amountText } from "@/components/app-ui/amount";
import type { AutoTopUpInput } from "@/api-client/graphql/generated/graphql";

/** Messages are catalogue keys (locales/<lang>/account.json), translated where they are shown. The amount is in `currency`. */
export const topUpSchema = (currency: string) => z.object({ amount: amountText(currency) });
export type TopUpValues = z.infer<ReturnType<typeof topUpSchema>>;

/** The auto top-up form; `toAutoTopUpInput` makes the mutation's input from it (one schema, form and call). */
export const autoTopUpSchema = (currency: string) =>
  z.object({
    day: z.string().check(
      z.trim(),
      z.minLength(1, "errors:fieldRequired"),
      z.refine((v) => isValidDayOfMonth(Number(v)), "validation.dayOfMonth"),
    ),
    amount: amountText(currency),
    cardId: z.string().check(z.minLength(1, "validation.cardRequired")),
  });
export type AutoTopUpValues = z.infer<ReturnType<typeof autoTopUpSchema>>;

export const toAutoTopUpInput = (v: AutoTopUpValues, currency: string): AutoTopUpInput => ({
  day: Number(v.day),
  amount: parseAmount(v.amount),
  currency,
  cardId: v.cardId,
});
