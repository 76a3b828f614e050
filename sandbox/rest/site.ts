import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SandboxContext } from "../context";
import { currentCaller } from "../auth/guard";
import { ApiError, bodyOf, clientIp, tooMany } from "../http";
import { nowSeconds } from "../db/database";
import { RATE_LIMIT_DETAIL } from "../rules/rate-limit";
import { EMAIL_PATTERN } from "../../src/lib/rules/email";
import { CURRENCIES } from "../db/catalog-data";
import { allowedCurrencies, defaultCurrency } from "../payments/providers";
import { minPrices } from "./catalog";
import { mailLanguage, mailOrigin, sendMail } from "../outbox";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "../../src/lib/rules/text";
import { promoMail } from "./promo-mail";
import { newToken } from "../auth/session";
import { RECAPTCHA_PUBLIC_KEY } from "../auth/captcha";

/** Visitor country: the profile's when logged in, else the sandbox's stand-in for IP geolocation. */
export function visitorCountry(ctx: SandboxContext, request: FastifyRequest): string {
  const caller = currentCaller(ctx, request);
  if (caller?.account.country) return caller.account.country;
  const cookie = request.cookies.sandbox_country;
  return cookie && /^[A-Z]{2}$/.test(cookie) ? cookie : "DE";
}

export const CONTACT_SUBJECTS = ["sales", "support", "billing", "abuse", "partnership"] as const;

export function registerSiteRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const db = ctx.db;

  app.get("/my/api/page-context/recaptcha_context/", async () => ({ public_key: RECAPTCHA_PUBLIC_KEY }));

  app.get("/my/api/page-context/public_company_list/", async () => ({
    results: [
      { name: "Hosting Provider B.V.", country: "NL", address: "Keizersgracht 1, 1015 CJ Amsterdam", registration_number: "NL-70000001" },
      { name: "Hosting Provider GmbH", country: "DE", address: "Friedrichstrasse 1, 10117 Berlin", registration_number: "HRB 100001" },
    ],
  }));

  app.get("/my/api/page-context/home/", async () => ({ prices: minPrices(ctx), currency: "EUR" }));

  app.get("/my/api/features/", async (request) => {
    const country = visitorCountry(ctx, request);
    const loggedIn = !!currentCaller(ctx, request);
    return {
      country_code: country,
      // Spec §6: VPN is available except to Russian visitors not logged in.
      vpn_available: !(country === "RU" && !loggedIn),
      crypto_available: country !== "US",
      disabled_social_providers: country === "RU" ? ["google", "facebook"] : [],
    };
  });

  app.get("/my/api/config/", async (request) => {
    const country = visitorCountry(ctx, request);
    return {
      default_currency: defaultCurrency(country),
      languages: ["en", "ru"],
      minPrices: minPrices(ctx),
      min_crypto_amount: 100,
      card_script_version: "4.6.0",
    };
  });

  app.get("/my/api/currency/", async (request) => {
    const allowed = allowedCurrencies(visitorCountry(ctx, request));
    return { currencies: CURRENCIES.filter((c) => allowed.includes(c.short)).map((c) => ({ short: c.short, multiplier: c.multiplier, name: c.name })) };
  });

  app.put("/my/api/i18n/language/", async (request, reply) => {
    const language = bodyOf(request).language;
    if (language !== "en" && language !== "ru") throw new ApiError(400, { language: ["Select a valid choice: en or ru."] });
    const caller = currentCaller(ctx, request);
    if (caller) db.prepare("UPDATE users SET language = ? WHERE id = ?").run(language, caller.user.id);
    reply.setCookie("django_language", language, { path: "/", sameSite: "lax", maxAge: 365 * 24 * 3600 });
    return reply.code(204).send();
  });

  // New-customer discount (spec §9): 5% for the first 3 months by an e-mailed promo code.
  app.post("/my/api/email-promo/", async (request, reply) => {
    if (!ctx.limiter.hit(`email_promo:ip:${clientIp(request)}`, ctx.limits.emailPromo.ip)) throw tooMany(RATE_LIMIT_DETAIL);
    const body = bodyOf(request);
    const email = typeof body.email === "string" ? body.email.trim() : "";
    const pageUrl = typeof body.page_url === "string" ? body.page_url : "";
    const errors: Record<string, string[]> = {};
    if (!email) errors.email = ["This field is required"];
    else if (!EMAIL_PATTERN.test(email)) errors.email = ["Enter a valid email address"];
    if (!pageUrl) errors.page_url = ["This field is required"];
    if (Object.keys(errors).length) throw new ApiError(400, errors);
    const code = `NEW5-${newToken(5).toUpperCase().replace(/[-_]/g, "X")}`;
    db.prepare("INSERT INTO promo_codes (code, percent, months, new_customers_only) VALUES (?, 5, 3, 1)").run(code);
    db.prepare("INSERT INTO email_promos (email, page_url, code, created_at) VALUES (?, ?, ?, ?)").run(email, pageUrl, code, nowSeconds());
    sendMail(ctx, { to: email, kind: "promo_code", ...promoMail(mailLanguage(request), code, mailOrigin(request)) });
    return reply.code(204).send();
  });

  // Contact form (spec §2 /contacts/), rate-limited per IP.
  app.post("/my/api/contact/", async (request, reply) => {
    if (!ctx.limiter.hit(`contact:ip:${clientIp(request)}`, ctx.limits.contactForm.ip)) throw tooMany(RATE_LIMIT_DETAIL);
    const body = bodyOf(request);
    const get = (k: string) => (typeof body[k] === "string" ? (body[k] as string).trim() : "");
    const errors: Record<string, string[]> = {};
    for (const k of ["name", "email", "subject", "message"]) if (!get(k)) errors[k] = ["This field is required"];
    if (get("email") && !EMAIL_PATTERN.test(get("email"))) errors.email = ["Enter a valid email address"];
    if (get("subject") && !(CONTACT_SUBJECTS as readonly string[]).includes(get("subject"))) errors.subject = ["Select a valid choice."];
    // The text rule (issue 39): no control characters, but line breaks in the message.
    for (const k of ["name", "email", "message"]) if (hasControlCharacters(get(k), k === "message" ? "body" : "line")) errors[k] = [CONTROL_CHARACTERS_MESSAGE];
    if (Object.keys(errors).length) throw new ApiError(400, errors);
    const r = db
      .prepare("INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(get("name"), get("email"), get("subject"), get("message"), nowSeconds());
    return reply.code(201).send({ id: Number(r.lastInsertRowid) });
  });
}
