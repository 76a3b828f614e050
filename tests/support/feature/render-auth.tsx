import { useEffect, useState, type ReactElement } from "react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { act, render, screen, waitFor, type RenderResult } from "@testing-library/react";
import { createInstance, type i18n as I18n } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { LocationProvider, navigate, useLocation } from "@reach/router";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../src/lib/i18n-config";
import { AuthFrame } from "../../../src/features/auth/auth-frame";
import type { AuthPage } from "../../../src/features/auth/auth-head";
import { SiteLayout } from "../../../src/templates/parts/site-layout";
import { LoginScreen } from "../../../src/features/auth/screens/login-screen";
import { SignupScreen, signupCodeFromPath } from "../../../src/features/auth/screens/signup-screen";
import { TwoFactorScreen } from "../../../src/features/auth/screens/two-factor-screen";
import { EmailPendingScreen } from "../../../src/features/auth/screens/email-pending-screen";
import { ConfirmEmailScreen } from "../../../src/features/auth/screens/confirm-email-screen";
import { PasswordChangeScreen } from "../../../src/features/auth/screens/password-change-screen";
import { PasswordResetRequestScreen } from "../../../src/features/auth/screens/password-reset-request-screen";
import { PasswordResetKeyScreen } from "../../../src/features/auth/screens/password-reset-key-screen";
import { ProviderCallbackScreen } from "../../../src/features/auth/screens/provider-callback-screen";
import { ProviderSignupScreen } from "../../../src/features/auth/screens/provider-signup-screen";
import { keyFromSplat } from "../../../src/features/auth/screens/key-check";
import { AccountApp } from "../../../src/features/account/shell/account-app";
import { AccountFrame } from "../../../src/features/account/shell/account-frame";
import { loadCurrencyContext } from "../../../src/components/pricing/currency-store";
import { loadFeatures } from "../../../src/api-client/site-features";
import { authStore } from "../../../src/components/auth/auth-store";
import { PAGE_I18N_OPTIONS, pageI18n } from "./render-app";

// The auth screens (`/auth/…`) in a feature test, as their pages render them (src/pages/auth/): the site
// layout, the auth frame choosing the visitor's language (decision 076) over both languages' catalogues (the
// AuthLocales fragment), and the screen of the address. Where a screen sends the visitor on (`/my/…` after a
// sign-in, another auth step), the next page is rendered in place, as the browser would load it: the account
// app in its address's language, or the next auth screen. The tab (cookie jar, localStorage, the auth store)
// is the test file's, as in render-app.tsx.

// The header's islands (products menu, chat badge and launcher) wake on their own roots in the browser, which
// the browser tests prove (auth-product-menu, islands); here they stay the empty places the HTML holds.
jest.mock("../../../src/islands/island", () => ({
  ...jest.requireActual<object>("../../../src/islands/island"),
  Island: ({ of, className }: { of: { name?: string }; className?: string }) => <div className={`island-root ${className ?? ""}`} data-island={of.name} />,
}));

const LOCALES = path.resolve(__dirname, "../../../locales");
/** The namespaces of the AuthLocales fragment (src/features/auth/auth-locales.ts), in file order. */
const AUTH_NAMESPACES = ["auth", "chat", "checkout", "common", "errors", "site"];
const STORED_LANGUAGE = "gatsby-i18next-language";

let authI18nInstance: I18n | undefined;
/** The i18next instance of an auth page: built for English (no prefix), with both languages' catalogues. */
function authI18n(): I18n {
  if (authI18nInstance) return authI18nInstance;
  const resources = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        AUTH_NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, language, `${ns}.json`), "utf8")) as Record<string, unknown>]),
      ),
    ]),
  );
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LANGUAGE,
    defaultNS: AUTH_NAMESPACES[0],
    fallbackNS: AUTH_NAMESPACES.slice(1),
    ...PAGE_I18N_OPTIONS,
  });
  authI18nInstance = i18n;
  return i18n;
}

const splat = (pathname: string, prefix: string) => pathname.slice(prefix.length);

/** The auth page of an address (its route in src/pages/auth/), or null. */
function authScreen(pathname: string, search: string): { page: AuthPage; screen: ReactElement } | null {
  if (pathname === "/auth/login/") return { page: "login", screen: <LoginScreen search={search} /> };
  if (pathname.startsWith("/auth/signup/"))
    return { page: "signup", screen: <SignupScreen code={signupCodeFromPath(splat(pathname, "/auth/signup/"))} search={search} /> };
  if (pathname === "/auth/2fa/") return { page: "twoFactor", screen: <TwoFactorScreen /> };
  if (pathname === "/auth/email/") return { page: "emailPending", screen: <EmailPendingScreen /> };
  if (pathname.startsWith("/auth/confirm-email/"))
    return { page: "confirmEmail", screen: <ConfirmEmailScreen emailKey={keyFromSplat(splat(pathname, "/auth/confirm-email/"))} /> };
  if (pathname === "/auth/password/change/") return { page: "passwordChange", screen: <PasswordChangeScreen /> };
  if (pathname === "/auth/password/reset/") return { page: "reset", screen: <PasswordResetRequestScreen /> };
  if (pathname.startsWith("/auth/password/reset/key/"))
    return { page: "resetKey", screen: <PasswordResetKeyScreen resetKey={keyFromSplat(splat(pathname, "/auth/password/reset/key/"))} /> };
  if (pathname === "/auth/provider/callback/") return { page: "providerCallback", screen: <ProviderCallbackScreen search={search} /> };
  if (pathname === "/auth/provider/signup/") return { page: "providerSignup", screen: <ProviderSignupScreen /> };
  return null;
}

/** gatsby-plugin-react-i18next's page context for a page of `language` at the current address. */
function pageContext(language: Language, pathname: string) {
  return {
    language,
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    routed: language !== DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: false,
    originalPath: pathname.replace(/^\/ru(?=\/)/, ""),
    path: pathname,
  };
}

/** The page of the address the tab is at: an auth screen, or the account area (where a sign-in leads). */
function CurrentPage() {
  const { pathname, search } = useLocation();
  const auth = authScreen(pathname, search);
  if (auth)
    return (
      <I18nextProvider i18n={authI18n()}>
        <I18nextContext.Provider value={pageContext(DEFAULT_LANGUAGE, pathname)}>
          {/* A new page: the screen's state is not the last page's (key). */}
          <AuthFrame key={pathname} page={auth.page} layout={SiteLayout}>
            {auth.screen}
          </AuthFrame>
        </I18nextContext.Provider>
      </I18nextProvider>
    );
  if (/^(\/ru)?\/my\//.test(pathname)) {
    const language: Language = pathname.startsWith("/ru/") ? "ru" : "en";
    return (
      <I18nextProvider key={language} i18n={pageI18n(language)}>
        <I18nextContext.Provider value={pageContext(language, pathname)}>
          <AccountApp />
          <AccountFrame />
        </I18nextContext.Provider>
      </I18nextProvider>
    );
  }
  return <p data-testid="left-the-app">{pathname}</p>;
}

/**
 * The page, once the router listens: LocationProvider subscribes to the history in its own effect, which runs
 * after its children's; a screen that moves on as it mounts (signed in already) would be missed. In the
 * browser Gatsby's router is there long before a page.
 */
function AfterTheRouter() {
  const [listening, setListening] = useState(false);
  useEffect(() => setListening(true), []);
  return listening ? <CurrentPage /> : null;
}

let shown: RenderResult | undefined;

// The header's currency switcher reads its stored choice once its calls answer: those answers come before the
// tab closes (the environment's document is gone after the file).
afterAll(async () => {
  await loadCurrencyContext();
  shown?.unmount();
  shown = undefined;
});

/**
 * Opens an auth address (`/auth/login/?next=%2Fru%2Fmy%2F`) as a new page load of the tab. `language`: the
 * visitor's stored choice (what the language switch or a page viewed in that language leaves); without it
 * nothing is stored, and `next`'s prefix, then the browser's language (jsdom's: en-US) decide.
 */
export async function renderAuth(address: string, { language }: { language?: Language } = {}): Promise<RenderResult> {
  shown?.unmount();
  if (language) window.localStorage.setItem(STORED_LANGUAGE, language);
  else window.localStorage.removeItem(STORED_LANGUAGE);
  // Through the router's history (it keeps the location it last saw, as Gatsby's does); its promise waits for a
  // router's answer, and none is mounted yet.
  void navigate(address, { replace: true });
  // A page load asks the session again: the tab's auth store (module state) learns what calls beside the
  // screen changed (a sign-out, another customer).
  await act(() => authStore.refresh().then(() => undefined));
  // The page's first answers that are already known (the tab's features call, shared by every page load
  // here) land inside act, as React wants every update of a test.
  await act(async () => {
    shown = render(
      <LocationProvider>
        <AfterTheRouter />
      </LocationProvider>,
    );
    await loadFeatures();
  });
  return shown!;
}

/** Waits until the address bar (the router's location) matches. */
export const waitForAddress = (pattern: RegExp) =>
  waitFor(() => {
    const address = `${window.location.pathname}${window.location.search}`;
    if (!pattern.test(address)) throw new Error(`at ${address}, not ${String(pattern)}`);
  });

/** Waits until the auth screen's form is shown and takes input (the session call answered). */
export const findForm = async () => {
  await waitFor(() => {
    if (document.querySelector(".auth-pending")) throw new Error("the session is still being asked");
  });
  return waitFor(() => screen.getByRole("heading", { level: 1 }));
};
