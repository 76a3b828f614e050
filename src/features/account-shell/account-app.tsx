import { Suspense, useEffect, useRef, useState } from "react";
import { Router, useLocation, type RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { AuthProvider, useAuth } from "../../components/auth/auth-context";
import { loginPath, pathForFlow } from "../../components/auth/auth-state";
import { SessionFallback } from "../../components/auth/session-fallback";
import { ErrorBoundary } from "../../components/error-boundary";
import { lazyPage, PRELOAD_ERROR_EVENT } from "../../components/lazy-page";
import { SmartLink } from "../../components/smart-link";
import { Toaster } from "../../components/toasts/toaster";
import { useApiErrorToast } from "../../components/toasts/use-api-error";
import { acquireRealtime } from "../../api-client/realtime/connection";
import { isCurrent } from "./paths";
import { AccountData } from "../account/account-data";
import { ACCOUNT_SECTIONS, type AccountSection } from "../account/sections";

// Page code loads lazily per route (spec §7), each section in its own chunk.
const Dashboard = lazyPage(() => import("./sections/dashboard"));
const PersonalInfo = lazyPage(() => import("./sections/personal-info"));
const SecondLogin = lazyPage(() => import("./sections/second-login"));
// The account feature's sections (src/features/account/sections.tsx), each its own chunk, with the same preload rule.
const Partner = lazyPage(() => import("../partner/partner-account"));
const sectionPages = new Map(ACCOUNT_SECTIONS.map((s: AccountSection) => [s, lazyPage<RouteComponentProps>(s.load)] as const));

const RELOADED_KEY = "account.reloadedForChunk";

/**
 * A failed chunk load usually means a new deploy replaced the files: take the preload-error event and
 * reload once. A second failure in the same tab is left unhandled, so it is thrown (spec §8) and the
 * error boundary shows the catalogue text.
 */
function usePreloadRecovery() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (sessionStorage.getItem(RELOADED_KEY)) return;
      sessionStorage.setItem(RELOADED_KEY, "1");
      event.preventDefault();
      window.location.reload();
    };
    window.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
    return () => window.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  }, []);
}

function AccountNotFound(_props: RouteComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <h1>{t("notFound.title")}</h1>
      <p className="lead">{t("notFound.text")}</p>
    </section>
  );
}

function Sections() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useI18next();
  const basepath = language === defaultLanguage ? "/my" : `/${language}/my`;
  return (
    <ErrorBoundary
      fallback={() => (
        <section>
          <p className="form__error" data-testid="form-error">
            {t("errors:pageLoad")}
          </p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t("session.retry")}
          </button>
        </section>
      )}
    >
      <AccountData>
        <Suspense
          fallback={
            <p className="muted" role="status">
              {t("account.loading")}
            </p>
          }
        >
          <Router basepath={basepath} primary={false}>
            <Dashboard path="/" />
            <PersonalInfo path="/personal/" />
            <SecondLogin path="/second-login/" view="change" />
            <SecondLogin path="/second-login/access/" view="access" />
            <Partner path="/partner/" />
            {ACCOUNT_SECTIONS.map((section) => {
              const Section = sectionPages.get(section)!;
              return <Section key={section.path} path={section.path} />;
            })}
            <AccountNotFound default />
          </Router>
        </Suspense>
      </AccountData>
    </ErrorBoundary>
  );
}

/** The account menu from menu_context (spec §2: admin link; change account and access settings for second logins). */
function AccountNav() {
  const { t } = useTranslation();
  const { state, store } = useAuth();
  const { language } = useI18next();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const showError = useApiErrorToast();
  const menu = state.menu;
  const name = [menu?.user.first_name, menu?.user.last_name].filter(Boolean).join(" ") || state.user?.display;
  return (
    <nav className="account-nav" aria-label={t("account.nav.label")}>
      <p className="account-nav__user">
        <span className="account-nav__name">{name}</span>
        <span className="account-nav__email">{state.user?.email}</span>
      </p>
      {menu ? (
        <ul data-testid="account-menu">
          {menu.items.map((item) => {
            const known = t(`account.sections.${item.key}`, { defaultValue: "" });
            return (
              <li key={item.key} data-key={item.key}>
                {item.external ? (
                  // Another application on this origin (the control panel): a new tab, no referrer (spec §2).
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {known || item.title}
                  </a>
                ) : (
                  <SmartLink href={item.url} language={language} aria-current={isCurrent(item.url, location.pathname) ? "page" : undefined}>
                    {known || item.title}
                  </SmartLink>
                )}
              </li>
            );
          })}
        </ul>
      ) : state.menuState === "loading" ? (
        <p className="muted">{t("account.loading")}</p>
      ) : null}
      <div className="account-nav__actions">
        <SmartLink href="/auth/password/change/" className="button button--ghost button--small">
          {t("account.nav.changePassword")}
        </SmartLink>
        <button
          type="button"
          className="button button--small"
          aria-busy={leaving}
          onClick={async () => {
            if (leaving) return;
            setLeaving(true);
            const error = await store.logout();
            setLeaving(false);
            if (error) showError(error);
          }}
        >
          {leaving ? t("account.nav.loggingOut") : t("account.nav.logout")}
        </button>
      </div>
    </nav>
  );
}

/** Signed-out visitors go to the login page with `next` back here; a pending step goes to its page. */
function SignedInArea() {
  const { state, store } = useAuth();
  const seqAtMount = useRef(state.event?.seq ?? 0);
  const showError = useApiErrorToast();
  useEffect(() => {
    if (state.error) return;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // A logout in this tab is the redirector's (login page, with next back only when the session expired).
    const loggedOutHere = state.event?.type === "LOGGED_OUT" && state.event.seq > seqAtMount.current;
    if (state.status === "unset" && !loggedOutHere) void navigate(loginPath(here), { replace: true });
    else if (state.status === "pending") void navigate(pathForFlow(state.pendingFlow), { replace: true });
    else if (state.status === "settled") {
      store.rememberNext(null);
      void store.loadAccount();
    }
  }, [state.status, state.error, state.pendingFlow, state.event, store]);
  useEffect(() => {
    if (state.accountError) showError(state.accountError);
  }, [state.accountError, showError]);
  // One realtime connection for the tab while the customer is in the account area (spec §9).
  useEffect(() => {
    if (state.status !== "settled") return;
    return acquireRealtime().release;
  }, [state.status]);
  if (state.status !== "settled") return <SessionFallback />;
  return (
    <div className="account">
      <AccountNav />
      <div className="account-main">
        <Sections />
      </div>
    </div>
  );
}

/** The account area (`/my/*`, `/ru/my/*`): auth context, toasts, the signed-in shell. */
export function AccountApp() {
  usePreloadRecovery();
  return (
    <AuthProvider>
      <SignedInArea />
      <Toaster />
    </AuthProvider>
  );
}
