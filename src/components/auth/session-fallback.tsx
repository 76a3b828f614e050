import { useTranslation } from "react-i18next";
import { messageOf } from "../../api-client/http";
import { useAuth } from "./auth-context";

/** While the session call runs: a short status line; when it failed: the catalogue text and a retry. */
export function SessionFallback() {
  const { t } = useTranslation();
  const { state, store } = useAuth();
  if (state.error) {
    return (
      <div className="form">
        <p className="form__error" data-testid="form-error">
          {messageOf(state.error, t)}
        </p>
        <button type="button" className="button" onClick={() => void store.retry()}>
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
