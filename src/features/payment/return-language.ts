import { isLanguage, localizePath, splitLanguage, type Language } from "../../lib/i18n-config";

/**
 * The gateways send every customer back to `/my/?payment=…&paymentRef=…`, without the language prefix
 * (the hosting API builds that address). The payment page remembers the language each payment was started
 * in, and the account page moves a returning customer to their own language's account, so a Russian
 * customer does not land on the English one after paying.
 */
const key = (ref: string) => `payment-language:${ref}`;

export function rememberPaymentLanguage(ref: string, language: Language): void {
  try {
    window.sessionStorage.setItem(key(ref), language);
  } catch {
    // without storage the customer lands on the default language: the notice still shows
  }
}

/**
 * A payment started on a payment page: its language kept under the ref the API gave it as well, which is the
 * ref the gateway's return carries. A top-up's page is `balance` (TOP_UP_REF) while its payment gets its own
 * `p_…` ref: kept under `balance` only, a top-up started in Russian came back to the English account (issue 37).
 */
export function rememberStartedPayment(pageRef: string, startedRef: string, language: Language): void {
  rememberPaymentLanguage(pageRef, language);
  if (startedRef && startedRef !== pageRef) rememberPaymentLanguage(startedRef, language);
}

export function rememberedPaymentLanguage(ref: string): Language | null {
  try {
    const value = window.sessionStorage.getItem(key(ref));
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where a gateway's return (`pathname` + `search`) belongs: the same address in the language the payment
 * was started in, or null when it is already there (or the payment is unknown to this browser).
 */
export function returnAddress(pathname: string, search: string, remembered: (ref: string) => Language | null): string | null {
  const ref = new URLSearchParams(search).get("paymentRef");
  if (!ref) return null;
  const started = remembered(ref);
  const { language, path } = splitLanguage(pathname);
  if (!started || started === language) return null;
  return `${localizePath(path, started)}${search}`;
}
