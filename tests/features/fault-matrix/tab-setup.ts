import { cryptoPagePath } from "../../../src/lib/payment-links";
import { signIn, tabCall } from "../../support/feature/render-app";
import { uniqueWord } from "../../support/unique";

// What some fault-matrix rows need before their call can be made at all (the browser tests' fault-matrix-setup.ts
// for the feature tests): a new customer, a pending signup, a mailed key, a crypto invoice, a ticket, a partner
// with cashback, a pending provider signup. All through the tab's own calls to the file's sandbox (its cookie jar
// is the tab's), never through the screens; a call that does not answer as documented throws.

const AUTH = "/auth/_allauth/browser/v1";
const PASSWORD = "Kx9-long-secret-pass";
const csrf = () => decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? "");

/** A JSON call of the tab (with the CSRF header the site sends); throws unless it answers one of `statuses`. */
async function call(method: string, address: string, data: unknown, ...statuses: number[]): Promise<Response> {
  if (!csrf()) await tabCall(`${AUTH}/auth/session`);
  const answer = await tabCall(address, {
    method,
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": csrf() },
    ...(data === undefined ? {} : { body: JSON.stringify(data) }),
  });
  if (!statuses.includes(answer.status)) throw new Error(`${method} ${address}: ${answer.status} ${await answer.text()}`);
  return answer;
}

const uniqueEmail = (label: string) => `${label}.${uniqueWord()}@example.org`;

/** Nobody signed in in this tab (allauth answers 401 when nobody was). */
export const leave = () => call("DELETE", `${AUTH}/auth/session`, undefined, 200, 401).then(() => undefined);

/** The tab as the row's user: signed out, then the demo login when the row names one. */
export async function beAs(user: "anonymous" | "complete" | "second"): Promise<void> {
  await leave();
  if (user !== "anonymous") await signIn(`${user}@example.com`);
}

/** The first link's path of the latest mail of `kind` to `to` in the sandbox outbox. */
async function mailLink(to: string, kind: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const { mails } = (await (await tabCall(`/sandbox/api/outbox?to=${encodeURIComponent(to)}`)).json()) as { mails: Array<{ kind: string; links: string[] }> };
    const link = mails.find((m) => m.kind === kind)?.links[0];
    if (link) return new URL(link, "http://x").pathname;
    await new Promise((r) => setTimeout(r, 50)); // the outbox has no event to await
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** A new address with a signup waiting for its e-mail confirmation (this tab's session is that pending signup). */
export async function pendingSignup(): Promise<string> {
  const email = uniqueEmail("pending");
  await leave();
  await call("POST", `${AUTH}/auth/signup`, { email, password: PASSWORD }, 401);
  return email;
}

/** The verify_email link of a pending signup of this tab. */
export const verifyLink = async () => mailLink(await pendingSignup(), "verify_email");

/** A new confirmed customer with complete personal data, signed in in this tab. */
export async function freshCustomer(): Promise<string> {
  const email = await pendingSignup();
  const key = decodeURIComponent((await mailLink(email, "verify_email")).split("/").filter(Boolean).pop()!);
  await call("POST", `${AUTH}/auth/email/verify`, { key }, 200);
  await call(
    "PUT",
    "/my/api/account/personal_info/",
    { user: { first_name: "Ada", last_name: "Buyer" }, country: "DE", city: "Berlin", zip_code: "10115", address: "Main street 1" },
    200,
  );
  return email;
}

/** The password-reset link mailed for a new account (the tab stays signed out). */
export async function resetLink(): Promise<string> {
  const email = await pendingSignup();
  await leave();
  await call("POST", `${AUTH}/auth/password/request`, { email }, 200, 401);
  return mailLink(email, "password_reset");
}

/** A new customer's order big enough for crypto, paid with USDT (Tron): the crypto page's path. */
export async function cryptoInvoice(): Promise<string> {
  await freshCustomer();
  const created = (await (
    await call("POST", "/my/api/graphql/", { query: 'mutation { createOrder(input: { planSlug: "vps-16", months: 12, count: 1 }) { paymentRef } }' }, 200)
  ).json()) as { data: { createOrder: { paymentRef: string } } };
  const ref = created.data.createOrder.paymentRef;
  const pay = (await (await call("POST", `/my/api/payment/${encodeURIComponent(ref)}/`, { payment_type: "tron", currency: "EUR" }, 200)).json()) as {
    widget?: { type: string; id: string; network: string };
  };
  if (pay.widget?.type !== "crypto") throw new Error(`no crypto invoice: ${JSON.stringify(pay)}`);
  return cryptoPagePath(ref, pay.widget);
}

/** A new customer (signed in) with a ticket of its own: the ticket page's path. */
export async function supportTicket(): Promise<string> {
  await freshCustomer();
  const answer = (await (
    await call("POST", "/my/api/graphql/", { query: 'mutation { createTicket(input: { subject: "Fault matrix", message: "The first message" }) { id } }' }, 200)
  ).json()) as { data: { createTicket: { id: string } } };
  return `/my/tickets/${answer.data.createTicket.id}/`;
}

/**
 * A new partner with cashback to pay out, signed in: a second new customer signs up with the partner's code in
 * the scoring cookie (as after following the referral link) and pays 120 EUR (sandbox control): 24 EUR at 20 %.
 */
export async function partnerWithCashback(): Promise<string> {
  const partner = await freshCustomer();
  const { link_path } = (await (await call("GET", "/my/api/partner/", undefined, 200)).json()) as { link_path: string };
  const code = new URL(link_path, "http://x").searchParams.get("ref");
  if (!code) throw new Error("no referral code");
  document.cookie = `scoring=${code}; path=/`;
  const referred = await pendingSignup();
  document.cookie = "scoring=; path=/; max-age=0";
  await call("POST", "/sandbox/api/partner/referred-payment", { email: referred, amount: 120 }, 200, 201);
  await leave();
  await call("POST", `${AUTH}/auth/login`, { email: partner, password: PASSWORD }, 200);
  return partner;
}

/** A real third-party login whose provider shares no address: the tab's provider signup is pending. */
export async function pendingProviderSignup(): Promise<void> {
  await leave();
  const start = await tabCall(`${AUTH}/auth/provider/redirect`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfmiddlewaretoken: csrf(), process: "login", provider: "facebook", callback_url: "/my/" }).toString(),
  });
  const state = new URL(start.headers.get("location") ?? "", "http://x").searchParams.get("state");
  if (!state) throw new Error(`provider redirect: ${start.status}`);
  const decided = await tabCall(
    `/sandbox/provider/facebook/decide/?${new URLSearchParams({ state, decision: "allow", email: "", name: "", uid: `fb-${uniqueWord()}` })}`,
  );
  await tabCall(decided.headers.get("location") ?? "");
  // The callback sends back to the callback_url; the session then holds the pending provider signup.
  const session = (await (await tabCall(`${AUTH}/auth/session`)).json()) as { data?: { flows?: Array<{ id: string; is_pending?: boolean }> } };
  if (!session.data?.flows?.some((f) => f.id === "provider_signup" && f.is_pending)) throw new Error(`no pending provider signup: ${JSON.stringify(session)}`);
}
