import { useEffect, useMemo, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useAuth } from "../../../components/auth/auth-context";
import { FormError, TextField } from "../../../components/forms/text-field";
import { useGuardedSubmit } from "../../../components/forms/use-guarded-submit";
import { toasts } from "../../../components/toasts/toast-store";
import { messageOf } from "../../../api-client/http";
import { updatePersonalInfo } from "../../../api-client/account";
import { PERSONAL_FIELD_MAX } from "../../../lib/rules/personal-info";

type Translate = (key: string) => string;
const FIELDS = ["first_name", "last_name", "country", "city", "zip_code", "address"] as const;
type Field = (typeof FIELDS)[number];

const schema = (t: Translate) => {
  const required = z.string().trim().min(1, t("errors:fieldRequired")).max(PERSONAL_FIELD_MAX);
  return z.object({
    first_name: required,
    last_name: required,
    country: z.string().trim().min(1, t("errors:fieldRequired")).regex(/^[A-Za-z]{2}$/, t("account.personal.countryInvalid")),
    city: required,
    zip_code: required,
    address: required,
  });
};
type Values = Record<Field, string>;

/** Personal info GET/PUT (spec §3, §7): complete only when all six fields are filled. */
export default function PersonalInfo(_props: RouteComponentProps) {
  const { t } = useTranslation();
  const { state, store } = useAuth();
  const resolver = useMemo(() => zodResolver(schema(t)), [t]);
  const form = useForm<Values>({ resolver, defaultValues: { first_name: "", last_name: "", country: "", city: "", zip_code: "", address: "" } });
  const [formError, setFormError] = useState<string | null>(null);
  const profile = state.profile;
  useEffect(() => {
    if (!profile || form.formState.isDirty) return;
    form.reset({ first_name: profile.user.first_name, last_name: profile.user.last_name, country: profile.country ?? "", city: profile.city, zip_code: profile.zip_code, address: profile.address });
  }, [profile, form]);

  const { run, loading } = useGuardedSubmit(async (v: Values) => {
    setFormError(null);
    const r = await updatePersonalInfo({ user: { first_name: v.first_name, last_name: v.last_name }, country: v.country.toUpperCase(), city: v.city, zip_code: v.zip_code, address: v.address });
    if (r.ok) {
      store.setProfile(r.value.data);
      form.reset(form.getValues());
      toasts.success(t("account.personal.saved"));
      return;
    }
    if (r.error.silent) return;
    let placed = false;
    for (const [param, messages] of Object.entries(r.error.fieldErrors)) {
      const field = param.replace(/^user\./, "") as Field;
      if (FIELDS.includes(field) && messages[0]) {
        form.setError(field, { type: "server", message: messages[0] });
        placed = true;
      }
    }
    if (!placed) setFormError(r.error.serverMessage && r.error.status === 403 ? r.error.serverMessage : messageOf(r.error, t));
  });

  const errors = form.formState.errors;
  return (
    <section>
      <h1>{t("account.personal.title")}</h1>
      <p className="lead">{t("account.personal.lead")}</p>
      {state.profileState === "unavailable" ? <p className="form__notice">{t("account.dashboard.profileUnavailable")}</p> : null}
      <form className="form form--narrow" onSubmit={form.handleSubmit(run)} noValidate>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`account.personal.${field}`)}
            autoComplete={{ first_name: "given-name", last_name: "family-name", country: "country", city: "address-level2", zip_code: "postal-code", address: "street-address" }[field]}
            maxLength={field === "country" ? 2 : PERSONAL_FIELD_MAX}
            registration={form.register(field)}
            error={errors[field]?.message}
          />
        ))}
        <FormError message={formError} />
        <button type="submit" className="button" aria-busy={loading} aria-disabled={loading}>
          {loading ? t("account.personal.saving") : t("account.personal.save")}
        </button>
      </form>
    </section>
  );
}
