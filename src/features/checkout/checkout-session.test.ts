import type { AuthSnapshot } from "../../components/auth/auth-store";
import { sessionOf } from "./checkout-session";

const base = { user: null, flows: [], pendingFlow: null } as unknown as AuthSnapshot;
const user = { id: 7, display: "Ada", email: "ada@example.org", has_usable_password: true };

it("maps the shared auth state to the checkout's session", () => {
  expect(sessionOf({ ...base, status: "loading" })).toEqual({ status: "loading" });
  expect(sessionOf({ ...base, status: "settled", user })).toEqual({ status: "authenticated", email: "ada@example.org" });
  expect(sessionOf({ ...base, status: "settled", user: { ...user, email: undefined } })).toEqual({ status: "authenticated", email: "Ada" });
  expect(sessionOf({ ...base, status: "unset" })).toEqual({ status: "anonymous", pendingVerification: false });
});

it("waits for the e-mail confirmation only when that step is the pending one", () => {
  const verify = { id: "verify_email", is_pending: true };
  const mfa = { id: "mfa_authenticate", is_pending: true };
  expect(sessionOf({ ...base, status: "pending", pendingFlow: verify } as AuthSnapshot)).toEqual({ status: "anonymous", pendingVerification: true });
  expect(sessionOf({ ...base, status: "pending", pendingFlow: mfa } as AuthSnapshot)).toEqual({ status: "anonymous", pendingVerification: false });
});
