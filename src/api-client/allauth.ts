import type * as z from "zod/mini";
import { api } from "./client";
import { readDocumentCookie, CSRF_COOKIE, type Result } from "./http";
import { allauthStatusSchema } from "./schemas/auth";
import {
  authenticatorListSchema,
  creationOptionsSchema,
  okStatusSchema,
  recoveryCodesSchema,
  requestOptionsSchema,
  totpActivatedSchema,
  totpStatusSchema,
  webauthnAddedSchema,
} from "./schemas/mfa";
import { emailAddressListSchema, providerAccountListSchema, sessionListSchema } from "./schemas/account-manage";
import { authStateSchema, emailVerifyInfoSchema, passwordResetInfoSchema, providerSignupInfoSchema, type AuthState } from "./schemas/auth-answers";
// Types only: the request schemas are zod classic, which the account area's first load does without (decision 065).
import type { loginRequestSchema, passwordChangeRequestSchema, passwordResetRequestSchema } from "./schemas/auth-requests";
import { authCall, publish, url } from "./allauth-session";

/**
 * allauth headless calls, browser client (contracts/allauth/SUMMARY.md §2): the session's calls and the auth
 * listeners are allauth-session.ts's (the auth store's, in every app page's first load, decision 250), the
 * customer's actions and the account's security calls are here, in the chunks of the screens that make them.
 */
export { getConfig, getSession } from "./allauth-session";
export const login = (input: z.infer<typeof loginRequestSchema>) => authCall("POST", "/auth/login", input);
/** `code` is the optional code of `/auth/signup/:code?`; `captcha` the token of the captcha check. */
export const signup = (input: { email: string; password: string; code?: string; captcha?: string }) => authCall("POST", "/auth/signup", input);
/**
 * The second factor at login (a TOTP or a recovery code). With "trust this browser" on (MFA_TRUST_ENABLED)
 * a right code is answered with the pending mfa_trust flow: that step is answered at once with the
 * customer's choice from the same form, so only the final answer reaches the auth state.
 */
export async function authenticate2fa(code: string, trust = false): Promise<Result<AuthState>> {
  const first = await api.request({ method: "POST", path: url("/auth/2fa/authenticate"), body: { code }, schema: authStateSchema, acceptStatuses: [401] });
  if (first.ok && first.value.data.status === 401 && first.value.data.data.flows.some((f) => f.id === "mfa_trust" && f.is_pending)) {
    return authCall("POST", "/auth/2fa/trust", { trust });
  }
  if (first.ok) publish(first.value.data, "POST");
  return first;
}
export const requestPasswordReset = (input: { email: string; captcha?: string }) =>
  api.request({ method: "POST", path: url("/auth/password/request"), body: input, schema: allauthStatusSchema, acceptStatuses: [401] });
/** Checks a reset key on load; 400 is the expected "no longer valid" answer, shown by the page. */
export const getPasswordReset = (key: string) =>
  api.request({ path: url("/auth/password/reset"), headers: { "X-Password-Reset-Key": key }, schema: passwordResetInfoSchema, ignoreStatuses: [400, 409] });
/** 200 when the reset logs in, 401 when the customer goes on to the login page: both are success. */
export const resetPassword = (input: z.infer<typeof passwordResetRequestSchema>) => authCall("POST", "/auth/password/reset", input);
export const getEmailVerification = (key: string) =>
  api.request({ path: url("/auth/email/verify"), headers: { "X-Email-Verification-Key": key }, schema: emailVerifyInfoSchema, ignoreStatuses: [400, 409] });
/** 401 does not mean failure: verified, but not as part of a login in this browser (SUMMARY.md §2). */
export const verifyEmail = (key: string) => authCall("POST", "/auth/email/verify", { key });
export const resendEmailVerification = () => api.request({ method: "POST", path: url("/auth/email/verify/resend"), schema: allauthStatusSchema });
export const getProviderSignup = () => api.request({ path: url("/auth/provider/signup"), schema: providerSignupInfoSchema, ignoreStatuses: [409] });
export const providerSignup = (email: string) => authCall("POST", "/auth/provider/signup", { email });
export const changePassword = (input: z.infer<typeof passwordChangeRequestSchema>) =>
  api.request({ method: "POST", path: url("/account/password/change"), body: input, schema: authStateSchema, acceptStatuses: [401] });

// Two-factor authentication and passkeys of the signed-in customer (openapi.yaml "Account: 2FA", "Account:
// WebAuthn"). Sensitive ones answer 401 with `meta.is_authenticated` true when the customer has to
// reauthenticate first (a silent error; the caller offers the reauthentication and tries again).
export const getAuthenticators = () => api.request({ path: url("/account/authenticators"), schema: authenticatorListSchema });
/** 404 is the "not set up" answer, with the secret to set up (kept by the session until confirmed). */
export const getTotp = () => api.request({ path: url("/account/authenticators/totp"), schema: totpStatusSchema, acceptStatuses: [404] });
export const activateTotp = (code: string) =>
  api.request({ method: "POST", path: url("/account/authenticators/totp"), body: { code }, schema: totpActivatedSchema });
export const deactivateTotp = () => api.request({ method: "DELETE", path: url("/account/authenticators/totp"), schema: okStatusSchema });
export const getRecoveryCodes = () => api.request({ path: url("/account/authenticators/recovery-codes"), schema: recoveryCodesSchema });
export const regenerateRecoveryCodes = () => api.request({ method: "POST", path: url("/account/authenticators/recovery-codes"), schema: recoveryCodesSchema });
/** Passkeys here are passwordless credentials (a resident key with user verification): `?passwordless`. */
export const getPasskeyCreationOptions = () => api.request({ path: `${url("/account/authenticators/webauthn")}?passwordless`, schema: creationOptionsSchema });
export const addPasskey = (name: string, credential: unknown) =>
  api.request({ method: "POST", path: url("/account/authenticators/webauthn"), body: { name, credential }, schema: webauthnAddedSchema });
export const renamePasskey = (id: number, name: string) =>
  api.request({ method: "PUT", path: url("/account/authenticators/webauthn"), body: { id, name }, schema: webauthnAddedSchema });
export const removePasskey = (id: number) =>
  api.request({ method: "DELETE", path: url("/account/authenticators/webauthn"), body: { authenticators: [id] }, schema: okStatusSchema });
/** Reauthentication answers 200 with the same user, so it may feed the auth state like any auth answer. */
export const reauthenticate = (password: string) => authCall("POST", "/auth/reauthenticate", { password });
export const reauthenticate2fa = (code: string) => authCall("POST", "/auth/2fa/reauthenticate", { code });
export const getPasskeyLoginOptions = () => api.request({ path: url("/auth/webauthn/login"), schema: requestOptionsSchema });
export const loginWithPasskey = (credential: unknown) => authCall("POST", "/auth/webauthn/login", { credential });

// Sessions, e-mail addresses and connected logins of the signed-in customer (openapi.yaml "Sessions",
// "Account: Email", "Account: Providers"). Changing addresses may ask for a reauthentication (401, signed in).
export const getSessions = () => api.request({ path: url("/auth/sessions"), schema: sessionListSchema });
/** Ending this browser's own session answers 401 (signed out): the caller hands that to the auth state. */
export const endSessions = (ids: number[]) =>
  api.request({ method: "DELETE", path: url("/auth/sessions"), body: { sessions: ids }, schema: sessionListSchema });
export const getEmailAddresses = () => api.request({ path: url("/account/email"), schema: emailAddressListSchema });
export const addEmailAddress = (email: string) => api.request({ method: "POST", path: url("/account/email"), body: { email }, schema: emailAddressListSchema });
/** Sends the confirmation mail again; 403 when it is not sent (already confirmed, or sent too often). */
export const resendEmailConfirmation = (email: string) =>
  api.request({ method: "PUT", path: url("/account/email"), body: { email }, schema: allauthStatusSchema });
export const makeEmailPrimary = (email: string) =>
  api.request({ method: "PATCH", path: url("/account/email"), body: { email, primary: true }, schema: emailAddressListSchema });
export const removeEmailAddress = (email: string) =>
  api.request({ method: "DELETE", path: url("/account/email"), body: { email }, schema: emailAddressListSchema });
export const getProviderAccounts = () => api.request({ path: url("/account/providers"), schema: providerAccountListSchema });
export const disconnectProvider = (provider: string, account: string) =>
  api.request({ method: "DELETE", path: url("/account/providers"), body: { provider, account }, schema: providerAccountListSchema });

/** Where the provider redirect form posts (a real form, not fetch: SUMMARY.md §2). */
export const PROVIDER_REDIRECT_URL = url("/auth/provider/redirect");

/** The CSRF token for the provider form's `csrfmiddlewaretoken` field, read when the form is submitted. */
export const csrfToken = (): string => readDocumentCookie(CSRF_COOKIE) ?? "";
