import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Made } from "../../support/fault-matrix";
import { isDisabled, tabCall } from "../../support/feature/render-app";
import { renderIsland } from "../../support/feature/render-island";
import type { IslandDefinition } from "../../../src/islands/define";
import contactFormIsland from "../../../src/islands/entries/contact-form";
import emailPromoIsland from "../../../src/islands/entries/email-promo";
import reviewProposalIsland from "../../../src/islands/entries/review-proposal";
import { NEW_CUSTOMER_PROMO } from "../../../src/features/email-promo/promo-terms";
import {
  cryptoInvoice,
  freshCustomer,
  leave,
  partnerWithCashback,
  pendingProviderSignup,
  pendingSignup,
  resetLink,
  supportTicket,
  verifyLink,
} from "./tab-setup";

// The jsdom side of each fault-matrix row that jsdom drives (tests/support/fault-matrix.ts): the row's family
// (the test file that drives it) and its `steps` in Testing Library's terms. A row the browser drives has none.

/** A test file of its own each (one tab each): the session row's signed-out account area keeps the tab's session state. */
export type Family = "account" | "auth" | "checkout" | "session" | "forms";

export interface JsdomSteps {
  family: Family;
  /** Once per row, before the five failures (after the tab became the row's user): what the call needs. */
  setup?: () => Promise<Made>;
  /** Before each opening of the screen. */
  before?: (made: Made) => Promise<void>;
  /** Opens the screen instead of the row's page (a static page's island, as its page has it). */
  render?: () => Promise<void>;
  /** The address opened instead of the row's (the screen the browser reached by a step before it). */
  address?: string;
  /** After the screen shows, before typing. */
  ready?: () => Promise<void>;
  /** After typing, before the press. */
  typed?: () => Promise<void>;
  /** The button of the press, where the row's name alone is not it. */
  button?: () => HTMLElement | undefined;
}

/** Presses a button once it can be pressed. */
async function press(name: string): Promise<void> {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect(isDisabled(button)).toBe(false));
  fireEvent.click(button);
}
/** The sandbox's captcha check (spec §5: the form needs it before it sends). */
const robot = async () => void fireEvent.click(await screen.findByLabelText("I'm not a robot"));

const on = (family: Family, steps: Omit<JsdomSteps, "family"> = {}): JsdomSteps => ({ family, ...steps });

/** A static page's island, server-rendered and woken as the page's boot does (tests/support/feature/render-island.tsx). */
const island =
  <P extends object>(definition: IslandDefinition<P>, props: P, address: string, testId?: string) =>
  async () =>
    void (await renderIsland(definition, props, address, testId));

export const JSDOM_STEPS: Record<string, JsdomSteps> = {
  // --- public forms (islands of static pages; their waking on a visitor's reach is the browser's) ---
  "POST /my/api/contact/": on("forms", { render: island(contactFormIsland, { subjects: null }, "/contacts/", "contact-form-island") }),
  "POST /my/api/help/review-proposals/": on("forms", {
    render: island(reviewProposalIsland, { article: "connect-to-vps-over-ssh", language: "en" }, "/help/connect-to-vps-over-ssh/"),
    ready: () => press("Propose a review of this article"),
  }),
  "POST /my/api/email-promo/": on("forms", {
    render: island(emailPromoIsland, { idPrefix: "contacts-promo", ...NEW_CUSTOMER_PROMO }, "/contacts/", "email-promo-island"),
  }),
  // --- public (the checkout's and the signup's calls) ---
  "GET /my/api/currency/": on("checkout"),
  "GET /my/api/catalog/": on("checkout"),
  "GET /my/api/page-context/recaptcha_context/": on("auth"),
  // --- allauth ---
  "POST /auth/_allauth/browser/v1/auth/login": on("auth"),
  "POST /auth/_allauth/browser/v1/auth/signup": on("auth", { typed: robot }),
  "POST /auth/_allauth/browser/v1/auth/password/request": on("auth", { typed: robot }),
  "GET /auth/_allauth/browser/v1/auth/session": on("session"),
  "DELETE /auth/_allauth/browser/v1/auth/session": on("account"),
  "GET /auth/_allauth/browser/v1/config": on("auth"),
  "POST /auth/_allauth/browser/v1/auth/2fa/authenticate": on("auth", {
    // A real login of the TOTP demo user: the second-factor stage is pending, and the login page has moved to it.
    before: async () => {
      await leave();
      const answer = await tabCall("/auth/_allauth/browser/v1/auth/login", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-requested-with": "XMLHttpRequest",
          "x-csrftoken": decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? ""),
        },
        body: JSON.stringify({ email: "2fa@example.com", password: "Sandbox-demo-2024" }),
      });
      if (answer.status !== 401) throw new Error(`2FA login: ${answer.status}`);
    },
    address: "/auth/2fa/",
  }),
  "GET+POST /auth/_allauth/browser/v1/auth/password/reset": on("auth", { setup: async () => ({ link: await resetLink() }) }),
  "GET+POST /auth/_allauth/browser/v1/auth/email/verify": on("auth", { setup: async () => ({ link: await verifyLink() }) }),
  "POST /auth/_allauth/browser/v1/auth/email/verify/resend": on("auth", { setup: async () => ({ email: await pendingSignup() }) }),
  "GET+POST /auth/_allauth/browser/v1/auth/provider/signup": on("auth", { setup: async () => (await pendingProviderSignup(), {}) }),
  "POST /auth/_allauth/browser/v1/account/password/change": on("auth"),
  // --- account ---
  "GET /my/api/account/menu_context/": on("account"),
  "GET+PUT /my/api/account/personal_info/": on("account"),
  "GET+PUT /my/api/second_login/": on("account"),
  "PUT /my/api/i18n/language/": on("account", {
    button: () => within(screen.getByRole("group", { name: "Interface language" })).getByRole("button", { name: "Русский" }),
  }),
  "POST /my/api/graphql/": on("account", {
    ready: async () => {
      await press("New project");
      await screen.findByRole("dialog", { name: "New project" });
    },
    button: () => within(screen.getByRole("dialog", { name: "New project" })).getByRole("button", { name: "New project" }),
  }),
  "POST /my/api/payment/unpaid-invoices/payment_container/": on("account", {
    ready: async () => void fireEvent.click(await screen.findByLabelText("Select all")),
  }),
  "POST /my/api/payment/setup/": on("account"),
  "POST /my/api/tickets/{}/messages/": on("account", { setup: async () => ({ path: await supportTicket() }) }),
  "GET /my/api/partner/": on("account"),
  "POST /my/api/partner/payouts/": on("account", { setup: async () => ({ partner: await partnerWithCashback() }) }),
  "GET /auth/_allauth/browser/v1/auth/sessions": on("account"),
  "POST /auth/_allauth/browser/v1/account/email": on("account"),
  "GET /auth/_allauth/browser/v1/account/providers": on("account"),
  // --- checkout and payment ---
  "POST /my/api/payment/promo-code/apply/": on("checkout"),
  "POST /my/api/payment/promo-code/{}/validate/": on("checkout", {
    // A real apply of a real code (once per account: a new customer each time, never the demo one).
    before: async () => {
      await freshCustomer();
    },
    ready: async () => {
      fireEvent.change(await screen.findByLabelText("Promo code", { exact: true }), { target: { value: "WELCOME5" } });
      await press("Apply");
      await screen.findByText(/WELCOME5 applied/);
    },
  }),
  "GET+POST /my/api/payment/{}/": on("checkout"),
  "GET /my/api/payment/{}/{}/": on("checkout", { setup: async () => ({ path: await cryptoInvoice() }) }),
  "POST /my/api/payment/{}/{}/trigger_check/": on("checkout", {
    setup: async () => ({ path: await cryptoInvoice() }),
    ready: async () => {
      await waitFor(() => screen.getByTestId("crypto-status"));
    },
  }),
};
