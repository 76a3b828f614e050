import { useCallback, useMemo } from "react";
import { useAuth } from "../../components/auth/auth-context";
import type { AuthSnapshot } from "../../components/auth/auth-store";

export type CheckoutSession = { status: "loading" } | { status: "anonymous"; pendingVerification: boolean } | { status: "authenticated"; email: string };

/** The checkout's view of the one auth state (docs/decisions/002, 036): signed in, waiting for the e-mail confirmation, or not. */
export function sessionOf(state: AuthSnapshot): CheckoutSession {
  if (state.status === "loading") return { status: "loading" };
  if (state.status === "settled" && state.user) return { status: "authenticated", email: state.user.email ?? state.user.display };
  return { status: "anonymous", pendingVerification: state.status === "pending" && state.pendingFlow?.id === "verify_email" };
}

/**
 * The session as the checkout needs it, read from the shared auth store (`AuthProvider` on the checkout
 * page): a sign-in or sign-up inside the checkout goes through src/api-client/allauth.ts, whose answers
 * feed that store, so the header and the rest of the app see the customer at once. `refresh` asks the
 * session again (GET auth/session also seeds the csrftoken cookie every later POST sends back, spec §7).
 */
export function useCheckoutSession() {
  const { state, store } = useAuth();
  const session = useMemo(() => sessionOf(state), [state]);
  const refresh = useCallback(async () => sessionOf(await store.refresh()), [store]);
  return { session, refresh };
}
