import { z } from "zod";
import { isValidTopUpAmount, parseAmount } from "../../../lib/money";
import { isValidDayOfMonth } from "../../../lib/rules/day-of-month";
import type { AutoTopUpInput } from "../../../api-client/graphql/generated/graphql";

/** Messages are catalogue keys (locales/<lang>/account.json), translated where they are shown. */
export const topUpSchema = z.object({
  amount: z.string().trim().min(1, "validation.required").refine((v) => isValidTopUpAmount(parseAmount(v)), "validation.amountMoreThanOne"),
});
export type TopUpValues = z.infer<typeof topUpSchema>;

/** The auto top-up form; `toAutoTopUpInput` makes the mutation's input from it (one schema, form and call). */
export const autoTopUpSchema = z.object({
  day: z.string().trim().min(1, "validation.required").refine((v) => isValidDayOfMonth(Number(v)), "validation.dayOfMonth"),
  amount: z.string().trim().min(1, "validation.required").refine((v) => isValidTopUpAmount(parseAmount(v)), "validation.amountMoreThanOne"),
  cardId: z.string().min(1, "validation.cardRequired"),
});
export type AutoTopUpValues = z.infer<typeof autoTopUpSchema>;

export const toAutoTopUpInput = (v: AutoTopUpValues, currency: string): AutoTopUpInput => ({
  day: Number(v.day),
  amount: parseAmount(v.amount),
  currency,
  cardId: v.cardId,
});
