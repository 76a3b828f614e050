import type { AuthSnapshot } from "../../components/auth/auth-store";

export type CheckoutSession = { status: "loading" } | { status: "anonymous"; pendingVerification: boolean } | { status: "authenticated"; email: string };

/** The checkout's view of the one auth state (docs/decisions/002, 036): signed in, waiting for the e-mail confirmation, or not. */
export function sessionOf(state: AuthSnapshot): CheckoutSession {
  if (state.status === "loading") return { status: "loading" };
  if (state.status === "settled" && state.user) return { status: "authenticated", email: state.user.email ?? state.user.display };
  return { status: "anonymous", pendingVerification: state.status === "pending" && state.pendingFlow?.id === "verify_email" };
}
