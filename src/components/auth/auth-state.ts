import type { AuthState } from "../../api-client/schemas/auth-answers";
import type { Flow } from "../../api-client/schemas/auth";

/**
 * Pure rules of the auth state (spec §4; contracts/allauth, and the reference SPA's auth context):
 * status from an allauth answer, the change it makes, and where a pending flow is handled.
 */
export type AuthStatus = "loading" | "settled" | "pending" | "unset";
export type AuthEventType = "LOGGED_IN" | "LOGGED_OUT" | "FLOW_UPDATED";

/** Flows that put the customer on a step of their own (spec §4: pending social signup or second factor; and e-mail verification). */
const ROUTED_FLOWS: Record<string, string> = {
  mfa_authenticate: "/auth/2fa/",
  provider_signup: "/auth/provider/signup/",
  verify_email: "/auth/email/",
};

export const LOGIN_PATH = "/auth/login/";

export function pendingFlowOf(answer: AuthState | null): Flow | null {
  if (!answer || answer.status !== 401) return null;
  return answer.data.flows.find((f) => f.is_pending && f.id in ROUTED_FLOWS) ?? null;
}

export function statusOf(answer: AuthState | null): AuthStatus {
  if (!answer) return "loading";
  if (answer.status === 200) return "settled";
  return pendingFlowOf(answer) ? "pending" : "unset";
}

/** The one place that says where a pending flow is handled (routed centrally, not per screen). */
export function pathForFlow(flow: Flow | null): string {
  return (flow && ROUTED_FLOWS[flow.id]) ?? LOGIN_PATH;
}

const userIdOf = (answer: AuthState | null) => (answer?.status === 200 ? String(answer.data.user.id) : null);

/**
 * What changed between two answers. The first answer of a page load is no change (the page decides
 * what a signed-out or pending visitor sees), as in the reference SPA where the redirector starts
 * after the first session call.
 */
export function authEvent(previous: AuthState | null, next: AuthState, byAction = false): AuthEventType | null {
  if (!previous) return null;
  const before = userIdOf(previous);
  const after = userIdOf(next);
  if (before && !after) return "LOGGED_OUT";
  if (!before && after) return "LOGGED_IN";
  if (before && after && before !== after) return "LOGGED_IN";
  if (!before && !after) {
    const from = pendingFlowOf(previous);
    const to = pendingFlowOf(next);
    // An action that leads to a pending step goes there even if it was pending already (log in again
    // from the login page while a 2FA step waits).
    if (to && (from?.id !== to.id || byAction)) return "FLOW_UPDATED";
  }
  return null;
}

export function loginPath(next?: string | null): string {
  return next ? `${LOGIN_PATH}?${new URLSearchParams({ next })}` : LOGIN_PATH;
}
