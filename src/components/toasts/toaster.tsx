import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { toasts as defaultStore, type Toast, type ToastStore } from "./toast-store";

const EMPTY: readonly Toast[] = [];

/**
 * The toast live regions. Both regions are always in the document (a live region must exist before
 * its text changes to be announced): errors are assertive, success and warnings polite.
 */
export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const list = useSyncExternalStore(store.subscribe, store.getSnapshot, () => EMPTY);
  const render = (toast: Toast) => (
    <li key={toast.id} className={`toast toast--${toast.kind}`} data-kind={toast.kind}>
      <span className="toast__message">{toast.message}</span>
      {toast.closeable ? (
        <button type="button" className="toast__close" onClick={() => store.dismiss(toast.id)} aria-label={t("common:toast.close")}>
          ×
        </button>
      ) : null}
    </li>
  );
  return (
    <div className="toaster">
      {/* The live roles sit on a wrapper: a list may not take the alert or status role (axe: aria-allowed-role). */}
      <div role="alert" aria-live="assertive" aria-atomic="false">
        <ul className="toaster__list">{list.filter((x) => x.kind === "error").map(render)}</ul>
      </div>
      <div role="status" aria-live="polite" aria-atomic="false">
        <ul className="toaster__list">{list.filter((x) => x.kind !== "error").map(render)}</ul>
      </div>
    </div>
  );
}
