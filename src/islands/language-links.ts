import { switchedAddress, type Here } from "../lib/language-switch";
import { isLanguage } from "../lib/i18n-config";
import { rememberLanguage } from "../lib/stored-language";

/**
 * The header's language switch on a static page (boot script, no React; decision 086): plain links whose
 * server-rendered href is the built page's address in the other language. Once the script runs, each
 * link follows the browser's address instead — the query and fragment are kept (as the React switch
 * does on app pages) and the not-found page, whose one HTML answers every unknown address of its
 * language, leads to the same unknown address in the other language. A click records the language
 * chosen (decision 076).
 */
export function wireLanguageLinks(doc: Document, here: Here): void {
  for (const link of Array.from(doc.querySelectorAll<HTMLAnchorElement>(".language-switcher a[hreflang]"))) {
    const lng = link.getAttribute("hreflang");
    if (!isLanguage(lng)) continue;
    link.setAttribute("href", switchedAddress(here, lng));
    link.addEventListener("click", () => rememberLanguage(lng));
  }
}
