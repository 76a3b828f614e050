import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { wrapTarget } from "./dialog-focus";

/**
 * A modal dialog on the native <dialog> element: focus moves in and back, Escape closes, the page
 * behind is inert, Tab and Shift+Tab go round inside it. Renders nothing while closed so its form
 * state starts fresh each time. The one modal of the site: every dialog is this component.
 */
/** Tab past the last control (Shift+Tab before the first) goes round; a nested dialog handles its own. */
function keepTabInside(e: KeyboardEvent<HTMLDialogElement>): void {
  if (e.key !== "Tab" || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  const target = wrapTarget(e.currentTarget, document.activeElement, e.shiftKey);
  if (!target) return;
  e.preventDefault();
  target.focus();
}

export function Dialog({ open, onClose, title, children, wide }: { open: boolean; onClose: () => void; title: string; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const { t } = useTranslation("account");
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
    }
    if (!open && el.open) {
      el.close();
      // The focus goes back to what opened the dialog (when it is still on the page).
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected && !el.contains(back)) back.focus();
    }
  }, [open]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      onClose();
    };
    el.addEventListener("cancel", onCancel);
    return () => el.removeEventListener("cancel", onCancel);
  }, [onClose]);
  return (
    <dialog ref={ref} className={`dialog${wide ? " dialog--wide" : ""}`} aria-labelledby={titleId} onKeyDown={keepTabInside}>
      {open ? (
        <div className="dialog__inner">
          <header className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="dialog__close" onClick={onClose} aria-label={t("ui.close")}>
              ×
            </button>
          </header>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * A question before a step: its text, the step's button (danger unless `tone="plain"`) and Cancel. While
 * `busy` the button is aria-disabled, not disabled (a disabled button drops the focus out of the dialog), and
 * a press does nothing.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  tone = "danger",
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  tone?: "danger" | "plain";
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("account");
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {children}
      <div className="actions">
        <button
          type="button"
          className={tone === "danger" ? "button button--danger" : "button"}
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t("ui.cancel")}
        </button>
      </div>
    </Dialog>
  );
}
