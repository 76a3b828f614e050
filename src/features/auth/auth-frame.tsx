import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { AuthProvider } from "../../components/auth/auth-context";
import { Toaster } from "../../components/toasts/toaster";
import { AddressLanguage } from "../../components/address-language";
import { visitorLanguage } from "../../lib/language-choice";
import { subscribeLanguage } from "../../lib/stored-language";
import { AUTH_TITLES, type AuthPage } from "./auth-head";

const serverLanguage = () => "en" as const;

/**
 * Every auth page: the site layout, the auth context and the toasts, in the visitor's language
 * (decision 076: the stored language, then `next`'s prefix, then the browser's; the switch in the
 * header changes it in place). The page passes the site layout in (a feature imports no template).
 * Only the browser knows that language, so the server writes an empty page and the browser renders it (gatsby-browser's hydrate function renders an empty shell with
 * createRoot): no English flash before a Russian page, no hydration mismatch.
 */
export function AuthFrame({ page, layout: Frame, children }: { page: AuthPage; layout: ComponentType<{ children: ReactNode }>; children: ReactNode }) {
  const language = useSyncExternalStore(subscribeLanguage, visitorLanguage, serverLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = AUTH_TITLES[language][page];
  }, [language, page]);
  if (typeof window === "undefined") return null;
  return (
    <AddressLanguage language={language}>
      <Frame>
        <AuthProvider>
          <div className="auth-page">{children}</div>
          <Toaster />
        </AuthProvider>
      </Frame>
    </AddressLanguage>
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
