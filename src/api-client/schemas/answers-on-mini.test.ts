import * as account from "./account";
import * as accountRequests from "./account-requests";
import * as auth from "./auth";
import * as authAnswers from "./auth-answers";
import * as authRequests from "./auth-requests";
import * as catalog from "./catalog";
import * as chat from "./chat";
import * as chatRequests from "./chat-requests";
import * as common from "./common";
import * as pageContext from "./page-context";
import * as pageContextRequests from "./page-context-requests";
import * as partner from "./partner";
import * as payment from "./payment";
import * as promo from "./promo";
import * as realtime from "./realtime";
import { getMenuContext, getPersonalInfo } from "../account";
import { getSession } from "../allauth";
import { ApiError } from "../http";

// Decision 065: the answers the account area reads on its first load (session, config, menu, profile,
// socket frames) are zod/mini schemas, so `/my/` loads no zod classic. Decision 212: so are the request payloads,
// the catalogue, promo, payment and partner schemas, so no bundle holds zod classic and webpack shakes zod's core. The cases below are the rules that mini writes differently from classic (int,
// nullable, optional, length, catchall, min, nested unions): they must accept and reject as before.

const schemasOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter(([, value]) => typeof value === "object" && value !== null && "_zod" in value) as Array<[string, { _zod: unknown }]>;
/** zod classic schemas carry the chainable methods (`.optional()`, `.extend()`…); mini ones do not. */
const isClassic = (schema: object) => typeof (schema as { optional?: unknown }).optional === "function";

describe("which modules are zod/mini", () => {
  const modules = {
    account,
    auth,
    authAnswers,
    chat,
    common,
    pageContext,
    pageContextRequests,
    realtime,
    accountRequests,
    authRequests,
    chatRequests,
    catalog,
    partner,
    payment,
    promo,
  };

  it.each(Object.entries(modules))("every schema of the module %s is zod/mini", (_name, module) => {
    const schemas = schemasOf(module);
    expect(schemas.length).toBeGreaterThan(0);
    expect(schemas.filter(([, schema]) => isClassic(schema)).map(([name]) => name)).toEqual([]);
  });
});

const USER = { id: 7, display: "Ann", has_usable_password: true, email: "ann@example.com" };
const SIGNED_IN = {
  status: 200,
  data: { user: USER, methods: [{ method: "password", at: 1700000000.5, email: "ann@example.com" }] },
  meta: { is_authenticated: true },
};
const MENU = {
  items: [{ key: "finance", title: "Finance", url: "/my/finance/", external: false }],
  user: { id: 7, email: "ann@example.com", first_name: "Ann", last_name: "Lee" },
  is_second_login: false,
  balance: 12.5,
};
const PROFILE = { user: { first_name: "Ann", last_name: "Lee" }, country: "DE", city: "Berlin", zip_code: "10115", address: "Street 1", is_complete: true };
const MESSAGE = { id: 3, author: "agent", name: "Kim", text: "Hello", created_at: "2026-11-24T00:00:00Z" };

describe("the answers accept and reject as before", () => {
  it("the public forms' requests (decision 113): trimmed required text, e-mail by the spec's pattern, a known subject", () => {
    const contact = { name: "  Ann ", email: "ann@example.com", subject: pageContextRequests.contactRequestSchema.shape.subject.options[0], message: " Hi " };
    expect(pageContextRequests.contactRequestSchema.parse(contact)).toEqual({ ...contact, name: "Ann", message: "Hi" });
    expect(pageContextRequests.contactRequestSchema.safeParse({ ...contact, name: "   " }).success).toBe(false);
    expect(pageContextRequests.contactRequestSchema.safeParse({ ...contact, email: "ann@" }).success).toBe(false);
    expect(pageContextRequests.contactRequestSchema.safeParse({ ...contact, subject: "other-thing" }).success).toBe(false);
    expect(pageContextRequests.emailPromoRequestSchema.safeParse({ email: "ann@example.com", page_url: "" }).success).toBe(false);
    expect(pageContextRequests.emailPromoRequestSchema.safeParse({ email: "ann@example.com", page_url: "https://x.test/" }).success).toBe(true);
  });

  it("allauth: ids are integers or strings; optional fields may be missing; auth methods keep their extra fields", () => {
    expect(auth.allauthUserSchema.safeParse({ ...USER, id: "u-7" }).success).toBe(true);
    expect(auth.allauthUserSchema.safeParse({ id: 7, display: "Ann", has_usable_password: false }).success).toBe(true);
    expect(auth.allauthUserSchema.safeParse({ ...USER, id: 7.5 }).success).toBe(false);
    expect(auth.allauthUserSchema.safeParse({ ...USER, email: null }).success).toBe(false);
    const parsed = authAnswers.authStateSchema.parse(SIGNED_IN);
    expect(parsed.status === 200 && parsed.data.methods[0]).toEqual({ method: "password", at: 1700000000.5, email: "ann@example.com" });
  });

  it("allauth: a 401 with flows (is_authenticated may be null), not a 401 without them", () => {
    const flows = [{ id: "login" }, { id: "mfa_authenticate", is_pending: true, types: ["totp"] }, { id: "provider_redirect", providers: ["google"] }];
    expect(authAnswers.authStateSchema.safeParse({ status: 401, data: { flows }, meta: { is_authenticated: null } }).success).toBe(true);
    expect(authAnswers.authStateSchema.safeParse({ status: 401, data: {}, meta: { is_authenticated: false } }).success).toBe(false);
    expect(
      authAnswers.authStateSchema.safeParse({ status: 401, data: { flows: [{ id: "mfa_authenticate", types: ["sms"] }] }, meta: { is_authenticated: false } })
        .success,
    ).toBe(false);
    expect(auth.authResponseSchema.safeParse({ status: 400, errors: [{ code: "invalid", message: "Wrong", param: "password" }] }).success).toBe(true);
    expect(auth.allauthStatusSchema.safeParse({ status: 200.5 }).success).toBe(false);
  });

  it("account: the menu and the profile; unknown keys are dropped, as zod classic's objects did", () => {
    expect(account.menuContextSchema.parse({ ...MENU, extra: 1 })).toEqual(MENU);
    expect(account.menuContextSchema.safeParse({ ...MENU, user: { ...MENU.user, id: "7" } }).success).toBe(false);
    expect(account.personalInfoSchema.safeParse({ ...PROFILE, country: null }).success).toBe(true);
    expect(account.personalInfoSchema.safeParse({ ...PROFILE, country: "DEU" }).success).toBe(false);
    expect(account.personalInfoSchema.safeParse({ ...PROFILE, country: undefined }).success).toBe(false);
    expect(account.secondLoginSchema.safeParse({ access: 1, access_level: "full", accounts: [{ id: 1.5, email: "a@b.c", is_main: true }] }).success).toBe(
      false,
    );
  });

  it("chat and the socket: the chat frames are among the socket's; counts are whole and not negative", () => {
    const conversation = { id: 1, email: "a@b.c", unread: 0, last_read_id: 2, messages: [MESSAGE] };
    const state = { staff: { status: "online", agent_name: "Kim" }, email_required: false, conversation };
    expect(chat.chatStateSchema.safeParse(state).success).toBe(true);
    expect(chat.chatStateSchema.safeParse({ ...state, conversation: null }).success).toBe(true);
    expect(chat.chatStateSchema.safeParse({ ...state, conversation: { ...conversation, unread: -1 } }).success).toBe(false);
    expect(chat.chatStateSchema.safeParse({ ...state, staff: { status: "away", agent_name: "Kim" } }).success).toBe(false);
    expect(realtime.realtimeEventSchema.safeParse({ type: "chat.message", conversationId: 1, message: MESSAGE }).success).toBe(true);
    expect(realtime.realtimeEventSchema.safeParse({ type: "hello", accountId: null }).success).toBe(true);
    expect(realtime.realtimeEventSchema.safeParse({ type: "balance.changed", balance: 3, currency: "USD", at: "x" }).success).toBe(false);
    expect(realtime.realtimeEventSchema.safeParse({ type: "chat.unknown" }).success).toBe(false);
  });

  it("common: field errors nest; a message list has at least one message; currency codes are the site's", () => {
    expect(common.fieldErrorsSchema.safeParse({ user: { first_name: ["Required."] }, city: ["Required."] }).success).toBe(true);
    expect(common.fieldErrorsSchema.safeParse({ city: "Required." }).success).toBe(false);
    expect(common.messageListSchema.safeParse([]).success).toBe(false);
    expect(common.currencyCodeSchema.safeParse("EUR").success).toBe(true);
    expect(pageContext.recaptchaContextSchema.safeParse({ public_key: "" }).success).toBe(false);
    expect(pageContext.contactResponseSchema.safeParse({ id: 1.5 }).success).toBe(false);
  });
});

describe("through the shared client, a malformed answer is still the catalogue's malformed error", () => {
  afterEach(() => jest.restoreAllMocks());
  const answer = (status: number, body: unknown) =>
    jest
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

  it.each([
    ["the session", () => getSession(), 200, { ...SIGNED_IN, data: { user: { ...USER, id: null }, methods: [] } }],
    ["the menu", () => getMenuContext(), 200, { ...MENU, balance: "12.50" }],
    ["the profile", () => getPersonalInfo(), 200, { ...PROFILE, country: "Germany" }],
  ] as const)("%s", async (_name, call, status, body) => {
    answer(status, body);
    const result = await call();
    expect(result.ok).toBe(false);
    const error = (result as { error: ApiError }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.kind, error.key]).toEqual(["invalid-response", "errors:generic"]);
  });

  it("and a well-formed one is read", async () => {
    answer(200, MENU);
    await expect(getMenuContext()).resolves.toMatchObject({ ok: true, value: { data: MENU } });
  });
});
