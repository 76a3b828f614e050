import { useTranslation } from "react-i18next";
import { messageOf } from "../../../api-client/http";
import { AuthCard } from "../auth-frame";
import type { KeyCheck } from "./key-check";

/**
 * A mailed key's screen while its check runs ("checking") or after it could not be made ("failed": the
 * catalogue's message and a retry). Null once the check has an answer, which the screen itself shows.
 */
export function KeyCheckPending<T>({ title, checking, result, retry }: { title: string; checking: string; result: KeyCheck<T>; retry: () => void }) {
  const { t } = useTranslation();
  if (result.state === "checking") {
    return (
      <AuthCard title={title}>
        <p className="muted" role="status">
          {checking}
        </p>
      </AuthCard>
    );
  }
  if (result.state === "failed") {
    return (
      <AuthCard title={title}>
        <div className="form">
          <p className="form__error" data-testid="form-error">
            {messageOf(result.error, t)}
          </p>
          <button type="button" className="button" onClick={retry}>
            {t("session.retry")}
          </button>
        </div>
      </AuthCard>
    );
  }
  return null;
}
