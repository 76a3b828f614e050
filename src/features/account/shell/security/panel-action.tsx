import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf, type ApiError, type Result } from "../../../../api-client/http";
import { planFormErrors } from "../../../../components/auth/form-errors";
import { toasts } from "../../../../components/toasts/toast-store";

export type Run = <T>(action: () => Promise<Result<T>>) => Promise<Result<T>>;

/**
 * One press of a panel's button (end a session, make an address primary, disconnect a login): through the
 * reauthentication runner, one at a time, the refusal said in the panel (the catalogue's text for a known
 * allauth code, else the server's message), a 429 as a toast. `explain` may say a failure in its own words.
 */
export function usePanelAction(run: Run) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef(false);
  const act = useCallback(
    async <T,>(action: () => Promise<Result<T>>, then: (value: T) => void | Promise<void>, explain?: (error: ApiError) => string | null) => {
      if (pending.current) return;
      pending.current = true;
      setBusy(true);
      setError(null);
      const result = await run(action);
      pending.current = false;
      setBusy(false);
      if (result.ok) return then(result.value.data);
      const plan = planFormErrors(result.error, [], t);
      if (plan.toast) toasts.error(plan.toast);
      setError(explain?.(result.error) ?? plan.form);
    },
    [run, t],
  );
  return { act, busy, error, setError };
}

/** A list a panel reads on mount and again on request; a failed read is said with a retry button. */
export function usePanelList<T>(read: () => Promise<Result<{ data: T[] }>>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const reload = useCallback(async () => {
    const result = await read();
    if (result.ok) {
      setItems(result.value.data.data);
      setError(null);
    } else setError(result.error);
  }, [read]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { items, setItems, error, reload };
}

/** What a panel shows before its list is there: the loading line, or the failure with a retry. */
export function PanelListState({ error, onRetry }: { error: ApiError | null; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error)
    return (
      <div role="alert">
        <p className="form__error">{messageOf(error, t)}</p>
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          {t("session.retry")}
        </button>
      </div>
    );
  return (
    <p className="muted" role="status">
      {t("account.loading")}
    </p>
  );
}
