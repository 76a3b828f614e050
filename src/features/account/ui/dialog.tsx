import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A modal dialog on the native <dialog> element: focus moves in and back, Escape closes, the page
 * behind is inert. Renders nothing while closed so its form state starts fresh each time.
 */
export function Dialog({ open, onClose, title, children, wide }: { open: boolean; onClose: () => void; title: string; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation("account");
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
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
    <dialog ref={ref} className={`dialog${wide ? " dialog--wide" : ""}`} aria-labelledby={titleId}>
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
