// The session's calls only (decision 250): the customer's actions and the security calls load with their screens.
import * as allauth from "../../api-client/allauth-session";
import * as account from "../../api-client/account";
import type { ApiError } from "../../api-client/http";
import type { AuthState, AllauthUser } from "../../api-client/schemas/auth-answers";
import type { Flow } from "../../api-client/schemas/auth";
import type { MenuContext, PersonalInfo } from "../../api-client/schemas/account";
import { isProfileComplete } from "../../lib/profile";
import { authEvent, pendingFlowOf, statusOf, type AuthEventType, type AuthStatus } from "./auth-state";
import { rememberSignedIn } from "../../lib/signed-in-hint";
import { nextTask } from "../../islands/next-task";
import { dropEarly } from "../../api-client/early-answers";

export interface AuthEvent {
  type: AuthEventType;
  /** Increases with every event, so a component reacts to each one once. */
  seq: number;
  /** The customer pressed "Log out" (no `next` back to where they were). */
  explicit: boolean;
}

export interface AuthSnapshot {
  status: AuthStatus;
  user: AllauthUser | null;
  flows: Flow[];
  pendingFlow: Flow | null;
  /** Personal info; null when signed out, not loaded yet, or not provided by the main account. */
  profile: PersonalInfo | null;
  profileComplete: boolean;
  /** "unavailable": a second login whose main account gave no personal data (403, silent). */
  profileState: "idle" | "loading" | "loaded" | "unavailable" | "error";
  menu: MenuContext | null;
  menuState: "idle" | "loading" | "loaded" | "error";
  providers: Array<{ id: string; name: string }>;
  /** The config call has answered (or failed): `providers` is final for this page. */
  providersKnown: boolean;
  /** Why the session call failed (the sandbox or API is down): the page shows it and offers a retry. */
  error: ApiError | null;
  /** The last failure loading the menu or the profile; the account shell shows it as a toast. */
  accountError: ApiError | null;
  event: AuthEvent | null;
}

const INITIAL: AuthSnapshot = {
  status: "loading",
  user: null,
  flows: [],
  pendingFlow: null,
  profile: null,
  profileComplete: false,
  profileState: "idle",
  menu: null,
  menuState: "idle",
  providers: [],
  providersKnown: false,
  error: null,
  accountError: null,
  event: null,
};

const SIGNED_OUT_ACCOUNT = { profile: null, profileComplete: false, profileState: "idle", menu: null, menuState: "idle", accountError: null } as const;

const NEXT_KEY = "auth.next";
/**
 * A signup's `next`, kept for the browser rather than the tab: the confirmation link of the e-mail opens in a
 * new tab, which has none of this tab's sessionStorage, and the customer who signed up inside the checkout
 * then landed in the account instead of back at the order. It lasts as long as allauth's confirmation key.
 */
const SIGNUP_NEXT_KEY = "auth.signupNext";
const SIGNUP_NEXT_MS = 3 * 24 * 3600 * 1000;

function signupNext(): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(SIGNUP_NEXT_KEY) ?? "null") as { next?: unknown; until?: unknown } | null;
    if (kept && typeof kept.next === "string" && typeof kept.until === "number" && kept.until > Date.now()) return kept.next;
  } catch {
    // Unreadable or blocked storage: no kept signup.
  }
  return null;
}
const SIGNED_OUT: AuthState = { status: 401, data: { flows: [] }, meta: { is_authenticated: false } };

/**
 * The tab's one auth state (spec §4), fed by the session call and by every allauth answer
 * (`onAuthAnswer`). It lives outside React so that it survives Gatsby's page changes (login page →
 * account area) and content pages never load it; `AuthProvider` is its React face.
 */
export function createAuthStore(api = { allauth, account }) {
  let state: AuthSnapshot = INITIAL;
  let lastAnswer: AuthState | null = null;
  let seq = 0;
  let started = false;
  let explicitLogout = false;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<AuthSnapshot>) => {
    state = { ...state, ...patch };
    for (const l of [...listeners]) l();
  };

  function apply(answer: AuthState, meta: { method: string } = { method: "GET" }): void {
    // Before any answer, the first session call is no change; after a failed session call, an action's
    // answer is compared with "signed out" (the sandbox came back and the customer logged in).
    const previous = lastAnswer ?? (state.status === "loading" ? null : SIGNED_OUT);
    const type = authEvent(previous, answer, meta.method !== "GET");
    lastAnswer = answer;
    const status = statusOf(answer);
    const user = answer.status === 200 ? answer.data.user : null;
    const patch: Partial<AuthSnapshot> = {
      status,
      user,
      flows: answer.status === 401 ? answer.data.flows : [],
      pendingFlow: pendingFlowOf(answer),
      error: null,
    };
    // Logout (or another user) clears user, profile and menu (spec §4).
    if (!user || type === "LOGGED_IN") Object.assign(patch, SIGNED_OUT_ACCOUNT);
    if (type) patch.event = { type, seq: ++seq, explicit: type === "LOGGED_OUT" && explicitLogout };
    // Answers the page asked before the app had loaded were for the session it loaded with (decision 126).
    if (type) dropEarly();
    if (type === "LOGGED_OUT") explicitLogout = false;
    set(patch);
    // Static content pages start their header account entry at once only for a probably signed-in visitor. In a
    // task of its own: the page's first use of localStorage costs milliseconds (issue 40).
    void nextTask().then(() => rememberSignedIn(!!user));
  }

  async function loadSession(): Promise<void> {
    const result = await api.allauth.getSession();
    // A successful answer reached `apply` through onAuthAnswer already.
    if (!result.ok) set({ status: lastAnswer ? statusOf(lastAnswer) : "unset", error: result.error });
  }

  async function loadConfig(): Promise<void> {
    const result = await api.allauth.getConfig();
    if (result.ok)
      set({
        providers: (result.value.data.data.socialaccount?.providers ?? [])
          .filter((p) => p.flows.includes("provider_redirect"))
          .map((p) => ({ id: p.id, name: p.name })),
        providersKnown: true,
      });
    else set({ providersKnown: true });
  }

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** First use in the tab: the session call (which also seeds the CSRF cookie) and the config. */
    start(): void {
      if (started) return;
      started = true;
      api.allauth.onAuthAnswer(apply);
      void Promise.all([loadSession(), loadConfig()]);
    },

    /**
     * The session call again, e.g. after the customer confirmed the e-mail in another tab (the
     * checkout's "I have confirmed" button); the answer reaches every subscriber through `apply`.
     */
    async refresh(): Promise<AuthSnapshot> {
      if (!started) this.start();
      await loadSession();
      return state;
    },

    /** Again after a failure (the retry button of a page that could not reach the API). */
    async retry(): Promise<void> {
      set({ status: lastAnswer ? statusOf(lastAnswer) : "loading", error: null });
      await Promise.all([loadSession(), state.providers.length ? Promise.resolve() : loadConfig()]);
    },

    async logout(): Promise<ApiError | null> {
      explicitLogout = true;
      const result = await api.allauth.logout();
      if (!result.ok) {
        explicitLogout = false;
        return result.error;
      }
      return null;
    },

    /** Menu and profile of the signed-in customer (the account area asks for them). */
    async loadAccount(force = false): Promise<void> {
      if (state.status !== "settled") return;
      const userId = state.user?.id;
      const tasks: Array<Promise<void>> = [];
      if (force || state.menuState === "idle" || state.menuState === "error") {
        set({ menuState: "loading" });
        tasks.push(
          api.account.getMenuContext().then((r) => {
            if (state.user?.id !== userId) return;
            if (r.ok) set({ menu: r.value.data, menuState: "loaded" });
            else set({ menuState: "error", accountError: r.error });
          }),
        );
      }
      if (force || state.profileState === "idle" || state.profileState === "error") {
        set({ profileState: "loading" });
        tasks.push(
          api.account.getPersonalInfo().then((r) => {
            if (state.user?.id !== userId) return;
            if (r.ok) set({ profile: r.value.data, profileComplete: isProfileComplete(r.value.data), profileState: "loaded" });
            else if (r.error.silent) set({ profile: null, profileComplete: false, profileState: "unavailable" });
            else set({ profileState: "error", accountError: r.error });
          }),
        );
      }
      await Promise.all(tasks);
    },

    setProfile(profile: PersonalInfo): void {
      set({ profile, profileComplete: isProfileComplete(profile), profileState: "loaded" });
    },

    /** The `next` of a login or signup, kept for the tab until the customer is signed in (across the 2FA step and a provider round trip). */
    rememberNext(next: string | null, options: { signup?: boolean } = {}): void {
      if (typeof sessionStorage === "undefined") return;
      if (next) sessionStorage.setItem(NEXT_KEY, next);
      else sessionStorage.removeItem(NEXT_KEY);
      try {
        // A signup's next also waits for its confirmation link, in whichever tab that opens (SIGNUP_NEXT_KEY).
        if (next && options.signup) localStorage.setItem(SIGNUP_NEXT_KEY, JSON.stringify({ next, until: Date.now() + SIGNUP_NEXT_MS }));
        else localStorage.removeItem(SIGNUP_NEXT_KEY);
      } catch {
        // Storage blocked: the tab's own next still works.
      }
    },
    /**
     * Read, not removed: the redirector and a page guard may both ask during one login. It is cleared
     * when the customer arrives in the account area or the checkout, and replaced by every login or signup page.
     * A tab with none of its own (a signup's confirmation link opened in a new tab) takes the signup's.
     */
    peekNext(): string | null {
      if (typeof sessionStorage === "undefined") return null;
      return sessionStorage.getItem(NEXT_KEY) ?? signupNext();
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** The tab's auth state. */
export const authStore = createAuthStore();
