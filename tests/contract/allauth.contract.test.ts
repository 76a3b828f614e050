import { SessionClient, AUTH, startSandbox } from "@sandbox/testing/session-client";
import { DEMO, DEMO_PASSWORD, DEMO_TOTP_SECRET } from "@sandbox/seed/seed";
import { totp } from "@sandbox/auth/totp";
import { AllauthContract } from "./allauth-openapi";
import { authResponseSchema, allauthConfigSchema } from "@/api-client/schemas/auth";

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
const contract = new AllauthContract();

beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(async () => {
  await sandbox.close();
});

/** A client whose every allauth JSON answer is checked against openapi.yaml and the shared zod schema. */
function client(ip = "127.0.0.1"): SessionClient {
  const c = new SessionClient(sandbox.url, ip);
  c.onResponse = (method, url, res) => {
    if (!url.startsWith(AUTH) || url.includes("/auth/provider/redirect")) return;
    const body = res.json();
    expect(body.status).toBe(res.statusCode);
    contract.validate(method, url, res.statusCode, body);
    if (url.endsWith("/config")) allauthConfigSchema.parse(body);
    else authResponseSchema.parse(body);
  };
  return c;
}

const flowIds = (body: { data: { flows: Array<{ id: string; is_pending?: boolean }> } }) => body.data.flows.map((f) => (f.is_pending ? `${f.id}*` : f.id));
const mailsTo = async (email: string) =>
  (await new SessionClient(sandbox.url).get(`/sandbox/api/outbox?to=${encodeURIComponent(email)}`)).json().mails as Array<{ links: string[]; kind: string }>;

test("config, anonymous session, login, 409 when logged in, logout", async () => {
  const c = client();
  expect((await c.get(`${AUTH}/config`)).statusCode).toBe(200);
  const anon = await c.get(`${AUTH}/auth/session`);
  expect(anon.statusCode).toBe(401);
  expect(anon.json().meta.is_authenticated).toBe(false);
  expect(flowIds(anon.json())).toEqual(["login", "signup", "provider_redirect", "provider_token", "mfa_login_webauthn"]);

  const bad = await c.post(`${AUTH}/auth/login`, { email: DEMO.complete, password: "wrong-password" });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors[0]).toMatchObject({ code: "email_password_mismatch", param: "password" });
  const invalid = await c.post(`${AUTH}/auth/login`, { email: "not-an-email", password: "x" });
  expect(invalid.json().errors[0]).toMatchObject({ code: "invalid", param: "email" });

  const csrfBefore = c.cookies.get("csrftoken");
  const ok = await c.login(DEMO.complete);
  expect(ok.statusCode).toBe(200);
  expect(ok.json().data.user.email).toBe(DEMO.complete);
  expect(c.cookies.get("csrftoken")).not.toBe(csrfBefore); // rotated on login, as Django does
  expect((await c.post(`${AUTH}/auth/login`, { email: DEMO.complete, password: DEMO_PASSWORD })).statusCode).toBe(409);
  expect((await c.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
  const out = await c.delete(`${AUTH}/auth/session`);
  expect(out.statusCode).toBe(401);
  expect((await c.get(`${AUTH}/auth/session`)).statusCode).toBe(401);
});

test("CSRF: an unsafe request without X-CSRFToken (or with a wrong one) is refused with 403", async () => {
  const c = client();
  await c.boot();
  const missing = await c.post(`${AUTH}/auth/login`, { email: DEMO.complete, password: DEMO_PASSWORD }, { csrf: false });
  expect(missing.statusCode).toBe(403);
  const wrong = await c.post(`${AUTH}/auth/login`, { email: DEMO.complete, password: DEMO_PASSWORD }, { csrf: false, headers: { "x-csrftoken": "forged" } });
  expect(wrong.statusCode).toBe(403);
  expect((await c.get(`${AUTH}/auth/session`)).statusCode).toBe(401); // nothing happened
  expect((await c.login(DEMO.complete)).statusCode).toBe(200);
});

test("signup enforces the password rules, then e-mail verification from the outbox logs in", async () => {
  const c = client();
  await c.boot();
  const email = "new.customer@example.org";
  const cases: Array<[string, string]> = [
    ["abc12", "password_too_short"],
    ["98765432123", "password_entirely_numeric"],
    ["password123", "password_too_common"],
    ["new.customer1", "password_too_similar"],
  ];
  for (const [password, code] of cases) {
    const res = await c.post(`${AUTH}/auth/signup`, { email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { code: string }) => e.code)).toContain(code);
  }
  const taken = await c.post(`${AUTH}/auth/signup`, { email: DEMO.complete, password: "Long-enough-9" });
  expect(taken.json().errors[0].code).toBe("email_taken");

  const res = await c.post(`${AUTH}/auth/signup`, { email, password: "Blue-harbour-42" });
  expect(res.statusCode).toBe(401);
  expect(flowIds(res.json())).toContain("verify_email*");
  const [mail] = await mailsTo(email);
  const key = decodeURIComponent(mail!.links[0]!.match(/confirm-email\/([^/]+)\//)![1]!);
  const info = await c.get(`${AUTH}/auth/email/verify`, { "x-email-verification-key": key });
  expect(info.statusCode).toBe(200);
  expect(info.json().meta.is_authenticating).toBe(true);
  const bad = await c.get(`${AUTH}/auth/email/verify`, { "x-email-verification-key": "nope" });
  expect(bad.json().errors[0]).toMatchObject({ code: "invalid_or_expired_key", param: "key" });
  const done = await c.post(`${AUTH}/auth/email/verify`, { key });
  expect(done.statusCode).toBe(200);
  expect(done.json().data.user.email).toBe(email);
  // A used key is no longer valid.
  expect((await c.post(`${AUTH}/auth/email/verify`, { key })).statusCode).toBe(400);
});

test("one-step signup logs in at once and mails the confirmation and a set-password link", async () => {
  const c = client();
  await c.boot();
  const res = await c.post(`${AUTH}/auth/one-step-signup`, { email: "checkout.buyer@example.org" });
  expect(res.statusCode).toBe(200);
  const kinds = (await mailsTo("checkout.buyer@example.org")).map((m) => m.kind).sort();
  expect(kinds).toEqual(["password_reset", "verify_email"]);
});

test("a login that needs 2FA answers 401 with mfa_authenticate pending, then mfa_trust, then 200", async () => {
  const c = client();
  const first = await c.login(DEMO.twoFactor);
  expect(first.statusCode).toBe(401);
  const pending = first.json().data.flows.find((f: { id: string }) => f.id === "mfa_authenticate");
  expect(pending).toEqual({ id: "mfa_authenticate", is_pending: true, types: ["totp"] });
  expect(first.json().meta.is_authenticated).toBe(false);
  expect((await c.get(`${AUTH}/auth/session`)).statusCode).toBe(401);

  const wrongCode = totp(DEMO_TOTP_SECRET, Date.now() + 10 * 60_000);
  const wrong = await c.post(`${AUTH}/auth/2fa/authenticate`, { code: wrongCode });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().errors[0]).toMatchObject({ code: "incorrect_code", param: "code" });

  const code = await c.post(`${AUTH}/auth/2fa/authenticate`, { code: totp(DEMO_TOTP_SECRET) });
  expect(code.statusCode).toBe(401);
  expect(flowIds(code.json())).toContain("mfa_trust*");
  expect((await c.post(`${AUTH}/auth/2fa/trust`, { trust: "yes" })).statusCode).toBe(400);
  const ok = await c.post(`${AUTH}/auth/2fa/trust`, { trust: false });
  expect(ok.statusCode).toBe(200);
  expect(ok.json().data.methods.map((m: { method: string }) => m.method)).toEqual(["password", "mfa"]);
  expect((await c.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
  expect(c.cookies.has("mfa_trusted")).toBe(false);
});

test("TOTP in the profile: secret, wrong code, recovery codes, reauthentication, a recovery code and trust at login, switched off", async () => {
  const c = client();
  expect((await c.login(DEMO.complete)).statusCode).toBe(200);
  expect((await c.get(`${AUTH}/account/authenticators`)).json().data).toEqual([]);
  const setup = await c.get(`${AUTH}/account/authenticators/totp`);
  expect(setup.statusCode).toBe(404);
  const { secret, totp_url } = setup.json().meta as { secret: string; totp_url: string };
  expect(totp_url).toMatch(new RegExp(`^otpauth://totp/.+secret=${secret}`));
  expect((await c.get(`${AUTH}/account/authenticators/totp`)).json().meta.secret).toBe(secret); // kept until confirmed
  const wrong = await c.post(`${AUTH}/account/authenticators/totp`, { code: totp(secret, Date.now() + 10 * 60_000) });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().errors[0]).toMatchObject({ code: "incorrect_code", param: "code" });
  const on = await c.post(`${AUTH}/account/authenticators/totp`, { code: totp(secret) });
  expect(on.statusCode).toBe(200);
  expect(on.json()).toMatchObject({ data: { type: "totp", last_used_at: null }, meta: { recovery_codes_generated: true } });
  const first = (await c.get(`${AUTH}/account/authenticators/recovery-codes`)).json().data.unused_codes as string[];
  expect(first).toHaveLength(10);
  expect((await c.get(`${AUTH}/account/authenticators`)).json().data.map((a: { type: string }) => a.type)).toEqual(["totp", "recovery_codes"]);

  // An authentication older than five minutes: sensitive calls ask to reauthenticate first.
  expect((await c.post("/sandbox/api/auth/age-session", { seconds: 600 })).statusCode).toBe(200);
  const stale = await c.post(`${AUTH}/account/authenticators/recovery-codes`);
  expect(stale.statusCode).toBe(401);
  expect(stale.json().meta.is_authenticated).toBe(true);
  expect(flowIds(stale.json())).toEqual(["reauthenticate", "mfa_reauthenticate"]);
  const refused = await c.post(`${AUTH}/auth/reauthenticate`, { password: "not-the-password" });
  expect(refused.json().errors[0]).toMatchObject({ code: "incorrect_password", param: "password" });
  expect((await c.post(`${AUTH}/auth/2fa/reauthenticate`, { code: "nope" })).json().errors[0]).toMatchObject({ code: "incorrect_code" });
  const again = await c.post(`${AUTH}/auth/reauthenticate`, { password: DEMO_PASSWORD });
  expect(again.statusCode).toBe(200);
  expect(again.json().data.methods.at(-1)).toMatchObject({ method: "password", reauthenticated: true });
  const regenerated = await c.post(`${AUTH}/account/authenticators/recovery-codes`);
  expect(regenerated.statusCode).toBe(200);
  const codes = regenerated.json().data.unused_codes as string[];
  expect(codes).toHaveLength(10);
  expect(codes).not.toContain(first[0]);

  // A recovery code instead of the TOTP code at login, and this browser trusted afterwards.
  await c.delete(`${AUTH}/auth/session`);
  expect(flowIds((await c.login(DEMO.complete)).json())).toContain("mfa_authenticate*");
  expect((await c.post(`${AUTH}/auth/2fa/authenticate`, { code: first[0] })).statusCode).toBe(400); // replaced
  expect(flowIds((await c.post(`${AUTH}/auth/2fa/authenticate`, { code: codes[0] })).json())).toContain("mfa_trust*");
  const trusted = await c.post(`${AUTH}/auth/2fa/trust`, { trust: true });
  expect(trusted.statusCode).toBe(200);
  expect(trusted.json().data.methods.at(-1)).toMatchObject({ method: "mfa", type: "recovery_codes" });
  expect(c.cookies.has("mfa_trusted")).toBe(true);
  await c.delete(`${AUTH}/auth/session`);
  expect((await c.login(DEMO.complete)).statusCode).toBe(200); // the trusted browser skips the second factor
  const other = client();
  expect((await other.login(DEMO.complete)).statusCode).toBe(401);
  expect((await other.post(`${AUTH}/auth/2fa/authenticate`, { code: codes[0] })).statusCode).toBe(400); // used up
  expect((await c.get(`${AUTH}/account/authenticators`)).json().data[1]).toMatchObject({ type: "recovery_codes", unused_code_count: 9 });

  // Switching 2FA off needs a recent authentication too: here by a TOTP code.
  await c.post("/sandbox/api/auth/age-session", { seconds: 600 });
  expect((await c.delete(`${AUTH}/account/authenticators/totp`)).statusCode).toBe(401);
  expect((await c.post(`${AUTH}/auth/2fa/reauthenticate`, { code: totp(secret) })).statusCode).toBe(200);
  expect((await c.delete(`${AUTH}/account/authenticators/totp`)).statusCode).toBe(200);
  expect((await c.get(`${AUTH}/account/authenticators`)).json().data).toEqual([]);
  await c.delete(`${AUTH}/auth/session`);
  expect((await c.login(DEMO.complete)).statusCode).toBe(200);
});

test("passkeys: creation and request options, a forged credential refused, reauthentication before adding", async () => {
  const c = client();
  const options = await c.get(`${AUTH}/auth/webauthn/login`);
  expect(options.statusCode).toBe(200);
  expect(options.json().data.request_options.publicKey).toMatchObject({ rpId: "127.0.0.1", allowCredentials: [] });
  const forged = {
    id: "AAAA",
    rawId: "AAAA",
    type: "public-key",
    response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
    clientExtensionResults: {},
  };
  const login = await c.post(`${AUTH}/auth/webauthn/login`, { credential: forged });
  expect(login.statusCode).toBe(400);
  expect(login.json().errors[0]).toMatchObject({ param: "credential" });
  expect((await c.login(DEMO.complete)).statusCode).toBe(200);
  const creation = await c.get(`${AUTH}/account/authenticators/webauthn?passwordless`);
  expect(creation.statusCode).toBe(200);
  expect(creation.json().data.creation_options.publicKey).toMatchObject({
    rp: { id: "127.0.0.1" },
    user: { name: DEMO.complete },
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const add = await c.post(`${AUTH}/account/authenticators/webauthn`, {
    name: "Laptop",
    credential: { ...forged, response: { clientDataJSON: "e30", attestationObject: "AA" } },
  });
  expect(add.statusCode).toBe(400);
  expect((await c.get(`${AUTH}/account/authenticators`)).json().data).toEqual([]);
  await c.post("/sandbox/api/auth/age-session", { seconds: 600 });
  const stale = await c.get(`${AUTH}/account/authenticators/webauthn?passwordless`);
  expect(stale.statusCode).toBe(401);
  expect(flowIds(stale.json())).toEqual(["reauthenticate"]);
});

test("a password reset link from the outbox sets a new password", async () => {
  const c = client();
  await c.boot();
  expect((await c.post(`${AUTH}/auth/password/request`, { email: "bad" })).statusCode).toBe(400);
  expect((await c.post(`${AUTH}/auth/password/request`, { email: DEMO.ukrainian })).statusCode).toBe(200);
  const [mail] = await mailsTo(DEMO.ukrainian);
  expect(mail!.kind).toBe("password_reset");
  // Follow the link as a person would: the outbox page lists it.
  const page = await new SessionClient(sandbox.url).get("/sandbox/outbox/");
  expect(page.body).toContain(`href="${mail!.links[0]}"`);
  const key = decodeURIComponent(mail!.links[0]!.match(/reset\/key\/([^/]+)\//)![1]!);

  const info = await c.get(`${AUTH}/auth/password/reset`, { "x-password-reset-key": key });
  expect(info.statusCode).toBe(200);
  expect(info.json().data.user.email).toBe(DEMO.ukrainian);
  expect((await c.post(`${AUTH}/auth/password/reset`, { key, password: "1234567" })).statusCode).toBe(400);
  const done = await c.post(`${AUTH}/auth/password/reset`, { key, password: "Fresh-meadow-77" });
  expect(done.statusCode).toBe(401);
  expect(done.json().meta.is_authenticated).toBe(false);

  expect((await c.get(`${AUTH}/auth/password/reset`, { "x-password-reset-key": key })).statusCode).toBe(400);
  expect((await c.login(DEMO.ukrainian)).statusCode).toBe(400); // old password no longer works
  expect((await c.login(DEMO.ukrainian, "Fresh-meadow-77")).statusCode).toBe(200);
});

test("429 with detail once the per-IP login limit is passed", async () => {
  const c = client("10.1.1.1");
  await c.boot();
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) statuses.push((await c.post(`${AUTH}/auth/login`, { email: DEMO.complete, password: "wrong-pass" })).statusCode);
  expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
  const last = await c.post(`${AUTH}/auth/login`, { email: DEMO.complete, password: DEMO_PASSWORD });
  expect(last.statusCode).toBe(429);
  expect(last.json().detail).toMatch(/Too many/);
  // Another IP is not affected by that limit (the per-key failed-login limit still applies to it).
  const other = client("10.1.1.2");
  expect((await other.login(DEMO.russian)).statusCode).toBe(200);
});

test("password reset requests are limited per address (429)", async () => {
  const c = client("10.2.2.2");
  await c.boot();
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) codes.push((await c.post(`${AUTH}/auth/password/request`, { email: DEMO.russian })).statusCode);
  expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
});

describe("third-party login through the simulated provider", () => {
  async function redirect(c: SessionClient, form: Record<string, string>) {
    return c.request("POST", `${AUTH}/auth/provider/redirect`, { form: { csrfmiddlewaretoken: c.cookies.get("csrftoken") ?? "", process: "login", ...form } });
  }

  test("consent without an e-mail leads to provider signup, then e-mail verification", async () => {
    const c = client();
    await c.boot();
    const start = await redirect(c, { provider: "google", callback_url: "/auth/provider/callback/" });
    expect(start.statusCode).toBe(302);
    const consentUrl = start.headers.location as string;
    expect(consentUrl).toMatch(/^\/sandbox\/provider\/google\/authorize\/\?state=/);
    const consent = await c.get(consentUrl);
    expect(consent.body).toContain("Allow");
    const state = new URL(consentUrl, "http://x").searchParams.get("state")!;
    const decided = await c.get(
      `/sandbox/provider/google/decide/?${new URLSearchParams({ state, decision: "allow", email: "", name: "Nora Noemail", uid: "g-777" })}`,
    );
    const back = await c.get(decided.headers.location as string);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe("/auth/provider/callback/");

    const session = await c.get(`${AUTH}/auth/session`);
    expect(session.statusCode).toBe(401);
    expect(flowIds(session.json())).toContain("provider_signup*");
    const info = await c.get(`${AUTH}/auth/provider/signup`);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.account).toMatchObject({ uid: "g-777", provider: { id: "google" } });
    const signup = await c.post(`${AUTH}/auth/provider/signup`, { email: "nora@example.org" });
    expect(signup.statusCode).toBe(401);
    expect(flowIds(signup.json())).toContain("verify_email*");
    expect((await c.get(`${AUTH}/auth/provider/signup`)).statusCode).toBe(409);
  });

  test("consent with an e-mail logs in; deny and unsafe callbacks come back with ?error=", async () => {
    const c = client();
    await c.boot();
    const start = await redirect(c, { provider: "github", callback_url: "/my/?from=github" });
    const state = new URL(start.headers.location as string, "http://x").searchParams.get("state")!;
    const decided = await c.get(
      `/sandbox/provider/github/decide/?${new URLSearchParams({ state, decision: "allow", email: "gh.user@example.org", name: "Gita Hub", uid: "gh-1" })}`,
    );
    const back = await c.get(decided.headers.location as string);
    expect(back.headers.location).toBe("/my/?from=github");
    expect((await c.get(`${AUTH}/auth/session`)).statusCode).toBe(200);

    const d = client();
    await d.boot();
    const s2 = await redirect(d, { provider: "google", callback_url: "/auth/provider/callback/" });
    const st2 = new URL(s2.headers.location as string, "http://x").searchParams.get("state")!;
    const denied = await d.get(`/sandbox/provider/google/decide/?${new URLSearchParams({ state: st2, decision: "deny" })}`);
    const back2 = await d.get(denied.headers.location as string);
    expect(back2.headers.location).toBe("/auth/provider/callback/?error=cancelled&error_process=login");

    const unsafe = await redirect(d, { provider: "google", callback_url: "https://evil.example.net/steal" });
    expect(unsafe.headers.location).toMatch(/\?error=unknown/);
    expect(unsafe.headers.location).not.toContain("evil");
    const noToken = await d.request("POST", `${AUTH}/auth/provider/redirect`, { form: { provider: "google", process: "login", callback_url: "/x/" } });
    expect(noToken.statusCode).toBe(403);
  });

  test("provider token: a token issued by the provider logs in, a forged one is refused", async () => {
    const c = client();
    await c.boot();
    const issued = (await c.post("/sandbox/api/provider/google/tokens", { email: DEMO.russian, uid: "g-ru-1", name: "Petr Ivanov" })).json();
    const forged = await c.post(`${AUTH}/auth/provider/token`, {
      provider: "google",
      process: "login",
      token: { client_id: issued.client_id, id_token: "forged" },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].code).toBe("invalid_token");
    const ok = await c.post(`${AUTH}/auth/provider/token`, {
      provider: "google",
      process: "login",
      token: { client_id: issued.client_id, id_token: issued.id_token },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.email).toBe(DEMO.russian);
  });
});

describe("sessions, e-mail addresses and connected logins of the signed-in customer", () => {
  test("sessions: listed with browser, address and last seen; another one ended; ending the current one signs out", async () => {
    const here = client("10.9.0.1");
    const there = client("10.9.0.2");
    expect((await here.login(DEMO.ukrainian)).statusCode).toBe(200);
    expect((await there.login(DEMO.ukrainian)).statusCode).toBe(200);
    const listed = await here.get(`${AUTH}/auth/sessions`);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().data as Array<{ id: number; ip: string; is_current: boolean; user_agent: string; last_seen_at: number }>;
    const mine = sessions.find((s) => s.is_current)!;
    const theirs = sessions.find((s) => s.ip === "10.9.0.2")!;
    expect(mine.ip).toBe("10.9.0.1");
    expect(theirs.is_current).toBe(false);
    expect(typeof theirs.last_seen_at).toBe("number");
    const unknown = await here.delete(`${AUTH}/auth/sessions`, { sessions: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ code: "invalid_choice", param: "sessions" });
    const ended = await here.delete(`${AUTH}/auth/sessions`, { sessions: [theirs.id] });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.map((s: { id: number }) => s.id)).not.toContain(theirs.id);
    expect((await there.get(`${AUTH}/auth/session`)).statusCode).toBe(401);
    const self = await here.delete(`${AUTH}/auth/sessions`, { sessions: [mine.id] });
    expect(self.statusCode).toBe(401);
    expect(self.json().meta.is_authenticated).toBe(false);
    expect((await here.get(`${AUTH}/auth/session`)).statusCode).toBe(401);
  });

  test("e-mail addresses: add, refusals, verify from the outbox, make primary, remove; changes ask for a recent authentication", async () => {
    const c = client();
    expect((await c.login(DEMO.complete)).statusCode).toBe(200);
    expect((await c.get(`${AUTH}/account/email`)).json().data).toEqual([{ email: DEMO.complete, primary: true, verified: true }]);
    expect((await c.post(`${AUTH}/account/email`, { email: "not-an-email" })).json().errors[0]).toMatchObject({ code: "invalid", param: "email" });
    expect((await c.post(`${AUTH}/account/email`, { email: DEMO.complete })).json().errors[0]).toMatchObject({ code: "duplicate_email" });
    expect((await c.post(`${AUTH}/account/email`, { email: DEMO.russian })).json().errors[0]).toMatchObject({ code: "email_taken" });
    const extra = "second.address@example.org";
    const added = await c.post(`${AUTH}/account/email`, { email: extra });
    expect(added.statusCode).toBe(200);
    expect(added.json().data[1]).toEqual({ email: extra, primary: false, verified: false });
    const unverified = await c.request("PATCH", `${AUTH}/account/email`, { body: { email: extra, primary: true } });
    expect(unverified.json().errors[0]).toMatchObject({ code: "unverified_primary_email", param: "email" });
    expect((await c.put(`${AUTH}/account/email`, { email: extra })).statusCode).toBe(200); // sent again
    const link = (await mailsTo(extra)).find((m) => m.kind === "verify_email")!.links[0]!;
    const key = decodeURIComponent(link.match(/confirm-email\/([^/]+)\//)![1]!);
    expect((await c.get(`${AUTH}/auth/email/verify`, { "x-email-verification-key": key })).json().data.email).toBe(extra);
    expect((await c.post(`${AUTH}/auth/email/verify`, { key: `${key}x` })).json().errors[0]).toMatchObject({ code: "invalid_or_expired_key" });
    expect((await c.post(`${AUTH}/auth/email/verify`, { key })).statusCode).toBe(200);
    expect((await c.put(`${AUTH}/account/email`, { email: extra })).statusCode).toBe(403); // verified: nothing to send
    const removePrimary = await c.delete(`${AUTH}/account/email`, { email: DEMO.complete });
    expect(removePrimary.json().errors[0]).toMatchObject({ code: "cannot_remove_primary_email", param: "email" });
    const primary = await c.request("PATCH", `${AUTH}/account/email`, { body: { email: extra, primary: true } });
    expect(primary.statusCode).toBe(200);
    expect(primary.json().data).toEqual([
      { email: extra, primary: true, verified: true },
      { email: DEMO.complete, primary: false, verified: true },
    ]);
    expect((await c.get(`${AUTH}/auth/session`)).json().data.user.email).toBe(extra);
    await c.post("/sandbox/api/auth/age-session", { seconds: 600 });
    const stale = await c.delete(`${AUTH}/account/email`, { email: DEMO.complete });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().meta.is_authenticated).toBe(true);
    expect((await c.post(`${AUTH}/auth/reauthenticate`, { password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await c.request("PATCH", `${AUTH}/account/email`, { body: { email: DEMO.complete, primary: true } })).statusCode).toBe(200);
    const removed = await c.delete(`${AUTH}/account/email`, { email: extra });
    expect(removed.json().data).toEqual([{ email: DEMO.complete, primary: true, verified: true }]);
  });

  test("connected logins: listed, one disconnected, the last one of an account without a password refused", async () => {
    const c = client();
    await c.boot();
    const email = "social.only@example.org";
    const google = (await c.post("/sandbox/api/provider/google/tokens", { email, uid: "g-social-1", name: "Sol Only" })).json();
    const token = (issued: { client_id: string; id_token: string }) => ({ client_id: issued.client_id, id_token: issued.id_token });
    expect((await c.post(`${AUTH}/auth/provider/token`, { provider: "google", process: "login", token: token(google) })).statusCode).toBe(200);
    const facebook = (await c.post("/sandbox/api/provider/facebook/tokens", { uid: "fb-social-1", name: "Sol F." })).json();
    expect((await c.post(`${AUTH}/auth/provider/token`, { provider: "facebook", process: "connect", token: token(facebook) })).statusCode).toBe(200);
    const listed = await c.get(`${AUTH}/account/providers`);
    expect(listed.json().data.map((a: { provider: { id: string }; uid: string }) => `${a.provider.id}:${a.uid}`)).toEqual([
      "facebook:fb-social-1",
      "google:g-social-1",
    ]);
    expect((await c.delete(`${AUTH}/account/providers`, { provider: "github", account: "nope" })).json().errors[0]).toMatchObject({
      code: "account_not_found",
    });
    const one = await c.delete(`${AUTH}/account/providers`, { provider: "facebook", account: "fb-social-1" });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toHaveLength(1);
    const last = await c.delete(`${AUTH}/account/providers`, { provider: "google", account: "g-social-1" });
    expect(last.statusCode).toBe(400);
    expect(last.json().errors[0]).toEqual({ code: "no_password", param: "account", message: "Your account has no password set up." });
    expect((await c.get(`${AUTH}/account/providers`)).json().data).toHaveLength(1);
  });
});

afterAll(() => {
  // The contract checks really ran, across the main endpoints.
  const seen = new Set(contract.checked.map((c) => c.replace(/ \d+$/, "")));
  for (const ep of [
    "GET /auth/_allauth/browser/v1/config",
    "POST /auth/_allauth/browser/v1/auth/login",
    "POST /auth/_allauth/browser/v1/auth/2fa/authenticate",
    "POST /auth/_allauth/browser/v1/auth/2fa/trust",
    "POST /auth/_allauth/browser/v1/auth/2fa/reauthenticate",
    "POST /auth/_allauth/browser/v1/auth/reauthenticate",
    "GET /auth/_allauth/browser/v1/account/authenticators",
    "GET /auth/_allauth/browser/v1/account/authenticators/totp",
    "POST /auth/_allauth/browser/v1/account/authenticators/totp",
    "DELETE /auth/_allauth/browser/v1/account/authenticators/totp",
    "GET /auth/_allauth/browser/v1/account/authenticators/recovery-codes",
    "POST /auth/_allauth/browser/v1/account/authenticators/recovery-codes",
    "GET /auth/_allauth/browser/v1/account/authenticators/webauthn",
    "POST /auth/_allauth/browser/v1/account/authenticators/webauthn",
    "GET /auth/_allauth/browser/v1/auth/webauthn/login",
    "POST /auth/_allauth/browser/v1/auth/webauthn/login",
    "POST /auth/_allauth/browser/v1/auth/password/reset",
    "GET /auth/_allauth/browser/v1/auth/sessions",
    "DELETE /auth/_allauth/browser/v1/auth/sessions",
    "GET /auth/_allauth/browser/v1/account/email",
    "POST /auth/_allauth/browser/v1/account/email",
    "PUT /auth/_allauth/browser/v1/account/email",
    "PATCH /auth/_allauth/browser/v1/account/email",
    "DELETE /auth/_allauth/browser/v1/account/email",
    "GET /auth/_allauth/browser/v1/account/providers",
    "DELETE /auth/_allauth/browser/v1/account/providers",
  ]) {
    expect(seen.has(ep)).toBe(true);
  }
});

test("the contract validator itself rejects a malformed envelope", () => {
  expect(() => contract.validate("GET", `${AUTH}/auth/session`, 401, { status: 401, data: {}, meta: { is_authenticated: false } })).toThrow(
    /breaks the allauth contract/,
  );
  expect(() =>
    contract.validate("POST", `${AUTH}/auth/login`, 200, {
      status: 200,
      data: { user: {}, methods: [{ method: "password" }] },
      meta: { is_authenticated: true },
    }),
  ).toThrow();
  expect(() => contract.validate("GET", `${AUTH}/config`, 200, { status: 200, data: { account: { is_open_for_signup: true } } })).toThrow();
});
