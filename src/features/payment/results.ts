import type { PaymentResult } from "../../api-client/schemas/payment";

export type ResultAction =
  | { kind: "form"; action: string; method: "POST"; fields: Record<string, string> }
  | { kind: "in-app"; path: string; paid: boolean }
  | { kind: "external"; url: string }
  | { kind: "card"; widget: { apiKey: string; checkoutSessionId: string; url: string } }
  | { kind: "crypto"; id: string; network: string };

/**
 * What the page does with a payment answer (spec §4): auto-submit a form, follow a redirect (paths
 * of this site, such as the invoice list, stay in the app), start a card session, or open the
 * crypto page.
 */
export function resultAction(result: PaymentResult, origin: string): ResultAction {
  if ("form" in result) return { kind: "form", ...result.form };
  if ("redirect" in result) {
    const url = new URL(result.redirect, origin);
    if (url.origin === origin) {
      const path = `${url.pathname}${url.search}${url.hash}`;
      return { kind: "in-app", path, paid: url.searchParams.get("payment") === "paid" };
    }
    return { kind: "external", url: url.toString() };
  }
  const widget = result.widget;
  if (widget.type === "card_session") return { kind: "card", widget: { apiKey: widget.apiKey, checkoutSessionId: widget.checkoutSessionId, url: widget.url } };
  return { kind: "crypto", id: widget.id, network: widget.network };
}

/** Builds and submits the provider's form inside the placeholder; a missing placeholder is an error (spec §8). */
export function submitForm(placeholder: HTMLElement | null, form: { action: string; method: string; fields: Record<string, string> }): void {
  if (!placeholder) throw new Error("Payment form placeholder is missing");
  const el = document.createElement("form");
  el.action = form.action;
  el.method = form.method;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    el.appendChild(input);
  }
  placeholder.appendChild(el);
  el.submit();
}
