import { SessionClient, AUTH, startSandbox } from "../testing/session-client";
import { DEMO, DEMO_PASSWORD } from "../seed/seed";
import { RECAPTCHA_PUBLIC_KEY } from "./captcha";

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(async () => {
  await sandbox.close();
});

const token = (nonce: string, key = RECAPTCHA_PUBLIC_KEY) => `sandbox-captcha.${key}.${nonce}`;
let n = 0;
const email = () => `captcha.${++n}@example.org`;

describe("captcha check (decisions 006, 007)", () => {
  it("the recaptcha context hands out the key the tokens are checked against", async () => {
    const c = new SessionClient(sandbox.url);
    expect((await c.get("/my/api/page-context/recaptcha_context/")).json()).toEqual({ public_key: RECAPTCHA_PUBLIC_KEY });
  });

  it.each([
    ["another site key", token("abc", "6Lc-other-key")],
    ["no nonce", token("")],
    ["not a token", "yes"],
    ["empty", ""],
    ["not a string", 42],
  ])("signup with %s is refused with invalid_captcha on the captcha field, and no account is made", async (_label, captcha) => {
    const c = new SessionClient(sandbox.url);
    await c.boot();
    const address = email();
    const res = await c.post(`${AUTH}/auth/signup`, { email: address, password: "Blue-Harbour-42", captcha });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ code: "invalid_captcha", param: "captcha", message: "Incorrect captcha entered, try again." }]);
    // The address is still free: the same signup with a good token goes through.
    expect((await c.post(`${AUTH}/auth/signup`, { email: address, password: "Blue-Harbour-42", captcha: token(`ok${n}`) })).statusCode).toBe(401);
  });

  it("a token is good for one check only, even when the form failed for another reason", async () => {
    const c = new SessionClient(sandbox.url);
    await c.boot();
    const taken = await c.post(`${AUTH}/auth/signup`, { email: DEMO.complete, password: "Blue-Harbour-42", captcha: token("once") });
    expect(taken.json().errors[0]).toMatchObject({ code: "email_taken" });
    const again = await c.post(`${AUTH}/auth/signup`, { email: email(), password: "Blue-Harbour-42", captcha: token("once") });
    expect(again.json().errors).toEqual([expect.objectContaining({ code: "invalid_captcha", param: "captcha" })]);
  });

  it("the password-reset request checks the token too; a call without the field is not checked (checkout signup)", async () => {
    const c = new SessionClient(sandbox.url);
    await c.boot();
    expect((await c.post(`${AUTH}/auth/password/request`, { email: DEMO.complete, captcha: token("bad", "x") })).statusCode).toBe(400);
    expect((await c.post(`${AUTH}/auth/password/request`, { email: DEMO.complete, captcha: token("good") })).statusCode).toBe(200);
    expect((await c.post(`${AUTH}/auth/password/request`, { email: DEMO.complete, captcha: token("good") })).statusCode).toBe(400);
    expect((await c.post(`${AUTH}/auth/signup`, { email: email(), password: "Blue-Harbour-42" })).statusCode).toBe(401);
  });
});

describe("POST /account/password/change", () => {
  async function newCustomer(): Promise<{ c: SessionClient; address: string }> {
    const c = new SessionClient(sandbox.url);
    await c.boot();
    const address = email();
    await c.post(`${AUTH}/auth/signup`, { email: address, password: "Blue-Harbour-42" });
    const mails = (await c.get(`/sandbox/api/outbox?to=${encodeURIComponent(address)}`)).json().mails as Array<{ kind: string; links: string[] }>;
    const key = decodeURIComponent(
      mails
        .find((m) => m.kind === "verify_email")!
        .links[0]!.split("/")
        .filter(Boolean)
        .pop()!,
    );
    expect((await c.post(`${AUTH}/auth/email/verify`, { key })).statusCode).toBe(200);
    return { c, address };
  }

  it("signed out: 401 with flows", async () => {
    const c = new SessionClient(sandbox.url);
    await c.boot();
    const res = await c.post(`${AUTH}/account/password/change`, { current_password: DEMO_PASSWORD, new_password: "Green-Meadow-77" });
    expect(res.statusCode).toBe(401);
    expect(res.json().meta.is_authenticated).toBe(false);
  });

  it("checks the current password and the rules of the new one", async () => {
    const { c } = await newCustomer();
    const wrong = await c.post(`${AUTH}/account/password/change`, { current_password: "not-it", new_password: "Green-Meadow-77" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([expect.objectContaining({ code: "enter_current_password", param: "current_password" })]);
    const weak = await c.post(`${AUTH}/account/password/change`, { current_password: "Blue-Harbour-42", new_password: "12345678" });
    expect(weak.json().errors.map((e: { code: string; param: string }) => `${e.param}:${e.code}`)).toContain("new_password:password_entirely_numeric");
  });

  it("changes it: this session stays signed in, other sessions end, the old password no longer logs in", async () => {
    const { c, address } = await newCustomer();
    const other = new SessionClient(sandbox.url);
    expect((await other.login(address, "Blue-Harbour-42")).statusCode).toBe(200);
    const res = await c.post(`${AUTH}/account/password/change`, { current_password: "Blue-Harbour-42", new_password: "Green-Meadow-77" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, meta: { is_authenticated: true }, data: { user: { email: address } } });
    expect((await c.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
    expect((await other.get(`${AUTH}/auth/session`)).statusCode).toBe(401);
    const fresh = new SessionClient(sandbox.url);
    expect((await fresh.login(address, "Blue-Harbour-42")).statusCode).toBe(400);
    expect((await fresh.login(address, "Green-Meadow-77")).statusCode).toBe(200);
  });
});
