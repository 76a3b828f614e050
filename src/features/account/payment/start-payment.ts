import { z } from "zod";
import type { PaymentResult } from "../../../api-client/schemas/payment";

/**
 * Starting a payment from the account (top-up, debts, tariff surcharge) with the documented REST calls
 * of spec §7 (src/api-client/payment.ts, on the site's one HTTP client). Only the providers whose
 * result the account can finish itself are offered here (card session, form, balance, corporate
 * invoice); crypto needs the payment page of issue 7.
 */
export const ACCOUNT_PROVIDER_COMPONENTS = new Set(["CardSession", "Form", "Balance", "CorporateInvoice"]);

export { getPaymentContext, startPayment, createDebtsPayment } from "../../../api-client/payment";

export const topUpFormSchema = z.object({ amount: z.string() });

/** Follows a payment answer: auto-submits a form, opens the card session page, or follows a redirect. */
export function followPaymentResult(result: PaymentResult, navigateInApp: (path: string) => void): void {
  if ("form" in result) {
    const form = document.createElement("form");
    form.method = result.form.method;
    form.action = result.form.action;
    for (const [name, value] of Object.entries(result.form.fields)) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
    return;
  }
  if ("redirect" in result) {
    // The invoice-list redirect (and any /my/ path) stays in-app (spec §4).
    if (result.redirect.startsWith("/my/")) navigateInApp(result.redirect);
    else window.location.assign(result.redirect);
    return;
  }
  if (result.widget.type === "card_session") window.location.assign(result.widget.url);
}
