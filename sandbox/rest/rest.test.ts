import { SessionClient, startSandbox } from "../testing/session-client";
import { DEMO, DEMO_PASSWORD } from "../seed/seed";
import { createUser, getUserByEmail } from "../auth/users";
import type { SandboxContext } from "../context";
import * as S from "@/api-client/schemas";

let sb: Awaited<ReturnType<typeof startSandbox>>;
beforeEach(async () => {
  sb = await startSandbox({ rateLimits: { contactForm: { ip: { max: 2, windowSeconds: 60 } } } });
});
afterEach(() => sb.close());

const as = async (email: string) => {
  const c = new SessionClient(sb.url);
  expect((await c.login(email)).statusCode).toBe(200);
  return c;
};

test("public calls answer with the shared schemas", async () => {
  const c = new SessionClient(sb.url);
  S.recaptchaContextSchema.parse((await c.get("/my/api/page-context/recaptcha_context/")).json());
  S.publicCompanyListSchema.parse((await c.get("/my/api/page-context/public_company_list/")).json());
  const home = S.homeContextSchema.parse((await c.get("/my/api/page-context/home/")).json());
  expect(Object.keys(home.prices).sort()).toEqual(["backup", "dedicated", "s3", "vpn", "vps", "web-hosting"]);
  S.siteConfigSchema.parse((await c.get("/my/api/config/")).json());
  const catalog = S.catalogSchema.parse((await c.get("/my/api/catalog/")).json());
  expect(catalog.lines.every((l) => l.plans.length > 0)).toBe(true);
  const currencies = S.currencyListSchema.parse((await c.get("/my/api/currency/")).json());
  expect(currencies.currencies.map((x) => x.short)).toEqual(["EUR", "USD", "GBP"]);
  // A Russian visitor who is not logged in: RUR only, no VPN.
  await c.post("/sandbox/api/country", { country: "RU" });
  const ru = S.featuresSchema.parse((await c.get("/my/api/features/")).json());
  expect(ru).toMatchObject({ country_code: "RU", vpn_available: false });
  expect(S.currencyListSchema.parse((await c.get("/my/api/currency/")).json()).currencies.map((x) => x.short)).toEqual(["RUR"]);
});

test("account calls: 401 anonymous, menu, personal info GET/PUT with validation, language 204", async () => {
  const anon = new SessionClient(sb.url);
  await anon.boot();
  expect((await anon.get("/my/api/account/personal_info/")).statusCode).toBe(401);
  const c = await as(DEMO.incomplete);
  S.menuContextSchema.parse((await c.get("/my/api/account/menu_context/")).json());
  const info = S.personalInfoSchema.parse((await c.get("/my/api/account/personal_info/")).json());
  expect(info.is_complete).toBe(false);
  const bad = await c.put("/my/api/account/personal_info/", { user: { first_name: "Ivo" }, country: "NL" });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().user.last_name).toEqual(["This field is required"]);
  const good = await c.put("/my/api/account/personal_info/", {
    user: { first_name: "Ivo", last_name: "Bakker" },
    country: "NL",
    city: "Utrecht",
    zip_code: "3511",
    address: "Oudegracht 1",
  });
  expect(S.personalInfoSchema.parse(good.json()).is_complete).toBe(true);
  const lang = await c.put("/my/api/i18n/language/", { language: "ru" });
  expect(lang.statusCode).toBe(204);
  expect(lang.body).toBe("");
  expect((await c.put("/my/api/i18n/language/", { language: "de" })).statusCode).toBe(400);
});

test("CSRF on the REST API: no header → 403 with CSRF_FAILED", async () => {
  const c = await as(DEMO.complete);
  const res = await c.request("PUT", "/my/api/i18n/language/", { body: { language: "en" }, csrf: false });
  expect(res.statusCode).toBe(403);
  expect(S.detailErrorSchema.parse(res.json()).code).toBe(S.API_CODES.csrfFailed);
});

test("payment context: PERSONAL_INFO_REQUIRED, regional restrictions, results of every provider kind", async () => {
  const incomplete = await as(DEMO.incomplete);
  const refused = await incomplete.get("/my/api/payment/balance/");
  expect(refused.statusCode).toBe(403);
  expect(refused.json().code).toBe("PERSONAL_INFO_REQUIRED");

  const ru = await as(DEMO.russian);
  const ruCtx = S.paymentContextSchema.parse((await ru.get("/my/api/payment/balance/")).json());
  expect(ruCtx.regionalRestrictions.allowed_payment_types).not.toContain("card");
  expect(ruCtx.paymentProviders[0]!.options.selectWidget.choices.map((c) => c.value)).toEqual(["RUR"]);

  const c = await as(DEMO.complete);
  const ctx = S.paymentContextSchema.parse((await c.get("/my/api/payment/balance/")).json());
  expect(ctx.paymentProviders.map((p) => p.key)).toEqual(expect.arrayContaining(["card", "paypal", "bitcoin", "corporate_invoice"]));
  const tooSmall = await c.post("/my/api/payment/balance/", { payment_type: "card", currency: "EUR", amount: 1 });
  expect(tooSmall.statusCode).toBe(400);
  S.messageListSchema.parse(tooSmall.json());
  const minCrypto = await c.post("/my/api/payment/balance/", { payment_type: "bitcoin", currency: "EUR", amount: 50 });
  expect(minCrypto.json()[0]).toMatch(/minimum amount .* 100 EUR/);
  const paypalRur = await c.post("/my/api/payment/balance/", { payment_type: "paypal", currency: "RUR", amount: 500 });
  expect(paypalRur.statusCode).toBe(400);

  const card = S.paymentResultSchema.parse((await c.post("/my/api/payment/balance/", { payment_type: "card", currency: "EUR", amount: 20 })).json());
  expect("widget" in card && card.widget.type).toBe("card_session");
  const form = S.paymentResultSchema.parse((await c.post("/my/api/payment/balance/", { payment_type: "paypal", currency: "USD", amount: 20 })).json());
  expect("form" in form && form.form.action).toBe("/sandbox/pay/gateway/");
  const crypto = S.paymentResultSchema.parse((await c.post("/my/api/payment/balance/", { payment_type: "usdt", currency: "EUR", amount: 150 })).json());
  expect("widget" in crypto && crypto.widget.type === "crypto" && crypto.widget.status).toBe("awaiting");
  const corp = S.paymentResultSchema.parse(
    (await c.post("/my/api/payment/balance/", { payment_type: "corporate_invoice", currency: "EUR", amount: 300, legalentity_id: 1 })).json(),
  );
  expect("redirect" in corp && corp.redirect).toMatch(/^\/my\/legalentities\/invoices\/\?selected=\d+$/);

  // The card hosted page: success tops up the balance.
  if (!("widget" in card) || card.widget.type !== "card_session") throw new Error("expected a card session");
  const before = S.menuContextSchema.parse((await c.get("/my/api/account/menu_context/")).json()).balance;
  const paid = await c.request("POST", card.widget.url, { form: { outcome: "success" } });
  expect(paid.statusCode).toBe(303);
  const after = S.menuContextSchema.parse((await c.get("/my/api/account/menu_context/")).json()).balance;
  expect(after).toBeCloseTo(before + 20, 2);
});

test("debts container: 206 with the failures merged when part of the batch cannot be paid", async () => {
  const c = await as(DEMO.complete);
  const debts = (await c.gql<{ debts: Array<{ id: string }> }>("{ debts { id } }")).data!.debts.map((d) => Number(d.id));
  expect(debts.length).toBe(2);
  const all = await c.post("/my/api/payment/unpaid-invoices/payment_container/", { invoices: debts });
  expect(all.statusCode).toBe(200);
  const partly = await c.post("/my/api/payment/unpaid-invoices/payment_container/", { invoices: [debts[0], 1, 99999] });
  expect(partly.statusCode).toBe(206);
  const body = S.paymentContainerSchema.parse(partly.json());
  expect(body.invoices).toEqual([debts[0]]);
  expect(body.errors.map((e) => e.invoice).sort()).toEqual([1, 99999]);
  const none = await c.post("/my/api/payment/unpaid-invoices/payment_container/", { invoices: [1] });
  expect(none.statusCode).toBe(400);
});

test("saved cards: the owner sees them; a second-login account gets 403", async () => {
  const owner = await as(DEMO.complete);
  const cards = S.paymentMethodsSchema.parse((await owner.get("/my/api/payment/payment-methods/")).json());
  expect(cards.results.length).toBe(2);
  const second = await as(DEMO.secondLogin);
  const res = await second.get("/my/api/payment/payment-methods/");
  expect(res.statusCode).toBe(403);
  expect(S.detailErrorSchema.parse(res.json()).code).toBe("OWNER_ONLY");
  expect((await second.gql("{ savedCards { id } }")).errors![0]!.extensions!.code).toBe("FORBIDDEN");
  // Switching to its own account and back (change account).
  const state = S.secondLoginSchema.parse((await second.get("/my/api/second_login/")).json());
  const own = state.accounts.find((a) => !a.is_main)!;
  expect(S.secondLoginSchema.parse((await second.put("/my/api/second_login/", { access: own.id })).json()).access).toBe(own.id);
  expect((await second.put("/my/api/second_login/", { access: 3 })).statusCode).toBe(400);
});

test("second login on a main account without personal data: PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT", async () => {
  let ctx: SandboxContext | undefined;
  const own = await startSandbox({ onReady: (c) => (ctx = c) });
  try {
    const main = getUserByEmail(ctx!.db, DEMO.incomplete)!;
    createUser(ctx!.db, { email: "helper@example.org", password: DEMO_PASSWORD, email_verified: true, main_account_id: main.id, access_level: "limited" });
    const c = new SessionClient(own.url);
    expect((await c.login("helper@example.org")).statusCode).toBe(200);
    for (const url of ["/my/api/account/personal_info/", "/my/api/payment/balance/"]) {
      const res = await c.get(url);
      expect(res.statusCode).toBe(403);
      expect(S.detailErrorSchema.parse(res.json()).code).toBe(S.API_CODES.personalInfoNotProvidedByMainAccount);
    }
  } finally {
    await own.close();
  }
});

test("promo codes: login needed, apply/validate shapes, 429 per account", async () => {
  const anon = new SessionClient(sb.url);
  await anon.boot();
  expect((await anon.post("/my/api/payment/promo-code/apply/", { code: "WELCOME5" })).statusCode).toBe(401);
  const c = await as(DEMO.complete);
  S.validatePromoResponseSchema.parse((await c.post("/my/api/payment/promo-code/WELCOME5/validate/")).json());
  const applied = S.applyPromoResponseSchema.parse((await c.post("/my/api/payment/promo-code/apply/", { code: "WELCOME5" })).json());
  expect(applied.code.promo_discount_set[0]!.percent).toBe(5);
  expect((await c.post("/my/api/payment/promo-code/apply/", { code: "WELCOME5" })).statusCode).toBe(400);
  const codes: number[] = [];
  for (let i = 0; i < 10; i++) codes.push((await c.post("/my/api/payment/promo-code/apply/", { code: `NOPE${i}` })).statusCode);
  expect(codes.at(-1)).toBe(429);
  expect(S.rateLimitedSchema.parse((await c.post("/my/api/payment/promo-code/apply/", { code: "SPRING10" })).json()).detail).toBeTruthy();
});

test("e-mail promo mails a code (204); contact form is limited per IP (429)", async () => {
  const c = new SessionClient(sb.url, "10.9.9.9");
  await c.boot();
  const bad = await c.post("/my/api/email-promo/", { email: "nope", page_url: "/" });
  expect(bad.json().email).toEqual(["Enter a valid email address"]);
  expect((await c.post("/my/api/email-promo/", { email: "lead@example.org", page_url: "/vps/" })).statusCode).toBe(204);
  const mails = (await c.get("/sandbox/api/outbox?to=lead@example.org")).json().mails;
  expect(mails[0].kind).toBe("promo_code");
  // Absolute, on the configured site (SITE_URL; unset here: the origin the request reached), in the request's language.
  expect(mails[0].links[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/web-hosting\/$/);
  const msg = { name: "A", email: "a@example.org", subject: "sales", message: "Hi" };
  S.contactResponseSchema.parse((await c.post("/my/api/contact/", msg)).json());
  expect((await c.post("/my/api/contact/", msg)).statusCode).toBe(201);
  const limited = await c.post("/my/api/contact/", msg);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().detail).toMatch(/Too many/);
});

test("card setup without paying (decision 108): the hosted page saves a card, or declines back to the finance page in the setup's language", async () => {
  const c = await as(DEMO.complete);
  const cards = async () =>
    (await c.gql<{ savedCards: Array<{ id: string; last4: string; isDefault: boolean }> }>("{ savedCards { id last4 isDefault } }")).data!.savedCards;
  const before = await cards();
  expect(before.filter((k) => k.isDefault).map((k) => k.last4)).toEqual(["4242"]);

  const setup = S.cardSetupSchema.parse((await c.post("/my/api/payment/setup/", {}, { headers: { "accept-language": "ru" } })).json());
  const declined = await c.request("POST", setup.widget.url, { form: { outcome: "bank" } });
  expect(declined.statusCode).toBe(303);
  expect(declined.headers.location).toBe("/ru/my/finance/?card=declined&reason=bank");
  expect(await cards()).toHaveLength(before.length);

  const again = S.cardSetupSchema.parse((await c.post("/my/api/payment/setup/", {})).json());
  const added = await c.request("POST", again.widget.url, { form: { outcome: "success" } });
  expect(added.headers.location).toBe("/my/finance/?card=added");
  const after = await cards();
  expect(after).toHaveLength(before.length + 1);
  // The account already had a default card: the new one is not it until chosen.
  const fresh = after.at(-1)!;
  expect(fresh.isDefault).toBe(false);
  const chosen = (await c.gql<{ setDefaultCard: Array<{ id: string; isDefault: boolean }> }>(`mutation { setDefaultCard(id: ${fresh.id}) { id isDefault } }`))
    .data!.setDefaultCard;
  expect(chosen.filter((k) => k.isDefault).map((k) => k.id)).toEqual([fresh.id]);
  // Removing the default card hands the flag to the oldest remaining active card.
  await c.gql(`mutation { removeCard(id: ${fresh.id}) }`);
  expect((await cards()).filter((k) => k.isDefault).map((k) => k.last4)).toEqual(["4242"]);
  // A second login cannot save or choose cards (owner only, spec §5).
  const second = await as(DEMO.secondLogin);
  expect((await second.post("/my/api/payment/setup/", {})).statusCode).toBe(403);
  expect((await second.gql("mutation { setDefaultCard(id: 1) { id } }")).errors![0]!.extensions!.code).toBe("FORBIDDEN");
});
