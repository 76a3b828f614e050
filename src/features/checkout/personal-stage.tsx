import { useEffect, useRef, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { ApiError, getPersonalInfo, putPersonalInfo } from "../../api-client/payment";
import { errorText } from "../../api-client/error-text";
import type { PersonalInfo } from "../../api-client/schemas/account";
import { personalInfoRequestSchema } from "../../api-client/schemas/account-requests";

/** Countries offered in the form: the data-centre countries first, then the rest alphabetically by code. */
const COUNTRIES = ["DE", "NL", "ES", "CH", "US", "UA", "RU", "AT", "BE", "BG", "CA", "CY", "CZ", "DK", "EE", "FI", "FR", "GB", "GR", "HR", "HU", "IE", "IL", "IT", "KZ", "LT", "LU", "LV", "MD", "NO", "PL", "PT", "RO", "RS", "SE", "SI", "SK", "TR"];

type Fields = { first_name: string; last_name: string; country: string; city: string; zip_code: string; address: string };
const EMPTY: Fields = { first_name: "", last_name: "", country: "", city: "", zip_code: "", address: "" };

const fromInfo = (p: PersonalInfo): Fields => ({ first_name: p.user.first_name, last_name: p.user.last_name, country: p.country ?? "", city: p.city, zip_code: p.zip_code, address: p.address });

/** Personal-data stage: the six fields of spec §3, all required before ordering (GET/PUT personal_info). */
export function PersonalStage({ onDone, onCountry }: { onDone: () => void; onCountry: (country: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const [fields, setFields] = useState<Fields | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    getPersonalInfo().then(
      (info) => {
        onCountry(info.country);
        setFields(fromInfo(info));
      },
      () => setFields(EMPTY),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!fields) return <p role="status">{t("checkout:loading")}</p>;
  const names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([i18n.language], { type: "region" }) : null;

  const submit = async () => {
    if (busyRef.current) return;
    const payload = { user: { first_name: fields.first_name, last_name: fields.last_name }, country: fields.country, city: fields.city, zip_code: fields.zip_code, address: fields.address };
    const parsed = personalInfoRequestSchema.safeParse(payload);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path.at(-1))] = t("checkout:errors.required");
      setErrors(next);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const saved = await putPersonalInfo(parsed.data);
      onCountry(saved.country);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.body && typeof e.body === "object" && !Array.isArray(e.body)) {
        const next: Record<string, string> = {};
        const flat = { ...(e.body as Record<string, unknown>), ...(((e.body as Record<string, unknown>).user as Record<string, unknown>) ?? {}) };
        for (const [k, v] of Object.entries(flat)) if (Array.isArray(v) && typeof v[0] === "string") next[k] = v[0];
        setErrors(next);
      }
      setFormError(errorText(e, t));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const input = (name: keyof Fields, autoComplete: string) => (
    <label className="field" key={name}>
      <span>{t(`checkout:personal.${name}`)}</span>
      {name === "country" ? (
        <select name={name} value={fields.country} required autoComplete={autoComplete} aria-invalid={!!errors[name]} onChange={(e) => setFields({ ...fields, country: e.target.value })}>
          <option value="">{t("checkout:personal.chooseCountry")}</option>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {names?.of(c) ?? c}
            </option>
          ))}
        </select>
      ) : (
        <input name={name} value={fields[name]} required autoComplete={autoComplete} aria-invalid={!!errors[name]} onChange={(e) => setFields({ ...fields, [name]: e.target.value })} />
      )}
      {errors[name] ? <span className="field-error">{errors[name]}</span> : null}
    </label>
  );

  return (
    <section className="stage-panel" aria-labelledby="personal-heading">
      <h2 id="personal-heading">{t("checkout:stages.personal")}</h2>
      <p className="muted">{t("checkout:personal.why")}</p>
      <form
        className="form form--grid"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {input("first_name", "given-name")}
        {input("last_name", "family-name")}
        {input("country", "country")}
        {input("city", "address-level2")}
        {input("zip_code", "postal-code")}
        {input("address", "street-address")}
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t("checkout:personal.submit")}
        </button>
      </form>
    </section>
  );
}
