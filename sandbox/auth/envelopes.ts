import type { Session } from "./session";
import type { UserRow } from "./users";
import { allauthUser } from "./users";
import { PROVIDERS, findProvider } from "./providers";

/** allauth headless envelopes (contracts/allauth/SUMMARY.md §0). */
export function flows(session: Session | null) {
  const list: Array<Record<string, unknown>> = [
    { id: "login" },
    { id: "signup" },
    { id: "provider_redirect", providers: PROVIDERS.filter((p) => p.flows.includes("provider_redirect")).map((p) => p.id) },
    { id: "provider_token", providers: PROVIDERS.filter((p) => p.flows.includes("provider_token")).map((p) => p.id) },
    // MFA_PASSKEY_LOGIN_ENABLED: signing in with a passkey (auth/webauthn/login).
    { id: "mfa_login_webauthn" },
  ];
  const stage = session?.stage;
  if (stage?.kind === "provider_signup") {
    const p = findProvider(stage.provider)!;
    list.push({ id: "provider_signup", provider: { id: p.id, name: p.name, client_id: p.client_id, flows: p.flows }, is_pending: true });
  } else if (stage?.kind === "mfa_authenticate") {
    list.push({ id: "mfa_authenticate", is_pending: true, types: stage.types ?? ["totp"] });
  } else if (stage?.kind === "mfa_trust") {
    list.push({ id: "mfa_trust", is_pending: true });
  } else if (stage?.kind === "verify_email") {
    list.push({ id: "verify_email", is_pending: true });
  }
  return list;
}

export const unauthenticated = (session: Session | null, isAuthenticated: boolean | null = false) => ({
  status: 401,
  data: { flows: flows(session) },
  meta: { is_authenticated: isAuthenticated },
});

export const authenticated = (user: UserRow, session: Session) => ({
  status: 200,
  data: { user: allauthUser(user), methods: session.methods },
  meta: { is_authenticated: true },
});

export interface AllauthError {
  code: string;
  message: string;
  param?: string;
}

export const errors = (list: AllauthError[]) => ({ status: 400, errors: list });
export const status = (code: number, extra: Record<string, unknown> = {}) => ({ status: code, ...extra });
