import { createContext, useContext, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { navigate } from "gatsby";
import { authStore, type AuthSnapshot, type AuthStore } from "./auth-store";
import { loginPath, pathForFlow } from "./auth-state";
import { safeNext, DEFAULT_NEXT } from "../../lib/safe-next";
import { localizePath, splitLanguage } from "../../lib/i18n-config";
import { visitorLanguage } from "../../lib/language-choice";
import { refreshRealtime } from "../../api-client/realtime/session-change";
import { READY_HOLD_MS } from "./ready-hold";
import { inert } from "../../lib/react18-attributes";

const NO_FLOWS: readonly string[] = [];
const AuthContext = createContext<{ state: AuthSnapshot; store: AuthStore } | null>(null);

/**
 * The one auth context (spec §4). Rendered by the auth pages, the account area and the checkout, never
 * by content pages. `inlineFlows`: pending steps the page handles in place instead of routing to the
 * step's page (the checkout waits for the e-mail confirmation inside its account stage).
 */
export function AuthProvider({
  children,
  store = authStore,
  inlineFlows = NO_FLOWS,
  routing = true,
  deferred = false,
}: {
  children: ReactNode;
  store?: AuthStore;
  inlineFlows?: readonly string[];
  /**
   * Whether auth changes route the visitor (AuthRedirector). False for the header's account entry on a
   * content page (decision 086): logging out there leaves the visitor on the page, signed out.
   */
  routing?: boolean;
  /**
   * Whether the tree below renders the store's changes in a transition (the account area, decision 135). A
   * store read through useSyncExternalStore re-renders synchronously: every answer of the account's first
   * load (session, menu, profile) re-rendered the whole signed-in shell and the dashboard in one long task.
   * Deferred, the store's update renders only this provider (the context keeps its value) and React renders
   * the new state below it in slices. The state shown is the store's, one transition later.
   */
  deferred?: boolean;
}) {
  const live = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // A hook per render either way (the prop does not change for a provider's life).
  const later = useDeferredValue(deferred ? live : null);
  const state = deferred && later ? later : live;
  useEffect(() => store.start(), [store]);
  const value = useMemo(() => ({ state, store }), [state, store]);
  return (
    <AuthContext.Provider value={value}>
      <AuthRedirector inlineFlows={inlineFlows} routing={routing} />
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth() {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth needs <AuthProvider>");
  return value;
}

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
export const isAccountPath = (pathname: string) => /^\/my(\/|$)/.test(splitLanguage(pathname).path);
const isAuthPath = (pathname: string) => pathname === "/auth" || pathname.startsWith("/auth/");

/**
 * Where a signed-in customer goes from an auth page: the kept `next`, else the account area in the
 * language they are using (the address's, or on an auth page the visitor's: decision 076).
 */
export function destinationAfterLogin(store: AuthStore): string {
  const language = isAuthPath(window.location.pathname) ? visitorLanguage() : splitLanguage(window.location.pathname).language;
  return safeNext(store.peekNext(), localizePath(DEFAULT_NEXT, language));
}

/**
 * Reacts to auth changes in one place, as the reference SPA's AuthChangeRedirector: signed in on an
 * auth page → the kept `next`; a step became pending → the step's page; signed out → the login page
 * (with `next` back when the session ended inside the account area).
 */
function AuthRedirector({ inlineFlows, routing }: { inlineFlows: readonly string[]; routing: boolean }) {
  const { state, store } = useAuth();
  const handled = useRef(0);
  useEffect(() => {
    const event = state.event;
    if (!event || event.seq <= handled.current) return;
    handled.current = event.seq;
    // The tab's realtime connection follows the session (it may be held open by the support chat).
    if (event.type === "LOGGED_IN" || event.type === "LOGGED_OUT") refreshRealtime();
    if (!routing) return;
    const pathname = window.location.pathname;
    if (event.type === "LOGGED_IN") {
      if (isAuthPath(pathname)) void navigate(destinationAfterLogin(store), { replace: true });
    } else if (event.type === "FLOW_UPDATED") {
      if (!state.pendingFlow || !inlineFlows.includes(state.pendingFlow.id)) void navigate(pathForFlow(state.pendingFlow));
    } else if (event.type === "LOGGED_OUT") {
      if (event.explicit) void navigate(loginPath());
      else if (isAccountPath(pathname)) void navigate(loginPath(currentPath()), { replace: true });
    }
  }, [state.event, state.pendingFlow, store, inlineFlows, routing]);
  return null;
}

/** True while `waiting` and for at most READY_HOLD_MS of it; false once `waiting` ends. */
function useHold(waiting: boolean): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setExpired(true), READY_HOLD_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && !expired;
}

/**
 * For login, signup and password reset: a signed-in visitor goes on to `next` (or the account area).
 * Renders nothing until the session call has answered, so a form is never shown and then yanked away.
 * When the session call failed (no answer, or a server error), the form is shown with the failure's
 * catalogue text and a retry above it: the visitor may still sign in, and knows why the check did not
 * finish. The form keeps one place in the tree through every state, so a retry keeps what was typed.
 */
export function AnonymousOnly({
  children,
  fallback,
  notice = fallback,
  ready = true,
}: {
  children: ReactNode;
  fallback: ReactNode;
  /** Shown above the form when the session call failed (by default the fallback). */
  notice?: ReactNode;
  ready?: boolean;
}) {
  const { state, store } = useAuth();
  const held = useHold(state.status !== "loading" && !ready);
  useEffect(() => {
    if (state.status === "settled") void navigate(destinationAfterLogin(store), { replace: true });
  }, [state.status, store]);
  if (state.status === "settled" || (state.status === "loading" && state.error)) return <>{fallback}</>;
  // While the session is asked, the screen keeps its place (hidden and inert) under the status line: the card's
  // footer and the page below do not move when the form appears (a layout shift of every auth screen). A screen
  // that is not `ready` yet (its provider buttons wait for the config and features calls) stays so a little
  // longer, at most READY_HOLD_MS after the session answered: the form never waits long for a side call.
  const pending = state.status === "loading" || held;
  const failed = !pending && state.status === "unset" && state.error !== null;
  return (
    <div className={pending ? "auth-pending" : undefined} aria-busy={pending || undefined} inert={inert(pending)}>
      {pending ? <div className="auth-pending__status">{fallback}</div> : null}
      {failed ? <div className="auth-session-failed">{notice}</div> : null}
      {children}
    </div>
  );
}

/**
 * For a pending step's page (2FA, provider signup, e-mail verification): shown only while that step
 * is pending; otherwise the visitor goes where the auth state says (central routing).
 */
export function PendingStepOnly({ flow, children, fallback }: { flow: string; children: ReactNode; fallback: ReactNode }) {
  const { state, store } = useAuth();
  const matches = state.status === "pending" && state.pendingFlow?.id === flow;
  useEffect(() => {
    if (state.status === "loading" || state.error || matches) return;
    if (state.status === "settled") void navigate(destinationAfterLogin(store), { replace: true });
    else void navigate(pathForFlow(state.pendingFlow), { replace: true });
  }, [state.status, state.error, state.pendingFlow, matches, store]);
  return <>{matches ? children : fallback}</>;
}
