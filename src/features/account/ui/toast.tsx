import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A minimal toast for the account screens until the shared one (issue 5, src/components/toasts) is
 * merged; same contract: success, error, warning; auto-close after 3 s unless closeable (spec §4, §9).
 */
export const TOAST_AUTO_CLOSE_MS = 3000;

export type ToastKind = "success" | "error" | "warning";
export interface ToastInput {
  kind: ToastKind;
  title: string;
  detail?: string;
  /** Stays until closed by the person. */
  closeable?: boolean;
}
interface ToastItem extends ToastInput {
  id: number;
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

export function useToast() {
  return useContext(ToastContext);
}

function ToastView({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  const { t } = useTranslation("account");
  useEffect(() => {
    if (toast.closeable) return;
    const timer = window.setTimeout(onClose, TOAST_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [toast, onClose]);
  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"} data-testid="toast">
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.detail ? <p className="toast__detail">{toast.detail}</p> : null}
      </div>
      {toast.closeable ? (
        <button type="button" className="toast__close" onClick={onClose} aria-label={t("ui.close")}>
          ×
        </button>
      ) : null}
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const push = useCallback((toast: ToastInput) => {
    const id = next.current++;
    setToasts((list) => [...list.slice(-3), { ...toast, id }]);
  }, []);
  const close = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  const value = useMemo(() => push, [push]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onClose={() => close(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
