import { authEvent, loginPath, pathForFlow, pendingFlowOf, statusOf } from "./auth-state";
import type { AuthState } from "../../api-client/schemas/auth-answers";

const signedIn = (id = 1): AuthState => ({
  status: 200,
  data: { user: { id, display: "Anna", has_usable_password: true, email: "a@example.com" }, methods: [] },
  meta: { is_authenticated: true },
});
const signedOut = (...pending: string[]): AuthState => ({
  status: 401,
  data: { flows: [{ id: "login" }, { id: "signup" }, ...pending.map((id) => ({ id, is_pending: true }))] },
  meta: { is_authenticated: false },
});

it("status: loading before the first answer, settled signed in, pending with a pending step, unset otherwise", () => {
  expect(statusOf(null)).toBe("loading");
  expect(statusOf(signedIn())).toBe("settled");
  expect(statusOf(signedOut("mfa_authenticate"))).toBe("pending");
  expect(statusOf(signedOut("provider_signup"))).toBe("pending");
  expect(statusOf(signedOut("verify_email"))).toBe("pending");
  expect(statusOf(signedOut())).toBe("unset");
});

it("routes pending flows centrally", () => {
  expect(pathForFlow(pendingFlowOf(signedOut("mfa_authenticate")))).toBe("/auth/2fa/");
  expect(pathForFlow(pendingFlowOf(signedOut("provider_signup")))).toBe("/auth/provider/signup/");
  expect(pathForFlow(pendingFlowOf(signedOut("verify_email")))).toBe("/auth/email/");
  expect(pathForFlow(null)).toBe("/auth/login/");
});

it("names the change between two answers; the first answer is no change", () => {
  expect(authEvent(null, signedIn())).toBeNull();
  expect(authEvent(signedOut(), signedIn())).toBe("LOGGED_IN");
  expect(authEvent(signedOut("mfa_authenticate"), signedIn())).toBe("LOGGED_IN");
  expect(authEvent(signedIn(), signedOut())).toBe("LOGGED_OUT");
  expect(authEvent(signedIn(1), signedIn(2))).toBe("LOGGED_IN");
  expect(authEvent(signedOut(), signedOut("mfa_authenticate"))).toBe("FLOW_UPDATED");
  expect(authEvent(signedOut("mfa_authenticate"), signedOut("mfa_authenticate"))).toBeNull();
  expect(authEvent(signedOut("mfa_authenticate"), signedOut("mfa_authenticate"), true)).toBe("FLOW_UPDATED");
  expect(authEvent(signedOut(), signedOut(), true)).toBeNull();
  expect(authEvent(signedIn(), signedIn())).toBeNull();
});

it("builds the login path with next", () => {
  expect(loginPath("/my/finance/?a=1")).toBe("/auth/login/?next=%2Fmy%2Ffinance%2F%3Fa%3D1");
  expect(loginPath()).toBe("/auth/login/");
});
