import { mailLanguage, promoMail, siteOrigin } from "./promo-mail";

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

test("language from accept-language, origin from the page's address", () => {
  expect(mailLanguage("ru")).toBe("ru");
  expect(mailLanguage("ru-RU,ru;q=0.9")).toBe("ru");
  expect(mailLanguage("en")).toBe("en");
  expect(mailLanguage(undefined)).toBe("en");
  expect(siteOrigin("http://ru.hostward.localhost:42012/ru/vps/", "http://localhost:8000")).toBe("http://ru.hostward.localhost:42012");
  expect(siteOrigin("/vps/", "http://localhost:8000")).toBe("http://localhost:8000");
  expect(siteOrigin("javascript:alert(1)", "http://localhost:8000")).toBe("http://localhost:8000");
});
