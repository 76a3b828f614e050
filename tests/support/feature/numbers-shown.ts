import { findUnformatted, type Finding, type Language } from "../unformatted";

// Spec §3 locale tables, issue 9 item 6 (moved from tests/e2e/locale-formatting.spec.ts by issue 38): the text of
// every text node of a rendered screen that has a digit, outside code samples, read as the browser test read it.

/** The account's screens of the sample (English addresses; the Russian ones under /ru). */
export const NUMBER_SCREENS = ["/my/finance/", "/my/finance/transactions/", "/my/finance/invoices/", "/my/partner/", "/my/projects/"] as const;
/** The checkout of the sample, per language. */
export const NUMBER_CHECKOUT = { en: "/checkout/?plan=vps-4&months=3", ru: "/ru/checkout/?plan=vps-4&months=3" } as const;

/** The text nodes under `root` that show a digit, outside code, scripts and templates. */
export function numberTexts(root: Node): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    if (!/\d/.test(text) || node.parentElement?.closest("pre, code, kbd, samp, script, style, noscript, template")) continue;
    out.push(text);
  }
  return out;
}

/** A screen's numbers against the locale tables: how many text nodes show one, and what bypassed src/lib/format.ts. */
export function unformattedIn(root: Node, language: Language): { shown: boolean; found: Finding[] } {
  const texts = numberTexts(root);
  return { shown: texts.length > 0, found: findUnformatted(texts, language) };
}
