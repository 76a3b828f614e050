import { api } from "./client";
import { ALLAUTH_BASE, type Result } from "./http";
import { allauthConfigSchema } from "./schemas/auth";
import { authStateSchema, type AuthState } from "./schemas/auth-answers";

/**
 * allauth headless calls of the session, browser client (contracts/allauth/SUMMARY.md §2): what the auth store
 * (src/components/auth/auth-store.ts) asks in every app page's first load. The customer's actions (login, signup,
 * 2FA, …) and the account's security calls are allauth.ts's, which re-exports these (decision 250). Like the reference SPA,
 * every answer that states the authentication (200 signed in, 401 with flows) is also published to
 * the auth listeners, so the one auth state is fed by the session call and by every auth response.
 */

/** `method`: GET for the session call; anything else is the customer's action (login, signup, 2FA, …). */
type AuthListener = (answer: AuthState, meta: { method: string }) => void;
const listeners = new Set<AuthListener>();

/** @public The auth store reaches this module as a namespace (`api.allauth.onAuthAnswer`), which knip cannot follow. */
export function onAuthAnswer(listener: AuthListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands an auth answer to the listeners (allauth.ts's calls that answer the auth state in two steps). */
export function publish(answer: AuthState, method: string): void {
  for (const listener of [...listeners]) listener(answer, { method });
}

/** An allauth path on the API origin. */
export const url = (path: string) => `${ALLAUTH_BASE}${path}`;

/** A call whose answer is the authentication state: 200 signed in or 401 with flows. */
export async function authCall(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<Result<AuthState>> {
  const result = await api.request({ method, path: url(path), body, schema: authStateSchema, acceptStatuses: [401] });
  if (result.ok) publish(result.value.data, method);
  return result;
}

/** @public Read as `api.allauth.getConfig` by the auth store. */
export const getConfig = () => api.request({ path: url("/config"), schema: allauthConfigSchema });
export const getSession = () => authCall("GET", "/auth/session");
/** @public Read as `api.allauth.logout` by the auth store. */
export const logout = () => authCall("DELETE", "/auth/session");
