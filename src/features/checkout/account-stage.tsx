import { useRef, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { login, signup } from "../../api-client/payment";
import { errorText } from "../payment/error-text";
import type { AuthResponse } from "../../api-client/schemas/auth";
import { sessionFrom, type CheckoutSession } from "./use-session";

type Mode = "signup" | "login";

function errorsOf(answer: AuthResponse): string[] {
  if (answer.status === 400 && "errors" in answer) return answer.errors.map((e) => e.message);
  if ("detail" in answer && typeof answer.detail === "string") return [answer.detail];
  return [];
}

/**
 * Account stage: sign in or sign up without leaving the checkout (allauth browser API). A new
 * account must confirm its e-mail first (the sandbox, like production, answers 401 verify_email);
 * the stage then waits for the confirmation and re-checks the session.
 */
export function AccountStage({ session, onSession, recheck }: { session: CheckoutSession; onSession: (s: CheckoutSession) => void; recheck: () => Promise<CheckoutSession> }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>("signup");
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const pending = session.status === "anonymous" && session.pendingVerification;

  const submit = async (form: HTMLFormElement) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setErrors([]);
    const data = new FormData(form);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    try {
      const answer = mode === "signup" ? await signup(email, password) : await login(email, password);
      const next = sessionFrom(answer);
      const errs = errorsOf(answer);
      if (next.status === "anonymous" && !next.pendingVerification) setErrors(errs.length ? errs : [t("checkout:errors.generic")]);
      onSession(next);
    } catch (e) {
      setErrors([errorText(e, t, "checkout:errors.requestFailed")]);
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
          <button key={m} type="button" role="tab" aria-selected={mode === m} className={mode === m ? "tab tab--active" : "tab"} onClick={() => setMode(m)}>
            {t(`checkout:account.${m}`)}
          </button>
        ))}
      </div>
      <form
        className="form"
        noValidate={false}
        onSubmit={(e) => {
          e.preventDefault();
          void submit(e.currentTarget);
        }}
      >
        <label className="field">
          <span>{t("checkout:account.email")}</span>
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <label className="field">
          <span>{t("checkout:account.password")}</span>
          <input name="password" type="password" autoComplete={mode === "signup" ? "new-password" : "current-password"} minLength={mode === "signup" ? 7 : 1} required />
        </label>
        {mode === "signup" ? <p className="muted small">{t("checkout:account.passwordHint")}</p> : null}
        {errors.map((e) => (
          <p key={e} className="form-error" role="alert">
            {e}
          </p>
        ))}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t(mode === "signup" ? "checkout:account.signupSubmit" : "checkout:account.loginSubmit")}
        </button>
      </form>
    </section>
  );
}
