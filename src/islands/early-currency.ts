// The display currency at once (issue 14 §2, decision 130): the page's wiring (boot-page.ts) loads after the
// load event, and before it ran the page showed its prices in the currency it was built with. When a
// stored choice is in force, the wiring notes in the browser's storage what it showed (`rememberShownCurrency`,
// currency-boot.ts): the currency, its multiplier and how its amounts are formatted. The boot script replays
// that note as soon as it runs, when the stored choice is still that currency; the wiring then checks it
// against the API's answers as before (spec §9 RU/UA rules included). A visitor with nothing stored pays one
// read of document.cookie (the stored choice is also a cookie, stored-choice.ts): the browser's first
// localStorage read of a page can take tens of milliseconds on a phone. Imported by the boot script only:
// no imports, so the boot stays one file (decision 118).

/** localStorage key of the note (the same literal as currency-boot.ts's SHOWN_CURRENCY_KEY; early-currency.test.ts). */
export const SHOWN_CURRENCY_KEY = "hostward:currency-shown";
/** The stored choice's key, in localStorage and as a cookie (src/lib/domains.ts CURRENCY_COOKIE; early-currency.test.ts). */
export const STORED_CURRENCY_KEY = "currency";
const STORED_COOKIE = new RegExp(`(?:^|;\\s*)${STORED_CURRENCY_KEY}=`);

export type ShownCurrency = {
  code: string;
  multiplier: number;
  digits: number;
  /** Intl locale and options per page language (money.ts moneyFormatArgs). */
  formats: Record<string, [string, Intl.NumberFormatOptions]>;
};

/** Rewrites the page's prices and the header's currency label from the note; true when it did. */
export function applyShownCurrency(doc: Document = document): boolean {
  try {
    if (!STORED_COOKIE.test(doc.cookie)) return false;
    const raw = window.localStorage.getItem(SHOWN_CURRENCY_KEY);
    if (!raw) return false;
    const shown = JSON.parse(raw) as ShownCurrency;
    const switchers = Array.from(doc.querySelectorAll<HTMLElement>('[data-testid="currency-switcher"]'));
    const args = shown.formats[doc.documentElement.lang];
    if (!args || shown.code !== window.localStorage.getItem(STORED_CURRENCY_KEY) || !switchers.some((el) => el.dataset.currency !== shown.code)) return false;
    const format = new Intl.NumberFormat(...args);
    const factor = 10 ** shown.digits;
    for (const el of Array.from(doc.querySelectorAll<HTMLElement>("[data-eur], [data-price-eur]"))) {
      const eur = Number(el.dataset.eur ?? el.dataset.priceEur);
      if (Number.isFinite(eur)) el.textContent = format.format(Math.round(eur * shown.multiplier * factor) / factor);
    }
    for (const el of switchers) {
      el.dataset.currency = shown.code;
      // The rate the prices were converted with: the wiring converts again only if the API's differs.
      el.dataset.multiplier = String(shown.multiplier);
      el.textContent = shown.code;
    }
    return true;
  } catch {
    // Storage disabled or a note from an older build: the wiring shows the currency.
    return false;
  }
}
