import { useCallback, useEffect, useMemo } from "react";
import { useAuth } from "../../components/auth/auth-context";
import { sessionOf } from "./checkout-session";

export type { CheckoutSession } from "./checkout-session";

/**
 * The session as the checkout needs it, read from the shared auth store (`AuthProvider` on the checkout
 * page): a sign-in or sign-up inside the checkout goes through src/api-client/allauth.ts, whose answers
 * feed that store, so the header and the rest of the app see the customer at once. `refresh` asks the
 * session again (GET auth/session also seeds the csrftoken cookie every later POST sends back, spec §7).
 */
export function useCheckoutSession() {
  const { state, store } = useAuth();
  const session = useMemo(() => sessionOf(state), [state]);
  // Signed in at the checkout: a kept `next` (the account stage's, a signup's in another tab) has done its work.
  const signedIn = session.status === "authenticated";
  useEffect(() => {
    if (signedIn) store.rememberNext(null);
  }, [signedIn, store]);
  const refresh = useCallback(async () => sessionOf(await store.refresh()), [store]);
  return { session, refresh };
}
