import { useTranslation } from "react-i18next";
import { messageOf } from "../../api-client/http";
import { useAuth } from "./auth-context";

/**
 * While the session call runs: a short status line; when it failed: the catalogue text and a retry. As a
 * `notice` it stands above a form that is still shown (AnonymousOnly), so its text is not that form's error.
 */
export function SessionFallback({ notice = false }: { notice?: boolean }) {
  const { t } = useTranslation();
  const { state, store } = useAuth();
  if (state.error) {
    // As a notice the retry is a secondary button: the form's own submit below stays the main action.
    return (
      <div className={notice ? "session-notice" : "form"}>
        <p className="form__error" data-testid={notice ? "session-error" : "form-error"}>
          {messageOf(state.error, t)}
        </p>
        <button type="button" className={notice ? "button button--ghost" : "button"} onClick={() => void store.retry()}>
          {t("session.retry")}
        </button>
      </div>
    );
  }
  return (
    <p className="muted" role="status">
      {t("session.loading")}
    </p>
  );
}
