import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodMiniResolver } from "@/components/forms/zod-mini-resolver";
import { useTranslation } from "react-i18next";
import { isEuCountry } from "@/lib/rules/legal-entity";
import { legalEntitySchema, type LegalEntityValues } from "./schema";
import { Field } from "@/components/forms/field";
import { LOCALES } from "@/lib/format";
import { currencyChoices } from "@/lib/region";
import { useRegion } from "@/components/pricing";
import { useLang } from "@/components/use-lang";
import type { LegalEntityFieldsFragment } from "@/api-client/graphql/generated/graphql";

const COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "CH",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GB",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "KZ",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "RU",
  "SE",
  "SI",
  "SK",
  "UA",
  "US",
];

export function valuesOf(le: LegalEntityFieldsFragment | null): LegalEntityValues {
  return {
    company: le?.company ?? "",
    country: le?.country ?? "",
    city: le?.city ?? "",
    address: le?.address ?? "",
    vatId: le?.vatId ?? "",
    // A new entity's currency is the region's first (the form fills it in: RUR for a Russian customer).
    currency: le?.currency ?? "",
    createActs: le?.createActs ?? false,
    invoiceEmails: (le?.invoiceEmails ?? []).join("\n"),
  };
}

export type ServerFields = Partial<Record<keyof LegalEntityValues, string>>;

/** Add or edit a legal entity. Values survive a failed save: the form is only reset by its owner. */
export function LegalEntityForm({
  initial,
  onSubmit,
  busy,
  serverErrors,
  submitLabel,
}: {
  initial: LegalEntityValues;
  onSubmit: (v: LegalEntityValues) => void;
  busy: boolean;
  serverErrors: ServerFields;
  submitLabel: string;
}) {
  const { t } = useTranslation("account");
  const lang = useLang();
  // Spec §5: a Russian customer is offered RUR only, a Ukrainian one UAH; an entity keeps its own currency.
  const currencies = currencyChoices(useRegion(), initial.currency);
  const { register, handleSubmit, formState, control } = useForm<LegalEntityValues>({
    resolver: zodMiniResolver(legalEntitySchema),
    defaultValues: { ...initial, currency: initial.currency || currencies[0] },
  });
  const country = useWatch({ control, name: "country" });
  const names = useMemo(() => {
    const dn = new Intl.DisplayNames([LOCALES[lang]], { type: "region" });
    return COUNTRIES.map((c) => ({ code: c, name: dn.of(c) ?? c })).sort((a, b) => a.name.localeCompare(b.name, LOCALES[lang]));
  }, [lang]);
  const err = (k: keyof LegalEntityValues) => {
    const m = formState.errors[k]?.message;
    return m ? t(m) : serverErrors[k];
  };
  return (
    // A second submit while saving is ignored; the button is aria-disabled, not disabled (it keeps the focus).
    <form className="form" onSubmit={handleSubmit((v) => (busy ? undefined : onSubmit(v)))} noValidate data-testid="legal-entity-form">
      <p className="muted">{t("legal.englishHint")}</p>
      <Field label={t("legal.company")} error={err("company")}>
        {(a) => <input {...a} {...register("company")} className="input" autoComplete="organization" />}
      </Field>
      <div className="form__row">
        <Field label={t("legal.country")} error={err("country")}>
          {(a) => (
            <select {...a} {...register("country")} className="input">
              <option value="">—</option>
              {names.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("legal.city")} error={err("city")}>
          {(a) => <input {...a} {...register("city")} className="input" />}
        </Field>
      </div>
      <Field label={t("legal.address")} error={err("address")}>
        {(a) => <input {...a} {...register("address")} className="input" autoComplete="street-address" />}
      </Field>
      <div className="form__row">
        {isEuCountry(country) ? (
          <Field label={t("legal.vatId")} hint={t("legal.vatHint")} error={err("vatId")}>
            {(a) => <input {...a} {...register("vatId")} className="input" />}
          </Field>
        ) : null}
        <Field label={t("legal.currency")} error={err("currency")}>
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
      {country === "RU" ? (
        <label className="checkbox">
          <input type="checkbox" {...register("createActs")} />
          {t("legal.createActs")} <span className="muted">({t("legal.createActsHint")})</span>
        </label>
      ) : null}
      <Field label={t("legal.invoiceEmails")} hint={t("legal.invoiceEmailsHint")} error={err("invoiceEmails")}>
        {(a) => <textarea {...a} {...register("invoiceEmails")} className="input" rows={3} />}
      </Field>
      <div className="actions">
        <button type="submit" className="button" aria-disabled={busy} aria-busy={busy}>
          {busy ? t("ui.saving") : submitLabel}
        </button>
      </div>
    </form>
  );
}
