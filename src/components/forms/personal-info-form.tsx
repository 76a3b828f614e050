import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodMiniResolver } from "./zod-mini-resolver";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { updatePersonalInfo } from "../../api-client/account";
import type { ApiError } from "../../api-client/http";
import type { PersonalInfo } from "../../api-client/schemas/account";
import { countryOptions } from "../../lib/form-countries";
import { COUNTRY_CODE_PATTERN } from "../../lib/rules/legal-entity";
import { PERSONAL_FIELD_MAX } from "../../lib/rules/personal-info";
import { Field } from "./field";
import { FormError } from "./text-field";
import { CONTROL_CHARACTERS_KEY, sendable } from "../../lib/rules/text";
import { useGuardedSubmit } from "./use-guarded-submit";

export const PERSONAL_FIELDS = ["first_name", "last_name", "country", "city", "zip_code", "address"] as const;
type PersonalField = (typeof PERSONAL_FIELDS)[number];
type Values = Record<PersonalField, string>;

const AUTOCOMPLETE: Record<PersonalField, string> = {
  first_name: "given-name",
  last_name: "family-name",
  country: "country",
  city: "address-level2",
  zip_code: "postal-code",
  address: "street-address",
};
const EMPTY: Values = { first_name: "", last_name: "", country: "", city: "", zip_code: "", address: "" };

const valuesOf = (p: PersonalInfo | null): Values =>
  p ? { first_name: p.user.first_name, last_name: p.user.last_name, country: p.country ?? "", city: p.city, zip_code: p.zip_code, address: p.address } : EMPTY;

/** Spec §3: all six fields are required; the country is a two-letter code (src/lib/rules). */
const schema = (required: string, notAllowed: string) => {
  // Control characters are refused before sending, as the API refuses them (the text rule, issue 39).
  const text = z.string().check(z.trim(), z.minLength(1, required), z.maxLength(PERSONAL_FIELD_MAX), z.refine(sendable("line"), notAllowed));
  return z.object({
    first_name: text,
    last_name: text,
    country: z.string().check(z.minLength(1, required), z.regex(COUNTRY_CODE_PATTERN, required)),
    city: text,
    zip_code: text,
    address: text,
  });
};

type Props = {
  /** The saved data, or null while unknown (the form starts empty). */
  initial: PersonalInfo | null;
  /** The label of each field (the account page and the checkout name them in their own namespace). */
  label: (field: PersonalField) => string;
  /** The select's empty choice and the message of an empty field, in the page's namespaces. */
  chooseCountry: string;
  requiredText: string;
  submitLabel: string;
  busyLabel?: string;
  className?: string;
  /** What the form says when the save failed and no field took the message. */
  failureText: (error: ApiError) => string;
  onSaved: (info: PersonalInfo) => void;
};

/**
 * The one personal-data form (spec §3, §7: GET/PUT personal_info), used by the account's personal-data
 * page and the checkout's personal stage: six required fields, the country chosen from a list, the
 * server's field messages shown at their fields.
 */
export function PersonalInfoForm({ initial, label, chooseCountry, requiredText, submitLabel, busyLabel, className = "form", failureText, onSaved }: Props) {
  const { i18n, t } = useTranslation();
  const notAllowed = t(CONTROL_CHARACTERS_KEY);
  const resolver = useMemo(() => zodMiniResolver(schema(requiredText, notAllowed)), [requiredText, notAllowed]);
  const form = useForm<Values>({ resolver, defaultValues: valuesOf(initial) });
  const [formError, setFormError] = useState<string | null>(null);
  // The saved data can arrive after the form is shown, and again later (a new object after a session check or a
  // failed save): it fills the fields the customer has not touched and never overwrites what they typed.
  // react-hook-form tracks only the form state a render reads: dirtyFields is read here so that it is kept.
  void form.formState.dirtyFields;
  useEffect(() => {
    if (initial) form.reset(valuesOf(initial), { keepDirtyValues: true });
  }, [initial, form]);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  const { run, loading } = useGuardedSubmit(async (v: Values) => {
    setFormError(null);
    const r = await updatePersonalInfo({
      user: { first_name: v.first_name.trim(), last_name: v.last_name.trim() },
      country: v.country,
      city: v.city.trim(),
      zip_code: v.zip_code.trim(),
      address: v.address.trim(),
    });
    if (r.ok) {
      form.reset(valuesOf(r.value.data));
      onSaved(r.value.data);
      return;
    }
    if (r.error.silent) return;
    let placed = false;
    for (const [param, messages] of Object.entries(r.error.fieldErrors)) {
      const field = param.replace(/^user\./, "") as PersonalField;
      if (PERSONAL_FIELDS.includes(field) && messages[0]) {
        form.setError(field, { type: "server", message: messages[0] });
        placed = true;
      }
    }
    if (!placed) setFormError(failureText(r.error));
  });

  const errors = form.formState.errors;
  return (
    <form className={className} onSubmit={form.handleSubmit(run)} noValidate>
      {PERSONAL_FIELDS.map((field) => (
        <Field key={field} label={label(field)} error={errors[field]?.message} announce={false}>
          {(control) =>
            field === "country" ? (
              <select {...control} className="input" autoComplete={AUTOCOMPLETE[field]} {...form.register(field)}>
                <option value="">{chooseCountry}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            ) : (
              <input {...control} className="input" autoComplete={AUTOCOMPLETE[field]} maxLength={PERSONAL_FIELD_MAX} {...form.register(field)} />
            )
          }
        </Field>
      ))}
      <FormError message={formError} />
      <button type="submit" className="button" aria-busy={loading} aria-disabled={loading}>
        {loading && busyLabel ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
