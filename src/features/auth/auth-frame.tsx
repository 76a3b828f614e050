import type { ReactNode } from "react";
import { AuthProvider } from "../../components/auth/auth-context";
import { Toaster } from "../../components/toasts/toaster";

/** Every auth page, inside the site layout (the page gives it): the auth context and the toasts. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <div className="auth-page">{children}</div>
      <Toaster />
    </AuthProvider>
  );
}

export function AuthCard({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
      {footer ? <div className="auth-card__footer">{footer}</div> : null}
    </section>
  );
}

export function SubmitButton({ loading, label, busyLabel }: { loading: boolean; label: string; busyLabel: string }) {
  // Not `disabled`: a second press must reach the guard and be ignored, and the button keeps focus.
  return (
    <button type="submit" className="button" aria-disabled={loading} aria-busy={loading} data-loading={loading ? "true" : undefined}>
      {loading ? busyLabel : label}
    </button>
  );
}
