import { useEffect, useMemo } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useMutation, useQuery } from "@apollo/client/react";
import { useForm, useWatch } from "react-hook-form";
import { zodMiniResolver } from "@/components/forms/zod-mini-resolver";
import { useTranslation } from "react-i18next";
import { periodText } from "@/components/app-ui/period";
import { RecurringOptionsQuery, RecurringPaymentQuery, RecurringPaymentsQuery } from "./queries";
import { CreateRecurringPaymentMutation, UpdateRecurringPaymentMutation } from "./mutations";
import { PERIODS, recurringSchema, toRecurringInput, type RecurringValues } from "./schema";
import { LEGAL_TABS, PageHeader, SectionTabs } from "@/components/app-ui/section-nav";
import { ErrorState, Loading } from "@/components/app-ui/states";
import { Field } from "@/components/forms/field";
import { applyServerFieldErrors } from "@/components/forms/server-field-errors";
import { DateText, ScheduleDates } from "@/components/app-ui/format";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";
import { useLang } from "@/components/use-lang";
import { SmartLink } from "@/components/smart-link";
import { classifyGraphqlError } from "@/api-client/graphql/errors";
import { clampIntInput } from "@/lib/clamp";
import { DAY_MAX, DAY_MIN, isValidDayOfMonth, scheduleForDay, todayIso } from "@/lib/rules/day-of-month";
import { currencyChoices } from "@/lib/region";
import { useRegion } from "@/components/pricing";
import { localizePath } from "@/lib/i18n-config";
import { LimitedPage } from "@/components/app-ui/limited";

/** Create (`/new/`) or view and update (`/:recurringId/`) a recurring corporate invoice. */
export default function RecurringEditPage({ recurringId }: RouteComponentProps<{ recurringId?: string }>) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const toast = useToast();
  const showFailure = useFailureToast();
  const isNew = !recurringId;
  const options = useQuery(RecurringOptionsQuery);
  const detail = useQuery(RecurringPaymentQuery, { variables: { id: recurringId ?? "" }, skip: isNew });
  const [create, creating] = useMutation(CreateRecurringPaymentMutation, { refetchQueries: [RecurringPaymentsQuery] });
  const [update, updating] = useMutation(UpdateRecurringPaymentMutation);
  const existing = detail.data?.recurringPayment ?? null;
  const entities = (options.data?.legalEntities ?? []).filter((le) => le.canInvoice || le.id === existing?.legalEntity.id);
  const defaults = useMemo<RecurringValues>(
    () => ({
      legalEntityId: existing?.legalEntity.id ?? entities[0]?.id ?? "",
      issueDay: existing ? String(existing.issueDay) : "1",
      periodMonths: String(existing?.periodMonths ?? 1),
      currency: existing?.currency ?? entities[0]?.currency ?? "EUR",
      allOrders: existing?.allOrders ?? true,
      orderIds: existing?.orders.map((o) => o.id) ?? [],
      allowOverdraft: existing?.allowOverdraft ?? false,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- entities is computed from options.data each render; listing it would rebuild the defaults every render
    [existing, options.data],
  );
  // Spec §5: a Russian customer is offered RUR only, a Ukrainian one UAH; the invoice's (or its entity's) own stays.
  const currencies = currencyChoices(useRegion(), defaults.currency);
  const { register, handleSubmit, formState, setValue, setError, reset, control } = useForm<RecurringValues>({
    resolver: zodMiniResolver(recurringSchema),
    defaultValues: defaults,
  });
  // Fresh data (a refetch after a realtime event, a mutation elsewhere) updates the fields the customer
  // has not touched and keeps what they changed.
  useEffect(() => reset(defaults, { keepDirtyValues: true }), [defaults, reset]);
  const [day, period, allOrders] = useWatch({ control, name: ["issueDay", "periodMonths", "allOrders"] });
  const schedule = isValidDayOfMonth(Number(day)) ? scheduleForDay(Number(day), todayIso(), 3, Number(period) || 1) : [];
  const msg = (m?: string, type?: string) => (m ? (type === "server" ? m : t(m)) : undefined);

  // A second submit while saving is ignored; the button is aria-disabled, not disabled (it keeps the focus).
  const onSubmit = handleSubmit((v) => {
    if (creating.loading || updating.loading) return;
    const input = toRecurringInput(v);
    const run = isNew ? create({ variables: { input } }) : update({ variables: { id: recurringId, input } });
    run
      .then(() => {
        toast({ kind: "success", title: isNew ? t("recurring.created") : t("recurring.updated") });
        void navigate(localizePath("/my/legalentities/recurring/", lang));
      })
      .catch((e: unknown) => {
        const f = classifyGraphqlError(e);
        if (f.kind === "input") applyServerFieldErrors(f.fields, setError, ["legalEntityId", "issueDay", "periodMonths", "currency", "orderIds"] as const);
        showFailure(e, isNew ? "recurringCreate" : "recurringUpdate");
      });
  });

  const failed =
    options.error && !options.data
      ? { error: options.error, key: "recurringOptions" as const }
      : detail.error && !detail.data
        ? { error: detail.error, key: "recurringDetail" as const }
        : null;
  return (
    <LimitedPage>
      <PageHeader
        title={isNew ? t("recurring.new") : t("recurring.editTitle")}
        lead={
          <SmartLink href="/my/legalentities/recurring/" language={lang}>
            ← {t("recurring.back")}
          </SmartLink>
        }
      />
      <SectionTabs tabs={LEGAL_TABS} label={t("nav.legalArea")} />
      {failed ? (
        <ErrorState
          error={failed.error}
          failureKey={failed.key}
          onRetry={() => void (failed.key === "recurringOptions" ? options.refetch() : detail.refetch())}
        />
      ) : !options.data || (!isNew && !detail.data) ? (
        <Loading rows={5} />
      ) : (
        <div className="detail-grid">
          <section className="panel">
            <form className="form" onSubmit={onSubmit} noValidate data-testid="recurring-form">
              <Field label={t("recurring.legalEntity")} error={msg(formState.errors.legalEntityId?.message, formState.errors.legalEntityId?.type)}>
                {(a) => (
                  <select {...a} {...register("legalEntityId")} className="input">
                    {entities.map((le) => (
                      <option key={le.id} value={le.id}>
                        {le.company}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <div className="form__row">
                <Field
                  label={t("recurring.issueDay")}
                  hint={t("recurring.issueDayHint")}
                  error={msg(formState.errors.issueDay?.message, formState.errors.issueDay?.type)}
                >
                  {(a) => (
                    <input
                      {...a}
                      {...register("issueDay", {
                        onBlur: (e: { target: { value: string } }) => {
                          const v = clampIntInput(e.target.value, DAY_MIN, DAY_MAX);
                          if (v !== null) setValue("issueDay", String(v), { shouldValidate: true });
                        },
                      })}
                      type="number"
                      min={DAY_MIN}
                      max={DAY_MAX}
                      className="input input--short"
                    />
                  )}
                </Field>
                <Field label={t("recurring.period")}>
                  {(a) => (
                    <select {...a} {...register("periodMonths")} className="input">
                      {PERIODS.map((p) => (
                        <option key={p} value={String(p)}>
                          {periodText(t, p)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t("recurring.currency")} error={msg(formState.errors.currency?.message, formState.errors.currency?.type)}>
                  {(a) => (
                    <select {...a} {...register("currency")} className="input">
                      {currencies.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </div>
              <ScheduleDates label={t("recurring.nextDates")} dates={schedule} testId="recurring-schedule" />
              <fieldset className="choice-list">
                <legend>{t("recurring.orders")}</legend>
                <label className="checkbox">
                  <input type="checkbox" {...register("allOrders")} />
                  {t("recurring.allOrders")}
                </label>
                {!allOrders ? (
                  <div className="choice-list">
                    {(options.data?.orders ?? []).map((o) => (
                      <label key={o.id} className="checkbox">
                        <input type="checkbox" value={o.id} {...register("orderIds")} />
                        {o.name}{" "}
                        <span className="muted">
                          · {t(`orderTypes.${o.type}`)} · {o.project.name}
                        </span>
                      </label>
                    ))}
                    {formState.errors.orderIds ? (
                      <p className="field__error" role="alert">
                        {msg(formState.errors.orderIds.message, formState.errors.orderIds.type)}
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </fieldset>
              <label className="checkbox">
                <input type="checkbox" {...register("allowOverdraft")} />
                {t("recurring.allowOverdraft")}
              </label>
              <div className="actions">
                <button type="submit" className="button" aria-disabled={creating.loading || updating.loading} aria-busy={creating.loading || updating.loading}>
                  {creating.loading || updating.loading ? t("ui.saving") : t("ui.save")}
                </button>
              </div>
            </form>
          </section>
          {existing ? (
            <section className="panel">
              <dl className="kv">
                <dt>{t("recurring.orders")}</dt>
                <dd>{t("recurring.orderCount", { count: existing.orderCount })}</dd>
                <dt>{t("recurring.lastPayment")}</dt>
                <dd>{existing.lastPayment ? <DateText iso={existing.lastPayment} /> : t("recurring.never")}</dd>
                <dt>{t("recurring.nextPayment")}</dt>
                <dd>
                  <DateText iso={existing.nextPayment} />
                </dd>
              </dl>
            </section>
          ) : null}
        </div>
      )}
    </LimitedPage>
  );
}
