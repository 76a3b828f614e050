import { SessionClient, AUTH, startSandbox } from "./testing/session-client";
import { DEMO } from "./seed/seed";
import { RECAPTCHA_PUBLIC_KEY } from "./auth/captcha";
import { mailLanguage, mailOrigin } from "./outbox";
import { promoMail } from "./rest/promo-mail";
import { AUTH_MAILS } from "./auth/keys";
import { LOCAL_SITE_URL } from "../src/lib/domains";

// Issue 17, decision 081: every mail the sandbox sends speaks the language the request came in and links
// absolutely to the configured site (SITE_URL), never to an address the sender chose.

test("the promo mail speaks the visitor's language and links absolutely to that language's page", () => {
  const ru = promoMail("ru", "NEW5-ABCDE", "http://localhost:8000");
  expect(ru.subject).toBe("Ваша скидка 5% для новых клиентов");
  expect(ru.body).toContain("NEW5-ABCDE");
  expect(ru.links).toEqual(["http://localhost:8000/ru/web-hosting/"]);
  expect(ru.body).toContain("http://localhost:8000/ru/web-hosting/");
  const en = promoMail("en", "NEW5-ABCDE", "https://www.hostward.localhost:42012");
  expect(en.links).toEqual(["https://www.hostward.localhost:42012/web-hosting/"]);
  expect(en.subject).toBe("Your 5% new-customer discount");
});

test("language from accept-language; origin from SITE_URL, else a loopback request's own, never a foreign Host", () => {
  const req = (lang?: string) => ({ headers: lang === undefined ? {} : { "accept-language": lang } });
  expect(mailLanguage(req("ru"))).toBe("ru");
  expect(mailLanguage(req("ru-RU,ru;q=0.9"))).toBe("ru");
  expect(mailLanguage(req("en"))).toBe("en");
  expect(mailLanguage(req())).toBe("en");
  const request = { protocol: "http" as const, host: "evil.example:8000" };
  expect(mailOrigin(request, "https://www.hostward.com/")).toBe("https://www.hostward.com");
  // Issue 39: without SITE_URL a forged Host chose the reset link's origin.
  expect(mailOrigin(request, undefined)).toBe(LOCAL_SITE_URL);
  expect(mailOrigin(request, "javascript:alert(1)")).toBe(LOCAL_SITE_URL);
  expect(mailOrigin({ protocol: "http", host: "localhost.evil.example" }, undefined)).toBe(LOCAL_SITE_URL);
  expect(mailOrigin({ protocol: "http", host: "127.0.0.1:8123" }, undefined)).toBe("http://127.0.0.1:8123");
  expect(mailOrigin({ protocol: "http", host: "localhost:8000" }, undefined)).toBe("http://localhost:8000");
  expect(mailOrigin({ protocol: "http", host: "[::1]:8000" }, undefined)).toBe("http://[::1]:8000");
});

test("both languages have every auth mail, each with its link in the body", () => {
  for (const lang of ["en", "ru"] as const) {
    for (const make of Object.values(AUTH_MAILS[lang])) {
      const mail = make("a@example.org", "https://site.example/x/");
      expect(mail.body).toContain("https://site.example/x/");
      expect(mail.body).toContain("a@example.org");
      expect(/[а-яё]/i.test(mail.subject + mail.body)).toBe(lang === "ru");
    }
  }
});

describe("mails from the sandbox's endpoints", () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  const saved = process.env.SITE_URL;
  beforeEach(async () => {
    process.env.SITE_URL = "https://www.hostward.com";
    sandbox = await startSandbox();
  });
  afterEach(async () => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
    await sandbox.close();
  });
  const mailsTo = async (c: SessionClient, to: string) =>
    (await c.get(`/sandbox/api/outbox?to=${encodeURIComponent(to)}`)).json().mails as Array<{ kind: string; subject: string; body: string; links: string[] }>;

  it("a sign-up from a Russian screen gets a Russian confirmation mail with an absolute link that keeps the screen Russian", async () => {
    const c = new SessionClient(sandbox.url);
    await c.boot();
    const address = "ru.signup@example.org";
    const captcha = `sandbox-captcha.${RECAPTCHA_PUBLIC_KEY}.mails-1`;
    const res = await c.request("POST", `${AUTH}/auth/signup`, {
      body: { email: address, password: "Sinyaya-Gavan-42", captcha },
      headers: { "accept-language": "ru" },
    });
    expect(res.statusCode).toBe(401);
    const [mail] = await mailsTo(c, address);
    expect(mail!.kind).toBe("verify_email");
    expect(mail!.subject).toBe("Подтвердите адрес электронной почты");
    expect(mail!.links[0]).toMatch(/^https:\/\/www\.hostward\.com\/auth\/confirm-email\/[^/]+\/\?next=%2Fru%2Fmy%2F$/);
    expect(mail!.body).toContain(mail!.links[0]);
  });

  it("password reset mails follow the request's language, for known and unknown addresses", async () => {
    const c = new SessionClient(sandbox.url);
    await c.boot();
    const ask = (email: string, lang: string) =>
      c.request("POST", `${AUTH}/auth/password/request`, {
        body: { email, captcha: `sandbox-captcha.${RECAPTCHA_PUBLIC_KEY}.${email}${lang}` },
        headers: { "accept-language": lang },
      });
    expect((await ask(DEMO.ukrainian, "ru")).statusCode).toBe(200);
    const [ru] = await mailsTo(c, DEMO.ukrainian);
    expect([ru!.kind, ru!.subject]).toEqual(["password_reset", "Сброс пароля"]);
    expect(ru!.links[0]).toMatch(/^https:\/\/www\.hostward\.com\/auth\/password\/reset\/key\/[^/]+\/\?next=%2Fru%2Fmy%2F$/);
    expect((await ask("nobody.here@example.org", "en")).statusCode).toBe(200);
    const [en] = await mailsTo(c, "nobody.here@example.org");
    expect([en!.kind, en!.subject]).toEqual(["password_reset_unknown", "Password reset"]);
    expect(en!.links).toEqual(["https://www.hostward.com/auth/signup/"]);
  });

  it("the promo mail links to SITE_URL, not to the page_url the sender gave", async () => {
    const c = new SessionClient(sandbox.url, "10.9.9.8");
    await c.boot();
    const res = await c.request("POST", "/my/api/email-promo/", {
      body: { email: "lead.ru@example.org", page_url: "https://evil.example/ru/" },
      headers: { "accept-language": "ru" },
    });
    expect(res.statusCode).toBe(204);
    const [mail] = await mailsTo(c, "lead.ru@example.org");
    expect(mail!.links).toEqual(["https://www.hostward.com/ru/web-hosting/"]);
  });
});

describe("without SITE_URL (issue 39: password-reset poisoning)", () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  const saved = process.env.SITE_URL;
  beforeAll(async () => {
    delete process.env.SITE_URL;
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    if (saved !== undefined) process.env.SITE_URL = saved;
    await sandbox.close();
  });

  // fetch keeps its own Host; the test server trusts loopback as a proxy, so X-Forwarded-Host is the host it reads.
  it("a reset asked for with a foreign Host mails a link to the site, not to that host", async () => {
    const c = new SessionClient(sandbox.url);
    await c.boot();
    const res = await c.request("POST", `${AUTH}/auth/password/request`, {
      body: { email: DEMO.ukrainian, captcha: `sandbox-captcha.${RECAPTCHA_PUBLIC_KEY}.poison` },
      headers: { "x-forwarded-host": "evil.example" },
    });
    expect(res.statusCode).toBe(200);
    const mails = (await c.get(`/sandbox/api/outbox?to=${encodeURIComponent(DEMO.ukrainian)}`)).json().mails as Array<{ links: string[] }>;
    expect(mails[0]!.links[0]).toMatch(new RegExp(`^${LOCAL_SITE_URL}/auth/password/reset/key/`));
  });
});
