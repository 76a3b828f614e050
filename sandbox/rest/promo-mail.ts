/**
 * The new-customer promo mail (spec §9) in the visitor's language (the request's accept-language: the
 * site sends its interface language, spec §7), with an absolute link to the web-hosting page in that
 * language on the site the visitor was on (issue 17: the link was relative, the mail English).
 */
export type PromoMail = { subject: string; body: string; links: string[] };

export function mailLanguage(acceptLanguage: string | undefined): "en" | "ru" {
  return (acceptLanguage ?? "").trim().toLowerCase().startsWith("ru") ? "ru" : "en";
}

/** The origin of the page the form was sent from, else the origin the request was made to. */
export function siteOrigin(pageUrl: string, requestOrigin: string): string {
  try {
    const url = new URL(pageUrl);
    if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
  } catch {
    // a bare path: not a page address
  }
  return requestOrigin;
}

export function promoMail(language: "en" | "ru", code: string, origin: string): PromoMail {
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
