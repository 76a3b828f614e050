import { forwardRef, useImperativeHandle } from "react";
import { navigate } from "gatsby";
import { useForm } from "react-hook-form";
import { zodMiniResolver } from "@/components/forms/zod-mini-resolver";
import { useTranslation } from "react-i18next";
import { parseAmount, formatNumber, fractionDigits, isCurrencyCode } from "@/lib/money";
import { localizePath } from "@/lib/i18n-config";
import { paymentPagePath, TOP_UP_REF } from "@/lib/payment-links";
import { payableAmount } from "@/lib/rules/amounts";
import { topUpSchema, type TopUpValues } from "./schemas";
import { Field } from "@/components/forms/field";
import { amountMax } from "@/components/app-ui/amount";
import { LimitedFieldset } from "@/components/app-ui/limited";
import { useDisplayCurrency } from "@/components/app-ui/currency";
import { useLang } from "@/components/use-lang";

/** Key of the typed amount in this page's history entry: Back from the payment page shows it again. */
const KEPT_AMOUNT = "topUpAmount";

function keptAmount(): string {
  const state: unknown = typeof window === "undefined" ? null : window.history.state;
  const kept = state && typeof state === "object" ? (state as Record<string, unknown>)[KEPT_AMOUNT] : undefined;
  return typeof kept === "string" ? kept : "";
}

export interface TopUpHandle {
  /** Fills the amount (in EUR, shown in the display currency) and focuses the field. */
  suggest: (amountEur: number) => void;
}

/**
 * Balance top-up: an amount of more than 1 in the currency (spec §5) and at most its maximum, then the one payment page
 * (`/checkout/pay/balance/`) opens with that amount and currency filled in.
 */
export const TopUpForm = forwardRef<TopUpHandle>(function TopUpForm(_props, ref) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const currency = useDisplayCurrency();
  const { register, handleSubmit, formState, setValue, setFocus } = useForm<TopUpValues>({
    resolver: zodMiniResolver(topUpSchema(currency.code)),
    defaultValues: { amount: keptAmount() },
  });
  useImperativeHandle(ref, () => ({
    suggest: (amountEur) => {
      const shown = currency.fromEur(amountEur);
      setValue("amount", formatNumber(shown.amount, lang, fractionDigits(shown.currency)).replace(/[\s\u00a0\u202f]/g, ""), { shouldValidate: true });
      setFocus("amount");
    },
  }));
  const error = formState.errors.amount?.message;
  const max = amountMax(currency.code, lang);
  const pay = (values: TopUpValues) => {
    const state: unknown = window.history.state;
    window.history.replaceState({ ...(state && typeof state === "object" ? state : {}), [KEPT_AMOUNT]: values.amount }, "");
    const prefill = isCurrencyCode(currency.code) ? { amount: payableAmount(parseAmount(values.amount), currency.code), currency: currency.code } : undefined;
    void navigate(localizePath(paymentPagePath(TOP_UP_REF, prefill), lang));
  };
  return (
    <LimitedFieldset>
      <form className="form form--inline" onSubmit={handleSubmit(pay)} noValidate data-testid="top-up-form">
        <Field label={t("topUp.amount", { currency: currency.code })} hint={t("validation.amountRange", { max })} error={error ? t(error, { max }) : undefined}>
          {(a) => <input {...a} {...register("amount")} inputMode="decimal" autoComplete="off" className="input" />}
        </Field>
        <button type="submit" className="button">
          {t("topUp.submit")}
        </button>
      </form>
    </LimitedFieldset>
  );
});
