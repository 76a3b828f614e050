import { useCallback, useEffect, useState } from "react";
import { getSession } from "../../api-client/payment";
import { isNetworkError } from "../payment/error-text";
import type { AuthResponse } from "../../api-client/schemas/auth";

export type CheckoutSession = { status: "loading" } | { status: "anonymous"; pendingVerification: boolean } | { status: "authenticated"; email: string };

export function sessionFrom(answer: AuthResponse): CheckoutSession {
  if (answer.status === 200 && "data" in answer && "user" in answer.data) return { status: "authenticated", email: answer.data.user.email ?? answer.data.user.display };
  const pending = answer.status === 401 && "data" in answer && "flows" in answer.data && answer.data.flows.some((f) => f.id === "verify_email" && f.is_pending);
  return { status: "anonymous", pendingVerification: pending };
}

/**
 * The allauth session as the checkout needs it. GET auth/session also seeds the csrftoken cookie
 * that every later POST sends back (spec §7).
 */
export function useCheckoutSession() {
  const [session, setSession] = useState<CheckoutSession>({ status: "loading" });
  const refresh = useCallback(async () => {
    try {
      const answer = await getSession();
      const next = sessionFrom(answer);
      setSession(next);
      return next;
    } catch (e) {
      const next: CheckoutSession = { status: "anonymous", pendingVerification: false };
      setSession(next);
      if (isNetworkError(e)) throw e;
      return next;
    }
  }, []);
  useEffect(() => {
    void refresh().catch(() => undefined);
  }, [refresh]);
  return { session, setSession, refresh };
}
