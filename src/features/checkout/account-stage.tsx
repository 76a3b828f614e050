import { useRef, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { login, signup } from "../../api-client/allauth";
import { errorText } from "../../api-client/error-text";
import { useAuth } from "../../components/auth/auth-context";
import { planFormErrors } from "../../components/auth/form-errors";
import { checkoutSignupSchema, loginSchema } from "../../components/auth/validation";
import type { CheckoutSession } from "./use-session";
import { Field } from "../../components/forms/field";

type Mode = "signup" | "login";

/**
 * Account stage: sign in or sign up without leaving the checkout, through the site's one allauth client
 * (src/api-client/allauth.ts): every answer feeds the shared auth store, so the header's account menu
 * and the checkout itself see the customer at once (docs/decisions/036). A new account must confirm
 * its e-mail first (the sandbox, like production, answers 401 verify_email); the stage then waits for
 * the confirmation and re-checks the session.
 */
export function AccountStage({ session, recheck }: { session: CheckoutSession; recheck: () => Promise<CheckoutSession> }) {
  const { t } = useTranslation();
  const { store } = useAuth();
  const [mode, setMode] = useState<Mode>("signup");
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const pending = session.status === "anonymous" && session.pendingVerification;

  const submit = async (form: HTMLFormElement) => {
    if (busyRef.current) return;
    const data = new FormData(form);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    // The auth pages' rules and messages, in the page's language (the browser's own bubbles spoke the browser's).
    const checked = (mode === "signup" ? checkoutSignupSchema(t) : loginSchema(t)).safeParse({ email, password });
    if (!checked.success) {
      const found: { email?: string; password?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === "email" || field === "password") && !found[field]) found[field] = issue.message;
      }
      setFieldErrors(found);
      setErrors([]);
      const first = found.email ? "email" : "password";
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setFieldErrors({});
    busyRef.current = true;
    setBusy(true);
    setErrors([]);
    // A second factor is asked on its own page (the central flow routing); back here afterwards.
    // A signup's confirmation link leads back here too, in whichever tab it opens.
    store.rememberNext(`${window.location.pathname}${window.location.search}`, { signup: mode === "signup" });
    try {
      const result = mode === "signup" ? await signup({ email, password }) : await login({ email, password });
      if (!result.ok) {
        // A 400 lists allauth's refusals (wrong password, e-mail taken, a common password): known codes in the
        // page's language, the rest as allauth says them; no answer reads "Request failed". A refusal of the
        // e-mail or the password is shown at that field (aria-invalid, described by it) and focuses it.
        const plan = result.error.kind === "http" ? planFormErrors(result.error, ["email", "password"] as const, t) : null;
        const fields = plan?.fields ?? {};
        const formText = plan ? (plan.form ?? plan.toast) : errorText(result.error, t);
        setFieldErrors(fields);
        setErrors(formText ? [formText] : fields.email || fields.password ? [] : [errorText(result.error, t)]);
        const refused = fields.email ? "email" : fields.password ? "password" : null;
        if (refused) (form.elements.namedItem(refused) as HTMLInputElement | null)?.focus();
      } else if (result.value.data.status === 401 && !result.value.data.data.flows.some((f) => f.is_pending)) {
        setErrors([t("errors:generic")]);
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  if (pending) {
    return (
      <section className="stage-panel" aria-labelledby="account-heading">
        <h2 id="account-heading">{t("checkout:account.confirmTitle")}</h2>
        <p role="status">{t("checkout:account.confirmText")}</p>
        {errors.map((e) => (
          <p key={e} className="form-error" role="alert">
            {e}
          </p>
        ))}
        <button
          type="button"
          className="button"
          onClick={async () => {
            const next = await recheck().catch(() => session);
            if (next.status !== "authenticated") setErrors([t("checkout:account.notConfirmed")]);
          }}
        >
          {t("checkout:account.confirmed")}
        </button>
      </section>
    );
  }

  return (
    <section className="stage-panel" aria-labelledby="account-heading">
      <h2 id="account-heading">{t("checkout:stages.account")}</h2>
      <div className="tabs" role="tablist">
        {(["signup", "login"] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={mode === m ? "tab tab--active" : "tab"}
            onClick={() => {
              setMode(m);
              setFieldErrors({});
            }}
          >
            {t(`checkout:account.${m}`)}
          </button>
        ))}
      </div>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(e.currentTarget);
        }}
      >
        <Field label={t("checkout:account.email")} error={fieldErrors.email} required>
          {(control) => <input {...control} className="input" name="email" type="email" autoComplete="email" />}
        </Field>
        <Field label={t("checkout:account.password")} error={fieldErrors.password} required>
          {(control) => (
            <input {...control} className="input" name="password" type="password" autoComplete={mode === "signup" ? "new-password" : "current-password"} />
          )}
        </Field>
        {mode === "signup" ? (
          <p className="muted small" data-keep-clear="">
            {t("checkout:account.passwordHint")}
          </p>
        ) : null}
        {errors.map((e) => (
          <p key={e} className="form-error" role="alert">
            {e}
          </p>
        ))}
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page while it works. */}
        <button type="submit" className="button" aria-disabled={busy} aria-busy={busy}>
          {t(mode === "signup" ? "checkout:account.signupSubmit" : "checkout:account.loginSubmit")}
        </button>
      </form>
    </section>
  );
}
