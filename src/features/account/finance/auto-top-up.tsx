import { useEffect, useMemo } from "react";
import { useMutation } from "@apollo/client/react";
import { useForm, useWatch } from "react-hook-form";
import { zodMiniResolver } from "@/components/forms/zod-mini-resolver";
import { useTranslation } from "react-i18next";
import { autoTopUpSchema, toAutoTopUpInput, type AutoTopUpValues } from "./schemas";
import { DisableAutoTopUpMutation, SetAutoTopUpMutation } from "./mutations";
import { FinanceOverviewQuery } from "./queries";
import { clampIntInput } from "@/lib/clamp";
import { DAY_MAX, DAY_MIN, isValidDayOfMonth, scheduleForDay, todayIso } from "@/lib/rules/day-of-month";
import { classifyGraphqlError } from "@/api-client/graphql/errors";
import { Field } from "@/components/forms/field";
import { applyServerFieldErrors } from "@/components/forms/server-field-errors";
import { DateText, ScheduleDates } from "@/components/app-ui/format";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";
import { Empty } from "@/components/app-ui/states";
import { formatMoney } from "@/lib/money";
import { useLang } from "@/components/use-lang";
import { amountMax } from "@/components/app-ui/amount";

interface Props {
  current: { day: number; amount: number; currency: string; cardId: string; nextPayment: string } | null;
  cards: Array<{ id: string; label: string }>;
  currency: string;
}

/** Monthly auto top-up (spec §3, §5): day 1–31 with the last-day rule, amount > 1, a saved card. */
export function AutoTopUp({ current, cards, currency }: Props) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const toast = useToast();
  const showFailure = useFailureToast();
  const [save, saving] = useMutation(SetAutoTopUpMutation, { refetchQueries: [FinanceOverviewQuery] });
  const [disable, disabling] = useMutation(DisableAutoTopUpMutation, { refetchQueries: [FinanceOverviewQuery] });
  const defaults = useMemo<AutoTopUpValues>(
    () => ({ day: current ? String(current.day) : "", amount: current ? String(current.amount) : "", cardId: current?.cardId ?? cards[0]?.id ?? "" }),
    [current, cards],
  );
  const { register, handleSubmit, formState, setValue, setError, reset, control } = useForm<AutoTopUpValues>({
    resolver: zodMiniResolver(autoTopUpSchema(currency)),
    defaultValues: defaults,
  });
  const max = amountMax(currency, lang);
  // The saved values again when they change (a save, another tab), keeping what the customer has typed: a realtime
  // event reads the screen's queries again, and a plain reset emptied the form being filled in.
  useEffect(() => reset(defaults, { keepDirtyValues: true }), [defaults, reset]);
  const day = Number(useWatch({ control, name: "day" }));
  const schedule = isValidDayOfMonth(day) ? scheduleForDay(day, todayIso(), 4) : [];

  if (!cards.length) {
    return <Empty title={t("autoTopUp.needsCard")}>{t("autoTopUp.needsCardHint")}</Empty>;
  }

  const msg = (m?: string, type?: string) => (m ? (type === "server" ? m : t(m, { max })) : undefined);
  // A second submit while saving is ignored here; the button is aria-disabled, not disabled (it keeps the focus).
  const onSubmit = handleSubmit((values) =>
    saving.loading
      ? undefined
      : save({ variables: { input: toAutoTopUpInput(values, currency) } })
          .then(() => toast({ kind: "success", title: current ? t("autoTopUp.updated") : t("autoTopUp.created") }))
          .catch((error: unknown) => {
            const failure = classifyGraphqlError(error);
            if (failure.kind === "input" && applyServerFieldErrors(failure.fields, setError, ["day", "amount", "cardId"] as const)) return;
            showFailure(error, "completeRequest");
          }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="auto-top-up">
      {current ? (
        <p className="status-line" data-testid="auto-top-up-status">
          {t("autoTopUp.active", { amount: formatMoney(current.amount, current.currency, lang), day: current.day })} <DateText iso={current.nextPayment} />
        </p>
      ) : (
        <p className="muted">{t("autoTopUp.off")}</p>
      )}
      <div className="form__row">
        <Field label={t("autoTopUp.day")} hint={t("autoTopUp.dayHint")} error={msg(formState.errors.day?.message, formState.errors.day?.type)}>
          {(a) => (
            <input
              {...a}
              {...register("day", {
                // Spec §5: numeric inputs clamp to their min and max.
                onBlur: (e: { target: { value: string } }) => {
                  const v = clampIntInput(e.target.value, DAY_MIN, DAY_MAX);
                  if (v !== null) setValue("day", String(v), { shouldValidate: true });
                },
              })}
              type="number"
              min={DAY_MIN}
              max={DAY_MAX}
              inputMode="numeric"
              className="input input--short"
            />
          )}
        </Field>
        <Field
          label={t("autoTopUp.amount", { currency })}
          hint={t("validation.amountRange", { max })}
          error={msg(formState.errors.amount?.message, formState.errors.amount?.type)}
        >
          {(a) => <input {...a} {...register("amount")} inputMode="decimal" className="input input--short" />}
        </Field>
        <Field label={t("autoTopUp.card")} error={msg(formState.errors.cardId?.message, formState.errors.cardId?.type)}>
          {(a) => (
            <select {...a} {...register("cardId")} className="input">
              {cards.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ScheduleDates label={t("autoTopUp.schedule")} dates={schedule} testId="auto-top-up-schedule" />
      <div className="actions">
        <button type="submit" className="button" aria-disabled={saving.loading} aria-busy={saving.loading}>
          {current ? t("autoTopUp.update") : t("autoTopUp.setUp")}
        </button>
        {current ? (
          <button
            type="button"
            className="button button--ghost"
            aria-disabled={disabling.loading}
            aria-busy={disabling.loading}
            onClick={() =>
              !disabling.loading &&
              disable()
                .then(() => toast({ kind: "success", title: t("autoTopUp.disabled") }))
                .catch((error: unknown) => showFailure(error, "completeRequest"))
            }
          >
            {t("autoTopUp.disable")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
