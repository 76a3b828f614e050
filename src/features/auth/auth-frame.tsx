import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { AuthProvider } from "../../components/auth/auth-context";
import { Toaster } from "../../components/toasts/toaster";
import { AddressLanguage } from "../../components/address-language";
import { visitorLanguage } from "../../lib/language-choice";
import { LANGUAGES, type Language } from "../../lib/i18n-config";
import { subscribeLanguage } from "../../lib/stored-language";
import { AUTH_TITLES, type AuthPage } from "./auth-head";
import { useScreenTitle } from "../../components/screen-title";

/** Names the screen in the tab and, after an in-app navigation, to screen readers in its language (decision 153). */
function AuthScreenName({ title }: { title: string }) {
  useScreenTitle(title, title);
  return null;
}

const serverLanguage = () => "en" as const;

/**
 * Every auth page: the site layout, the auth context and the toasts, in the visitor's language
 * (decision 076: the stored language, then `next`'s prefix, then the browser's; the switch in the
 * header changes it in place). The page passes the site layout in (a feature imports no template).
 *
 * Only the browser knows that language. The server writes the page as it first shows (the session being
 * asked: the card's heading and lead, its form kept hidden and inert under the status line) once in each
 * language, and an inline script in the head chooses one before the body is parsed (decision 144,
 * src/build/auth-language-script.ts): `<html lang>` is set, the CSS shows that language's frame only. So the
 * screen paints with the document in the visitor's language, never English first. The browser then renders
 * the page with `createRoot` (gatsby-browser.tsx: no hydration of two languages), which replaces both frames
 * in its first commit with the same screen in the same place.
 */
export function AuthFrame({ page, layout: Frame, children }: { page: AuthPage; layout: ComponentType<{ children: ReactNode }>; children: ReactNode }) {
  const language = useSyncExternalStore(subscribeLanguage, visitorLanguage, serverLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const screen = (shown: Language) => (
    <AddressLanguage language={shown}>
      <Frame>
        <AuthProvider>
          <AuthScreenName title={AUTH_TITLES[shown][page]} />
          <div className="auth-page">{children}</div>
          <Toaster />
        </AuthProvider>
      </Frame>
    </AddressLanguage>
  );
  if (typeof window === "undefined")
    return (
      <>
        {LANGUAGES.map((frame) => (
          // `data-app-frame`: the page paints without its scripts, so the build gives an auth screen with a
          // match path (sign-up, its invitation key) no preloads either (client-app-preload.ts).
          <div key={frame} className="auth-frame" data-frame-lang={frame} data-app-frame="auth">
            {screen(frame)}
          </div>
        ))}
      </>
    );
  return screen(language);
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
