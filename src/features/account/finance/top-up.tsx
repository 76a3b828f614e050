import { forwardRef, useImperativeHandle, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { parseAmount, formatNumber, fractionDigits } from "../../../lib/money";
import { topUpSchema, type TopUpValues } from "./schemas";
import { PayDialog } from "../payment/pay-dialog";
import { Field } from "../ui/field";
import { useDisplayCurrency } from "../ui/currency";
import { useLang } from "../ui/use-lang";

export interface TopUpHandle {
  /** Fills the amount (in EUR, shown in the display currency) and focuses the field. */
  suggest: (amountEur: number) => void;
}

/** Balance top-up: an amount of more than 1 in the currency (spec §5), then a payment method. */
export const TopUpForm = forwardRef<TopUpHandle>(function TopUpForm(_props, ref) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const currency = useDisplayCurrency();
  const [paying, setPaying] = useState<number | null>(null);
  const { register, handleSubmit, formState, setValue, setFocus } = useForm<TopUpValues>({ resolver: zodResolver(topUpSchema), defaultValues: { amount: "" } });
  useImperativeHandle(ref, () => ({
    suggest: (amountEur) => {
      const shown = currency.fromEur(amountEur);
      setValue("amount", formatNumber(shown.amount, lang, fractionDigits(shown.currency)).replace(/[\s\u00a0\u202f]/g, ""), { shouldValidate: true });
      setFocus("amount");
    },
  }));
  const error = formState.errors.amount?.message;
  return (
    <>
    <form className="form form--inline" onSubmit={handleSubmit((v) => setPaying(parseAmount(v.amount)))} noValidate data-testid="top-up-form">
      <Field label={t("topUp.amount", { currency: currency.code })} error={error ? t(error) : undefined}>
        {(a) => <input {...a} {...register("amount")} inputMode="decimal" autoComplete="off" className="input" />}
      </Field>
      <button type="submit" className="button">
        {t("topUp.submit")}
      </button>
    </form>
    {/* Outside the form: a dialog's form must not nest in another form. */}
    <PayDialog open={paying !== null} onClose={() => setPaying(null)} paymentRef="balance" amount={paying ?? undefined} title={t("topUp.title")} />
    </>
  );
});
