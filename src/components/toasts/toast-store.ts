/**
 * Toasts (spec §4, §9): success, error, warning; each closes itself after 3000 ms unless it is
 * closeable (then it stays until the user closes it). One store per tab, outside React, so a toast
 * raised just before an in-app navigation is still shown on the next page.
 */
export const TOAST_AUTO_CLOSE_MS = 3000;

export type ToastKind = "success" | "error" | "warning";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  closeable: boolean;
}

type Listener = (toasts: readonly Toast[]) => void;

export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = (fn, ms) => setTimeout(fn, ms)) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of [...listeners]) l(toasts);
  };

  function dismiss(id: number): void {
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  function show(kind: ToastKind, message: string, options: { closeable?: boolean } = {}): number {
    // The same text already on screen is not stacked twice (two failing calls of one screen).
    const same = toasts.find((t) => t.kind === kind && t.message === message);
    if (same) return same.id;
    const toast: Toast = { id: nextId++, kind, message, closeable: options.closeable ?? false };
    toasts = [...toasts, toast];
    emit();
    if (!toast.closeable) schedule(() => dismiss(toast.id), TOAST_AUTO_CLOSE_MS);
    return toast.id;
  }

  return {
    success: (message: string, options?: { closeable?: boolean }) => show("success", message, options),
    error: (message: string, options?: { closeable?: boolean }) => show("error", message, options),
    warning: (message: string, options?: { closeable?: boolean }) => show("warning", message, options),
    dismiss,
    clear: () => {
      toasts = [];
      emit();
    },
    getSnapshot: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The tab's toasts. */
export const toasts = createToastStore();
