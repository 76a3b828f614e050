import type { z } from "zod";
import { api } from "./client";
import { ALLAUTH_BASE, readDocumentCookie, CSRF_COOKIE, type Result } from "./http";
import {
  authResponseSchema,
  configSchema,
  emailVerifyInfoSchema,
  passwordResetInfoSchema,
  providerSignupInfoSchema,
  statusOnlySchema,
  type AuthResponse,
  type loginInput,
  type passwordChangeInput,
  type passwordResetInput,
  type signupInput,
} from "./schemas/allauth";

/**
 * allauth headless calls, browser client (contracts/allauth/SUMMARY.md §2). Like the reference SPA,
 * every answer that states the authentication (200 signed in, 401 with flows) is also published to
 * the auth listeners, so the one auth state is fed by the session call and by every auth response.
 */

type AuthListener = (answer: AuthResponse) => void;
const listeners = new Set<AuthListener>();

export function onAuthAnswer(listener: AuthListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(answer: AuthResponse): void {
  for (const listener of [...listeners]) listener(answer);
}

const url = (path: string) => `${ALLAUTH_BASE}${path}`;

/** A call whose answer is the authentication state: 200 signed in or 401 with flows. */
async function authCall(method: "GET" | "POST" | "DELETE", path: string, body?: unknown, ignoreStatuses?: number[]): Promise<Result<AuthResponse>> {
  const result = await api.request({ method, path: url(path), body, schema: authResponseSchema, acceptStatuses: [401], ignoreStatuses });
  if (result.ok) publish(result.value.data);
  return result;
}

async function call<S extends z.ZodType>(method: "GET" | "POST", path: string, schema: S, options: { body?: unknown; headers?: Record<string, string>; ignoreStatuses?: number[] } = {}) {
  return api.request({ method, path: url(path), schema, ...options });
}

export const getConfig = () => call("GET", "/config", configSchema);
export const getSession = () => authCall("GET", "/auth/session");
export const logout = () => authCall("DELETE", "/auth/session");
export const login = (input: z.infer<typeof loginInput>) => authCall("POST", "/auth/login", input);
/** The optional signup code of `/auth/signup/:code?` travels with the signup (an invitation or partner code). */
export const signup = (input: z.infer<typeof signupInput> & { code?: string; captcha?: string }) => authCall("POST", "/auth/signup", input);
export const authenticate2fa = (code: string) => authCall("POST", "/auth/2fa/authenticate", { code });
export const requestPasswordReset = (email: string, captcha?: string) =>
  api.request({ method: "POST", path: url("/auth/password/request"), body: captcha ? { email, captcha } : { email }, schema: statusOnlySchema, acceptStatuses: [401] });
export const getPasswordReset = (key: string) =>
  call("GET", "/auth/password/reset", passwordResetInfoSchema, { headers: { "X-Password-Reset-Key": key }, ignoreStatuses: [400] });
/** 200 when the reset logs in, 401 when the customer goes to the login page: both are success. */
export const resetPassword = (input: z.infer<typeof passwordResetInput>) => authCall("POST", "/auth/password/reset", input);
export const getEmailVerification = (key: string) =>
  call("GET", "/auth/email/verify", emailVerifyInfoSchema, { headers: { "X-Email-Verification-Key": key }, ignoreStatuses: [400, 409] });
/** 401 does not mean failure: verified, but not as part of a login in this browser (SUMMARY.md §2). */
export const verifyEmail = (key: string) => authCall("POST", "/auth/email/verify", { key });
export const resendEmailVerification = () => call("POST", "/auth/email/verify/resend", statusOnlySchema);
export const getProviderSignup = () => call("GET", "/auth/provider/signup", providerSignupInfoSchema, { ignoreStatuses: [409] });
export const providerSignup = (email: string) => authCall("POST", "/auth/provider/signup", { email });
export const changePassword = (input: z.infer<typeof passwordChangeInput>) =>
  api.request({ method: "POST", path: url("/account/password/change"), body: input, schema: authResponseSchema, acceptStatuses: [401] });

/** Where the provider redirect form posts (a real form, not fetch: SUMMARY.md §2). */
export const PROVIDER_REDIRECT_URL = url("/auth/provider/redirect");

/** The CSRF token for the provider form's `csrfmiddlewaretoken` field, read when the form is submitted. */
export const csrfToken = (): string => readDocumentCookie(CSRF_COOKIE) ?? "";
