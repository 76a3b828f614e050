import type { MailLanguage } from "../outbox";

/**
 * The new-customer promo mail (spec §9) in the visitor's language (`mailLanguage`), with an absolute link
 * to the web-hosting page in that language on the site's configured origin (`mailOrigin`, decision 081).
 */
export type PromoMail = { subject: string; body: string; links: string[] };

export function promoMail(language: MailLanguage, code: string, origin: string): PromoMail {
  const link = `${origin}${language === "ru" ? "/ru/web-hosting/" : "/web-hosting/"}`;
  if (language === "ru") {
    return {
      subject: "Ваша скидка 5% для новых клиентов",
      body: `Здравствуйте!\n\nПромокод ${code} даёт скидку 5% на первые 3 месяца. Примените его при оформлении заказа:\n${link}`,
      links: [link],
    };
  }
  return {
    subject: "Your 5% new-customer discount",
    body: `Hello,\n\nYour promo code ${code} gives 5% off for the first 3 months. Apply it at checkout:\n${link}`,
    links: [link],
  };
}
