import { act, screen, waitFor, type RenderResult } from "@testing-library/react";
import { Router } from "@reach/router";
import { AuthProvider } from "../../../src/components/auth/auth-context";
import { authStore } from "../../../src/components/auth/auth-store";
import { InAppNotFound } from "../../../src/components/in-app-not-found";
import { CurrencySwitcher } from "../../../src/components/pricing/currency-switcher";
import { CheckoutFlow } from "../../../src/features/checkout";
import { CryptoPage, PaymentPage } from "../../../src/features/payment";
import { renderAt, tabCall } from "./render-app";
import { uniqueWord } from "../unique";

// The checkout app in a feature test (decision 175): the routes of src/templates/apps/checkout-page.tsx (the stages, a
// payment page, the crypto page, the not-found screen) inside the one auth store, in the address's language,
// against the file's sandbox. The site's header and the static frame are the browser's to show
// (checkout-account.spec.ts, checkout-frame.spec.ts). A gateway's page (card, PayPal) is the sandbox's own
// HTML: the address the screen leaves for is what a feature test reads.

// jsdom does not scroll: a new stage's scroll to the top is a no-op here (where it lands is the browser's to show).
window.scrollTo = () => undefined;

const AUTH = "/auth/_allauth/browser/v1";
const csrf = () => decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? "");
const headers = () => ({ "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": csrf() });

/** The password of the customers the tests create (as tests/e2e/sandbox-calls.ts). */
export const NEW_CUSTOMER_PASSWORD = "Kx9-long-secret-pass";

/** A call of the tab with the CSRF header; throws unless it answers one of `statuses`. */
export async function call(method: string, address: string, body: unknown, ...statuses: number[]): Promise<Response> {
  await tabCall(`${AUTH}/auth/session`, { headers: headers() });
  const answer = await tabCall(address, { method, headers: headers(), body: body === undefined ? undefined : JSON.stringify(body) });
  if (!statuses.includes(answer.status)) throw new Error(`${method} ${address}: ${answer.status} ${await answer.clone().text()}`);
  return answer;
}

/** A new address unique to this run. */
export const uniqueEmail = (label: string) => `${label}.${uniqueWord()}@example.org`;

/** The first link of the latest mail of `kind` to `to` in the sandbox's outbox. */
export async function latestMailLink(to: string, kind: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { mails } = (await (await tabCall(`/sandbox/api/outbox?to=${encodeURIComponent(to)}`)).json()) as { mails: Array<{ kind: string; links: string[] }> };
    const link = mails.find((m) => m.kind === kind)?.links[0];
    if (link) return link;
    // The outbox has no event to await; the screen on show may update meanwhile (in act, as in Testing Library's waits).
    await act(() => new Promise((r) => setTimeout(r, 50)));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** Confirms the e-mail in this tab (signs in when a signup of this tab waits for it). */
export async function confirmEmail(email: string): Promise<void> {
  const link = await latestMailLink(email, "verify_email");
  const key = decodeURIComponent(new URL(link, "http://x").pathname.split("/").filter(Boolean).pop()!);
  await call("POST", `${AUTH}/auth/email/verify`, { key }, 200, 401);
}

/** Signs the tab out (allauth answers 401 once nobody is signed in). */
export async function logOut(): Promise<void> {
  await call("DELETE", `${AUTH}/auth/session`, undefined, 401);
}

/** A new customer with a confirmed address, signed in in this tab (instead of whoever was), with complete personal data unless told otherwise. */
export async function createCustomer({ country = "DE", personalData = true, label = "buyer" } = {}): Promise<string> {
  await logOut();
  const email = uniqueEmail(label);
  await call("POST", `${AUTH}/auth/signup`, { email, password: NEW_CUSTOMER_PASSWORD }, 401);
  await confirmEmail(email);
  if (personalData)
    await call(
      "PUT",
      "/my/api/account/personal_info/",
      { user: { first_name: "Ada", last_name: "Buyer" }, country, city: "Berlin", zip_code: "10115", address: "Main street 1" },
      200,
    );
  return email;
}

/** Signs the tab in as a demo customer (as the login page does). */
export async function logIn(email: string, password = "Sandbox-demo-2024"): Promise<void> {
  await logOut();
  await call("POST", `${AUTH}/auth/login`, { email, password }, 200);
}

/**
 * The checkout at an address (`/checkout/?plan=vps-1`, `/ru/checkout/pay/balance/`), as a page load mounts it: the
 * auth store asks the session again first (the tab may have signed in or out by API since the last screen). The
 * header's currency switcher is beside it (the one currency context of the page, spec §9).
 */
export async function renderCheckout(address: string): Promise<RenderResult> {
  await act(async () => {
    await authStore.refresh();
  });
  const russian = /^\/ru\//.test(address);
  const basepath = russian ? "/ru/checkout" : "/checkout";
  // The page's <html lang> (its Head), which the prices' formatting reads (useShownMoney).
  document.documentElement.lang = russian ? "ru" : "en";
  // In an async act: a catalog this tab has loaded before answers at once (use-catalog.ts keeps it per page load),
  // in the microtask after the render, which React wants inside act as well. The provider is deferred, as the page's
  // (src/templates/apps/checkout-page.tsx, decision 265).
  let result!: RenderResult;
  await act(async () => {
    result = renderAt(
      address,
      <AuthProvider inlineFlows={["verify_email"]} deferred>
        <CurrencySwitcher />
        <Router basepath={basepath} primary={false}>
          <CheckoutFlow path="/" />
          <PaymentPage path="pay/:paymentRef/" />
          <CryptoPage path="pay/:paymentRef/crypto/" />
          <InAppNotFound default />
        </Router>
      </AuthProvider>,
    );
  });
  return result;
}

/** Waits for the checkout's first stage (the catalog has answered). */
export const findConfiguration = (name: RegExp = /^(Configuration|Конфигурация)$/) => waitFor(() => screen.getByRole("heading", { level: 2, name }));

/** The address bar's path and query. */
export const here = () => window.location.pathname + window.location.search;

/** An element's accessible description: the texts its aria-describedby names. */
export const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

/** The payment ref of a payment page's address. */
export const paymentRefOf = (path: string) => /\/pay\/([^/]+)\//.exec(path)?.[1] ?? null;
