import type { ReactNode } from "react";
import { toasts, type ToastKind } from "./toast-store";

// The account screens raise toasts through the shared store (src/components/toasts): one toaster per
// tab, mounted by the account shell. This keeps the screens' small `useToast()` API.

export type { ToastKind };
export interface ToastInput {
  kind: ToastKind;
  title: string;
  detail?: string;
  /** Stays until closed by the person. */
  closeable?: boolean;
}

const show = ({ kind, title, detail, closeable }: ToastInput) => {
  // Title and detail are two sentences: a full stop between them unless the title has its own mark.
  toasts[kind](detail ? `${title}${/[.!?:…]$/.test(title) ? "" : "."} ${detail}` : title, { closeable });
};

export function useToast() {
  return show;
}

/** Kept so the account data context needs no change; the shared Toaster renders the toasts. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
