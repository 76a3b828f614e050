import { startTransition, Suspense, useEffect, useRef, useState } from "react";
import { Router, useLocation } from "@reach/router";
import { navigate } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { AuthProvider, useAuth } from "@/components/auth/auth-context";
import { loginPath, pathForFlow } from "@/components/auth/auth-state";
import { SessionFallback } from "@/components/auth/session-fallback";
import { ErrorBoundary } from "@/components/error-boundary";
import { lazyPage, PRELOAD_ERROR_EVENT, preloadable } from "@/components/lazy-page";
import { SmartLink } from "@/components/smart-link";
import { Toaster } from "@/components/toasts/toaster";
import { useApiErrorToast } from "@/components/toasts/use-api-error";
import { accountSubpath, routeMatches } from "./paths";
import { AccountMenu } from "./account-menu";
import { RealtimeIndicator } from "./realtime-indicator";
import { ACCOUNT_SECTIONS } from "./sections";
import { authStore } from "@/components/auth/auth-store";
import { AccountFrameMain, accountFrame, useHideAccountFrame } from "./account-frame";
import { DASHBOARD_CALLS } from "./dashboard/queries";
import { startParts } from "./dashboard/use-part";
import { firstScreenShown, withRealtime } from "./live-after-first-screen";
import { nextTask } from "@/islands/next-task";

// Page code loads lazily per route (spec §7), each section in its own chunk.
const loadDashboard = preloadable(() => import("./sections/dashboard"));
const loadSecondLogin = preloadable(() => import("./sections/second-login"));
const loadPartner = preloadable(() => import("../partner/partner-account"));
const loadPersonalInfo = preloadable(() => import("./sections/personal-info"));
const loadSecurity = preloadable(() => import("./security/security-page"));
const loadDataSections = preloadable(() => import("./data-sections"));
const Dashboard = lazyPage(loadDashboard);
const PersonalInfo = lazyPage(loadPersonalInfo);
const Security = lazyPage(loadSecurity);
const SecondLogin = lazyPage(loadSecondLogin);
const Partner = lazyPage(loadPartner);
// The account feature's sections and the not-found page, with their data context (data-sections.tsx).
const DataSections = lazyPage(loadDataSections);

const ROUTE_CHUNKS: Array<[string, () => Promise<unknown>]> = [
  ["/", loadDashboard],
  ["/personal/", loadPersonalInfo],
  ["/security/", loadSecurity],
  ["/second-login/", loadSecondLogin],
  ["/second-login/access/", loadSecondLogin],
  ["/partner/", loadPartner],
  ...ACCOUNT_SECTIONS.map((s): [string, () => Promise<unknown>] => [s.path, () => Promise.all([loadDataSections(), s.load()])]),
];

/**
 * The chunk of the section in the address bar starts loading with the app, beside the session call,
 * instead of after it (the lazy route asks for the same chunk later and finds it loaded). A failure
 * here is left to that later request, which follows the preload rule.
 */
function preloadSection(pathname: string) {
  const here = accountSubpath(pathname);
  void ROUTE_CHUNKS.find(([route]) => routeMatches(route, here))?.[1]().catch(() => undefined);
}
/**
 * A pointer over, or the focus on, a link of the account's menu asks for its section's chunks (and the data layer's,
 * the first time), so that their download overlaps the customer's move to the click instead of following it. Nothing
 * is asked before the customer shows the intent (the first screen's script stays as it is, issue 40); a chunk
 * already loaded is not asked again.
 */
function preloadLinked(event: { target: EventTarget }) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) preloadSection(link.pathname);
}
/**
 * On the dashboard, its parts' calls start as soon as the session call answers "signed in", beside the menu
 * call and the dashboard's chunks, not after the dashboard has rendered (decision 120).
 */
function startDashboardCalls(pathname: string) {
  if (accountSubpath(pathname) !== "/") return;
  /** True once the session is known (signed in or not). */
  const known = () => {
    const { status } = authStore.getSnapshot();
    if (status === "settled") {
      // The menu (the nav, the balance, the greeting) first: the store does not repeat a request under way.
      void authStore.loadAccount();
      startParts(DASHBOARD_CALLS);
    }
    return status !== "loading";
  };
  if (known()) return;
  const stop = authStore.subscribe(() => {
    if (known()) stop();
  });
}
if (typeof window !== "undefined") {
  preloadSection(window.location.pathname);
  // In a task of its own, not in this module's evaluation (one long task of both on a slow phone, issue 40).
  void nextTask().then(() => startDashboardCalls(window.location.pathname));
}

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
      <Suspense fallback={<AccountFrameMain />}>
        <Router basepath={basepath} primary={false}>
          <Dashboard path="/" />
          <PersonalInfo path="/personal/" />
          <Security path="/security/" />
          <SecondLogin path="/second-login/" view="change" />
          <SecondLogin path="/second-login/access/" view="access" />
          <Partner path="/partner/" />
          <DataSections path="/*" />
        </Router>
      </Suspense>
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
    <nav className="account-nav" aria-label={t("account.nav.label")} onPointerOver={preloadLinked} onFocus={preloadLinked}>
      <p className="account-nav__user">
        <span className="account-nav__name">{name}</span>
        <span className="account-nav__email" title={state.user?.email}>
          {state.user?.email}
        </span>
        <RealtimeIndicator />
      </p>
      {menu ? (
        <AccountMenu items={menu.items} pathname={location.pathname} language={language} />
      ) : state.menuState === "loading" ? (
        <p className="muted">{t("account.loading")}</p>
      ) : state.menuState === "error" ? (
        // An answer that could not be read (issue 15: a balance of Infinity) says so, with a retry.
        <div data-testid="account-menu-error">
          <p className="form__error">{t("account.nav.menuFailed")}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void store.loadAccount(true)}>
            {t("session.retry")}
          </button>
        </div>
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
  // One realtime connection for the tab while the customer is in the account area (spec §9), opened after the
  // first screen (decision 251).
  useEffect(() => {
    if (state.status !== "settled") return;
    return withRealtime(() => () => undefined);
  }, [state.status]);
  // The shell shows once the menu has answered (or failed): the nav's items then arrive with the page, and
  // do not push the section down as they fill in (a layout shift on a phone, where the nav is above it).
  // The reveal is a transition (decision 126): the store's update is synchronous (useSyncExternalStore), and
  // rendering the nav and the section in it was one long task; in a transition React renders in slices.
  const menuKnown = state.menuState === "loaded" || state.menuState === "error";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (state.status === "settled" && menuKnown) startTransition(() => setShown(true));
  }, [state.status, menuKnown]);
  // Until the shell (or the session's error) shows, the page's frame stands in for it, also while a visitor
  // who is not signed in is sent to the login page (decision 131).
  const framed = !state.error && !(state.status === "settled" && shown);
  useHideAccountFrame(!framed);
  // The shell's first screen has committed: the realtime connection may open once the browser is idle. The
  // dashboard says so itself once its first screen's answers are in (sections/dashboard.tsx).
  // A customer who leaves the dashboard before its first answers are in: the section they go to is the first screen.
  const shellShown = state.status === "settled" && shown;
  const { pathname } = useLocation();
  useEffect(() => {
    if (shellShown && accountSubpath(pathname) !== "/") firstScreenShown();
  }, [shellShown, pathname]);
  if (framed && !accountFrame.isHidden()) return null;
  if (state.status !== "settled" || !shown) return <SessionFallback />;
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
    <AuthProvider deferred>
      <SignedInArea />
      <Toaster />
    </AuthProvider>
  );
}
