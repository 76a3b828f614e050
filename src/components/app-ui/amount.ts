import * as z from "zod/mini";
import { formatMoney, fractionDigits, parseAmount } from "@/lib/money";
import type { Language } from "@/lib/i18n-config";
import { AMOUNT_MAX, amountProblem, isAllowedCurrency } from "@/lib/rules/amounts";

/**
 * A typed amount in a currency, checked by src/lib/rules/amounts.ts (the sandbox checks the same): more than
 * 1, at most the currency's maximum, and no finer than its minor unit (whole roubles and hryvnias). Messages are catalogue keys; translate them with `{ max }` from
 * `amountMax`, so the customer learns the limit before the request.
 */
export const amountText = (currency: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, "errors:fieldRequired"),
    z.superRefine((value: string, ctx) => {
      const code = isAllowedCurrency(currency) ? currency : "EUR";
      const problem = amountProblem(parseAmount(value), code);
      if (problem === "notANumber") ctx.addIssue({ code: "custom", message: "validation.amountEnter" });
      else if (problem === "tooPrecise")
        ctx.addIssue({ code: "custom", message: fractionDigits(code) === 0 ? "validation.amountWhole" : "validation.amountCents" });
      else if (problem === "tooLarge") ctx.addIssue({ code: "custom", message: "validation.amountAtMost" });
      else if (problem) ctx.addIssue({ code: "custom", message: "validation.amountMoreThanOne" });
    }),
  );

/** The currency's maximum, formatted: `{ max }` of the amount field's hint and messages. */
export const amountMax = (currency: string, lang: Language): string => formatMoney(AMOUNT_MAX[isAllowedCurrency(currency) ? currency : "EUR"], currency, lang);
