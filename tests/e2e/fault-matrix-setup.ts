import type { Page } from "@playwright/test";
import { cryptoPagePath } from "../../src/lib/payment-links";
import { ALLAUTH, NEW_CUSTOMER_PASSWORD, check, createCustomer, csrfToken, latestMailLink, uniqueEmail } from "./sandbox-calls";

/**
 * What some fault-matrix rows need before their call can be made at all: a new customer, a pending
 * signup, a mailed key, a crypto invoice, a chat conversation. Each runs once per row, through the
 * sandbox's API and controls with the page's own request context (its cookies are the browser's), and
 * throws when the sandbox does not answer as documented (sandbox/README.md). Built on ./sandbox-calls.ts; only
 * the Page API is used (no test runner import): the table is also read by the unit-test guard.
 */

/** The first link's path of the latest mail of `kind` to `to` in the sandbox outbox (waits for it to arrive). */
export async function mailLink(page: Page, to: string, kind: string): Promise<string> {
  return new URL(await latestMailLink(page.request, to, kind), "http://x").pathname;
}

/** allauth refuses a signup (409) while someone is signed in here: leave first (401 when nobody was). */
async function leave(page: Page): Promise<void> {
  check(await page.request.delete(`${ALLAUTH}/auth/session`, { headers: { "X-CSRFToken": await csrfToken(page) } }), 200, 401);
}

/** A new address with a signup waiting for its e-mail confirmation (this browser's session is that pending signup). */
export async function pendingSignup(page: Page): Promise<string> {
  const email = uniqueEmail("pending");
  await leave(page);
  check(
    await page.request.post(`${ALLAUTH}/auth/signup`, { data: { email, password: NEW_CUSTOMER_PASSWORD }, headers: { "X-CSRFToken": await csrfToken(page) } }),
    401,
  );
  return email;
}

/** A new confirmed customer with complete personal data, signed in in this browser. */
export async function freshCustomer(page: Page): Promise<string> {
  await leave(page);
  return createCustomer(page);
}

/** The password-reset link mailed for a new account (the browser stays signed out: the account is made by another signup). */
export async function resetLink(page: Page): Promise<string> {
  const email = await pendingSignup(page);
  await leave(page);
  check(await page.request.post(`${ALLAUTH}/auth/password/request`, { data: { email }, headers: { "X-CSRFToken": await csrfToken(page) } }), 200, 401);
  return mailLink(page, email, "password_reset");
}

/** A fresh customer's order big enough for crypto, paid with USDT (Tron): the crypto page's path. */
export async function cryptoInvoice(page: Page): Promise<string> {
  await freshCustomer(page);
  const answer = await page.request.post("/my/api/graphql/", {
    data: { query: 'mutation { createOrder(input: { planSlug: "vps-16", months: 12, count: 1 }) { paymentRef } }' },
    headers: { "X-CSRFToken": await csrfToken(page) },
  });
  check(answer, 200);
  const ref = ((await answer.json()) as { data: { createOrder: { paymentRef: string } } }).data.createOrder.paymentRef;
  const pay = await page.request.post(`/my/api/payment/${encodeURIComponent(ref)}/`, {
    data: { payment_type: "tron", currency: "EUR" },
    headers: { "X-CSRFToken": await csrfToken(page) },
  });
  check(pay, 200);
  const result = (await pay.json()) as { widget?: { type: string; id: string; network: string } };
  if (result.widget?.type !== "crypto") throw new Error(`no crypto invoice: ${JSON.stringify(result)}`);
  return cryptoPagePath(ref, result.widget);
}

/** A support chat conversation started in this browser (the staff must be online: the panel waits for it). */
export async function chatConversation(page: Page): Promise<string> {
  const email = uniqueEmail("chat");
  await page.goto("/help/");
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  await page.getByTestId("chat-launcher").click();
  const panel = page.getByRole("dialog", { name: "Support chat" });
  await panel.locator('[data-status="online"]').waitFor({ timeout: 60_000 });
  await panel.getByLabel("Your e-mail address").fill(email);
  await panel.getByLabel("Message").fill("Is there an IPv6 address with every VPS?");
  await panel.getByRole("button", { name: "Send" }).click();
  await panel.locator(".support-chat__message--visitor").waitFor();
  return email;
}

/** The sandbox's agent writes in the conversation of `email` (an unread message for the visitor). */
export async function agentWrites(page: Page, email: string): Promise<void> {
  check(await page.request.post("/sandbox/api/chat/reply", { data: { email, text: "Yes, a /64 comes with every VPS." } }), 201);
}

/**
 * A new partner with cashback to pay out, signed in in this browser: a second new customer signs up with
 * the partner's code in the scoring cookie (as after following the referral link) and pays 120 EUR
 * (sandbox control), which accrues 24 EUR at the 20 % rate.
 */
export async function partnerWithCashback(page: Page): Promise<string> {
  const partner = await freshCustomer(page);
  const summary = await page.request.get("/my/api/partner/");
  check(summary, 200);
  const code = new URL(((await summary.json()) as { link_path: string }).link_path, "http://x").searchParams.get("ref");
  if (!code) throw new Error("no referral code");
  await page.context().addCookies([{ name: "scoring", value: code, domain: "localhost", path: "/" }]);
  const referred = await pendingSignup(page);
  await page.context().clearCookies({ name: "scoring" });
  check(await page.request.post("/sandbox/api/partner/referred-payment", { data: { email: referred, amount: 120 } }), 200, 201);
  check(
    await page.request.post(`${ALLAUTH}/auth/login`, {
      data: { email: partner, password: NEW_CUSTOMER_PASSWORD },
      headers: { "X-CSRFToken": await csrfToken(page) },
    }),
    200,
  );
  return partner;
}

/** A new customer (signed in in this browser) with a ticket of its own; returns the ticket page's path. */
export async function supportTicket(page: Page): Promise<string> {
  await freshCustomer(page);
  const answer = await page.request.post("/my/api/graphql/", {
    data: { query: 'mutation { createTicket(input: { subject: "Fault matrix", message: "The first message" }) { id } }' },
    headers: { "X-CSRFToken": await csrfToken(page) },
  });
  check(answer, 200);
  return `/my/tickets/${((await answer.json()) as { data: { createTicket: { id: string } } }).data.createTicket.id}/`;
}
