/**
 * The fault matrix (issue 8, item 4): every call the client makes — spec §7's table, the allauth calls
 * of contracts/allauth and the site's own calls — with the screen that makes it, how a person makes it
 * there, what they typed, and what they must see when the call fails in each of five ways.
 *
 * It is the single source, read by three levels (issue 38): `tests/contract/fault-matrix.test.ts` fails when
 * src/ holds an API path without a row here; `tests/features/fault-matrix/` drives every row with a `drive` in
 * jsdom against the in-process sandbox (the failure injected in the tab's fetch, tests/support/feature/faults.ts);
 * `tests/e2e/fault-matrix.spec.ts` drives in the browser the rows marked `browser` (a static page's island, the
 * socket). A row without `drive` says
 * why in `notDriven`. The drive is data: each level turns it into its own steps (Testing Library or Playwright),
 * and a row's `steps` (a setup, a press before typing) are written once per level, by the row's id.
 */

export const FAILURES = ["network", "server", "rateLimited", "unauthorized", "malformed"] as const;
export type Failure = (typeof FAILURES)[number];

/** What the person sees: a catalogue text (spec §8), or nothing by design (with the rule that says so). */
export type Outcome = { text: string } | { silent: string; movesOn?: true };

/** Where a person typed, and what. `select` fields are checked by their value; `within` is a CSS selector around the field. */
export type Typed = { label: string; value: string; select?: boolean; within?: string };

/** What a row's setup made (an address, a link), filled into its `address` (`{link}`). */
export type Made = Record<string, string>;

export interface Drive {
  /** Signed-in demo customer, or nobody (a setup may then sign someone in). */
  user: "anonymous" | "complete" | "second";
  /** The screen's address; `{name}` is what the row's setup made (a mailed link, a ticket's page). */
  address: string;
  /** What the person types there before the call (for calls made on load: nothing). */
  typed: Typed[];
  /** The button whose press makes the call; without one the call is made by loading the screen. */
  press?: string;
  /** The row's other steps in words (a setup, a press before typing); each level implements them by the row's id. */
  steps?: string;
  /**
   * After a failure that does not move on, the screen stays as typed and ready for the same press: the next
   * failure presses again without reopening it (decision 115), unless what that failure must show (its text,
   * or for a silent one any error) is already on the screen; then the screen is opened afresh.
   */
  again?: true;
  /** Only requests whose body matches fail (one GraphQL operation of the shared endpoint). */
  body?: RegExp;
  /** A WebSocket, not a fetch: failed with page.routeWebSocket (closed, or sent garbage) instead of page.route. */
  socket?: true;
  /** Why only the browser drives this row; without it the jsdom feature tests drive it (tests/features/fault-matrix). */
  browser?: string;
}

export interface FaultRow {
  /** Unique id: METHOD path. */
  id: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path as written in src/ (`{}` for an interpolated part); allauth paths in full. */
  path: string;
  /** Which document names the call. */
  source: string;
  /** The screen or form that makes the call, and how a person gets it to. */
  screen: string;
  trigger: string;
  outcome: Record<Failure, Outcome>;
  drive?: Drive;
  notDriven?: string;
}

// --- catalogue texts (locales/en/errors.json, spec §8) ---------------------------------------------
export const T = {
  generic: "Something went wrong; our developers are already on it.",
  requestFailed: "Request failed, try again in a few minutes.",
  tooMany: "Too many attempts, please try again later",
  fetchPaymentProviders: "Failed to fetch payment providers",
  projectCreate: "Can't create a new project",
  pageLoad: "This page could not be loaded. Reload the page to try again.",
  /** The checkout's own text when the plans cannot be had (locales/en/checkout.json). */
  plansFailed: "Failed to load the plans. Try again in a few minutes.",
  /** The chat panel's own text (locales/en/chat.json errorLoad). */
  chatFailed: "The chat could not be loaded. Try again in a few minutes.",
  completeRequest: "Failed to complete request",
  /** The account's line for a 401 (locales/en/account.json errors.signedOut). */
  signedOut: "Your session has ended. Sign in again to continue.",
} as const;

/** The detail a 429 carries in this matrix (DRF's throttle answer). POSTs show it (spec §8). */
export const THROTTLED = "Request was throttled. Expected available in 30 seconds.";

const AUTH = "/auth/_allauth/browser/v1";

/** The common outcome of a call through the shared client whose failure is shown (spec §8). */
function shown(own: string = T.generic, method: "GET" | "POST" | "PUT" | "DELETE" = "POST"): Record<Failure, Outcome> {
  return {
    network: { text: T.requestFailed },
    server: { text: own },
    // Spec §8: only a POST shows the 429's detail; other methods the catalogue text.
    rateLimited: { text: method === "POST" ? THROTTLED : T.tooMany },
    unauthorized: { text: own },
    malformed: { text: own },
  };
}

/** One text for every failure (a screen that cannot work without the answer says so in its words). */
const same = (text: string): Record<Failure, Outcome> => ({
  network: { text },
  server: { text },
  rateLimited: { text },
  unauthorized: { text },
  malformed: { text },
});

/** The public forms (src/api-client/form-submit.ts, on the shared client): spec §8 like every POST. */
const publicForm = (): Record<Failure, Outcome> => shown();

/** Every failure silent, with the rule that makes it so. */
const silent = (why: string): Record<Failure, Outcome> => ({
  network: { silent: why },
  server: { silent: why },
  rateLimited: { silent: why },
  unauthorized: { silent: why },
  malformed: { silent: why },
});

/** allauth calls: 401 is an answer of the protocol, silent (spec §8). */
function auth(own: string = T.generic): Record<Failure, Outcome> {
  return { ...shown(own), unauthorized: { silent: "spec §8: 401 on auth endpoints is silent" } };
}

type Extra = { steps?: string; browser?: string; again?: false };

/** A form on a screen: open it, type, press the button; it stays as typed for the next failure unless `again: false`. */
function form(user: Drive["user"], address: string, typed: Typed[], press: string, extra: Extra = {}): Drive {
  const { again, ...rest } = extra;
  return { user, address, typed, press, ...(again === false ? {} : { again: true as const }), ...rest };
}

/** A call made when a screen loads: each failure loads the screen again. */
function onLoad(user: Drive["user"], address: string, extra: Omit<Extra, "again"> = {}): Drive {
  return { user, address, typed: [], ...extra };
}

/**
 * The public forms are islands of static pages: jsdom drives their rows on the island as its page has it (server render,
 * then the boot's mountIsland: tests/support/feature/render-island.tsx); the island's start on a visitor's reach is
 * the browser's (decision 078), proved by tests/e2e/form-islands.spec.ts.
 */
const CHAT_ISLAND = "the support chat's island on a static page (/help/): its launcher starts it, the staff status comes over the socket";
const REACH = "reach the island as a visitor does (scroll to it, point at it) and wait until it is live";
/** The sandbox's captcha check (spec §5: the form needs it before it sends); a failed send undoes it, so the form is opened afresh. */
const ROBOT = "tick I'm not a robot after typing";

const CONTACT: Typed[] = [
  { label: "Your name", value: "Marta Ruiz", within: "form:has-text('Send message')" },
  { label: "E-mail", value: "marta@example.com", within: "form:has-text('Send message')" },
  { label: "Subject", value: "billing", select: true, within: "form:has-text('Send message')" },
  { label: "Message", value: "Please send the invoice for order 4411 to our accounting address.", within: "form:has-text('Send message')" },
];
const REVIEW: Typed[] = [
  { label: "Your review", value: "The status command should be systemctl status ssh on Ubuntu 24.04.", within: "form:has-text('Send review')" },
  { label: "Your name", value: "Ivo Bakker", within: "form:has-text('Send review')" },
  { label: "E-mail", value: "ivo@example.com", within: "form:has-text('Send review')" },
];
const CHAT: Typed[] = [
  { label: "Your e-mail address", value: "visitor.matrix@example.org", within: ".support-chat" },
  { label: "Message", value: "Can I move my VPS to another location later?", within: ".support-chat" },
];

const LOGIN: Typed[] = [
  { label: "E-mail", value: "fault.matrix@example.com" },
  { label: "Password", value: "typed-Secret-42" },
];

/**
 * The two-factor and passkey calls of issue 20 (the security page, the passkey login, the trust step): every
 * failure is said under the form or panel that made the call, in the shared client's catalogue text; a 401
 * asks for the reauthentication (signed in) or hands the ended session to the auth state (silent).
 */
const mfaOutcome: Record<Failure, Outcome> = {
  ...shown(),
  unauthorized: { silent: "allauth: 401 signed in opens the reauthentication dialog; 401 signed out goes to the login", movesOn: true },
};
const MFA_NOT_DRIVEN =
  "not driven by the matrix yet (issue 20 ran out of time for the injected failures); the real refusals (wrong code, used recovery code, refused reauthentication, cancelled passkey) are driven by account-security.spec.ts";

export const FAULT_MATRIX: FaultRow[] = [
  // --- public forms ---------------------------------------------------------------------------
  {
    id: "POST /my/api/contact/",
    method: "POST",
    path: "/my/api/contact/",
    source: "site (contact form, spec §2 /contacts/)",
    screen: "/contacts/ contact form",
    trigger: "fill the form, press Send message",
    outcome: publicForm(),
    drive: form("anonymous", "/contacts/", CONTACT, "Send message", { steps: REACH }),
  },
  {
    id: "POST /my/api/help/review-proposals/",
    method: "POST",
    path: "/my/api/help/review-proposals/",
    source: "site (review proposals, spec §2 /help/:slug/)",
    screen: "/help/connect-to-vps-over-ssh/ review proposal",
    trigger: "press Propose a review of this article, fill, press Send review",
    outcome: publicForm(),
    drive: form("anonymous", "/help/connect-to-vps-over-ssh/", REVIEW, "Send review", {
      steps: "press Propose a review of this article first",
    }),
  },
  {
    id: "POST /my/api/email-promo/",
    method: "POST",
    path: "/my/api/email-promo/",
    source: "spec §7",
    screen: "/contacts/ new-customer discount form",
    trigger: "type an e-mail, press Get the code",
    outcome: publicForm(),
    drive: form("anonymous", "/contacts/", [{ label: "Your e-mail", value: "client@example.com", within: "form:has-text('Get the code')" }], "Get the code", {
      steps: REACH,
    }),
  },
  {
    id: "GET /my/api/features/",
    method: "GET",
    path: "/my/api/features/",
    source: "spec §7",
    screen: "/vpn/ (VPN availability), forms (CSRF seed), checkout (currency rules)",
    trigger: "load /vpn/",
    outcome: silent("spec §6: the VPN is shown unless the features say otherwise; a failed look-up keeps the default (nothing to tell)"),
    drive: onLoad("anonymous", "/vpn/", { browser: "a static page (/vpn/) that asks for the features in its island boot" }),
  },
  {
    id: "GET /my/api/currency/",
    method: "GET",
    path: "/my/api/currency/",
    source: "spec §7",
    screen: "checkout order sidebar, account currency selector",
    trigger: "load /checkout/?plan=vps-1",
    outcome: silent("spec §9: the default currency (EUR) is used when the list cannot be had"),
    drive: onLoad("anonymous", "/checkout/?plan=vps-1"),
  },
  {
    id: "GET /my/api/catalog/",
    method: "GET",
    path: "/my/api/catalog/",
    source: "site (checkout plans, order tariff change)",
    screen: "/checkout/ first stage",
    trigger: "load /checkout/?plan=vps-1",
    // The checkout cannot go on without plans: it says so in its own words, whatever the failure.
    outcome: same(T.plansFailed),
    drive: onLoad("anonymous", "/checkout/?plan=vps-1"),
  },
  {
    id: "GET /my/api/page-context/recaptcha_context/",
    method: "GET",
    path: "/my/api/page-context/recaptcha_context/",
    source: "spec §7",
    screen: "/auth/signup/ captcha check",
    trigger: "load /auth/signup/",
    outcome: shown(T.generic, "GET"),
    drive: onLoad("anonymous", "/auth/signup/"),
  },
  // --- support chat -----------------------------------------------------------------------------
  {
    id: "GET /my/api/chat/",
    method: "GET",
    path: "/my/api/chat/",
    source: "site (support chat)",
    screen: "chat panel on /help/",
    trigger: "press the chat launcher",
    // The chat panel says it could not load, whatever the failure (locales/en/chat.json errorLoad).
    outcome: same(T.chatFailed),
    drive: onLoad("anonymous", "/help/", { steps: "press the chat launcher", browser: CHAT_ISLAND }),
  },
  {
    id: "POST /my/api/chat/messages/",
    method: "POST",
    path: "/my/api/chat/messages/",
    source: "site (support chat)",
    screen: "chat panel on /help/",
    trigger: "open the chat, type e-mail and message, press Send",
    outcome: shown(),
    drive: form("anonymous", "/help/", CHAT, "Send", {
      steps: "open the chat panel once its staff is online (the form sends only then)",
      browser: CHAT_ISLAND,
    }),
  },
  {
    id: "POST /my/api/chat/read/",
    method: "POST",
    path: "/my/api/chat/read/",
    source: "site (support chat)",
    screen: "chat panel",
    trigger: "an agent's message arrives while the panel is open",
    outcome: silent("a read receipt: the next one carries the same information, nothing to tell the visitor"),
    drive: {
      user: "anonymous",
      address: "/help/",
      typed: [],
      // A conversation of this browser, its panel left open; for each failure the agent writes, and the open panel reads it.
      steps: "setup: a chat conversation of this browser, its panel left open; for each failure the agent writes and the open panel reads the message",
      browser: CHAT_ISLAND,
    },
  },
  {
    id: "GET /my/api/ws/",
    method: "GET",
    path: "/my/api/ws/",
    source: "site (realtime socket, spec §9 reconnecting socket)",
    screen: "account area, chat",
    trigger: "open /my/",
    outcome: silent("spec §9: the reconnecting socket retries without limit; a drop is not an error to show"),
    // A socket has no status codes: each failure is its nearest socket equivalent (fault-matrix.spec.ts
    // failSocket): no connection, closed 1011 (server error), 1013 (try again later), 1008 (policy: not
    // allowed), or a frame that is not JSON. Then the socket is let through and must reconnect by itself.
    drive: {
      ...onLoad("complete", "/my/", { steps: "after each failure, with the socket let through, it reconnects by itself" }),
      socket: true,
      browser: "a WebSocket: failed with page.routeWebSocket, and its reconnection is the browser's",
    },
  },
  // --- allauth --------------------------------------------------------------------------------
  {
    id: "POST /auth/_allauth/browser/v1/auth/login",
    method: "POST",
    path: `${AUTH}/auth/login`,
    source: "allauth (spec §7 auth/login)",
    screen: "/auth/login/",
    trigger: "type e-mail and password, press Log in",
    outcome: auth(),
    drive: form("anonymous", "/auth/login/", LOGIN, "Log in"),
  },
  {
    id: "POST /auth/_allauth/browser/v1/auth/signup",
    method: "POST",
    path: `${AUTH}/auth/signup`,
    source: "allauth (spec §7 auth/signup)",
    screen: "/auth/signup/",
    trigger: "type e-mail and password, press Sign up",
    outcome: auth(),
    drive: form("anonymous", "/auth/signup/", LOGIN, "Sign up", { steps: ROBOT, again: false }),
  },
  {
    id: "POST /auth/_allauth/browser/v1/auth/password/request",
    method: "POST",
    path: `${AUTH}/auth/password/request`,
    source: "allauth (spec §7 auth/password/request)",
    screen: "/auth/password/reset/",
    trigger: "type e-mail, press Send the link",
    // allauth answers 401 here when the link was sent but nobody is signed in: the screen says the mail is on its way.
    outcome: {
      ...auth(),
      unauthorized: { silent: "allauth: 401 on password/request is the 'sent' answer (acceptStatuses); the screen moves on", movesOn: true },
    },
    drive: form("anonymous", "/auth/password/reset/", [LOGIN[0]!], "Send the link", { steps: ROBOT, again: false }),
  },
  {
    id: "GET /auth/_allauth/browser/v1/auth/session",
    method: "GET",
    path: `${AUTH}/auth/session`,
    source: "allauth (spec §7 session get)",
    screen: "/my/ (every screen that needs the auth state shows the session fallback)",
    trigger: "load /my/",
    outcome: {
      ...shown(T.generic, "GET"),
      unauthorized: { silent: "spec §8 / allauth §0: 401 is 'not signed in' (the account area sends to the login page)" },
    },
    drive: onLoad("anonymous", "/my/"),
  },
  {
    id: "DELETE /auth/_allauth/browser/v1/auth/session",
    method: "DELETE",
    path: `${AUTH}/auth/session`,
    source: "allauth (spec §7 session delete)",
    screen: "account menu, Log out",
    trigger: "signed in on /my/, press Log out",
    // allauth answers a logout with 401 (nobody signed in): the app takes it as done and leaves the account area.
    outcome: { ...auth(), rateLimited: { text: T.tooMany }, unauthorized: { silent: "allauth: 401 is the logout's own answer (signed out)", movesOn: true } },
    drive: { user: "complete", address: "/my/", typed: [], press: "Log out" },
  },
  {
    id: "GET /auth/_allauth/browser/v1/config",
    method: "GET",
    path: `${AUTH}/config`,
    source: "allauth (config)",
    screen: "auth screens (which providers and flows exist)",
    trigger: "load /auth/login/",
    outcome: silent("the login form works without the config; providers are simply not offered"),
    drive: onLoad("anonymous", "/auth/login/"),
  },
  {
    id: "POST /auth/_allauth/browser/v1/auth/2fa/authenticate",
    method: "POST",
    path: `${AUTH}/auth/2fa/authenticate`,
    source: "allauth (spec §7 auth/2fa/authenticate)",
    screen: "/auth/login/ second-factor stage",
    trigger: "log in as the 2FA demo user, type the code, press Confirm",
    outcome: {
      ...auth(),
      unauthorized: { silent: "allauth: a 401 without the pending second factor means the login expired: the screen offers to log in again", movesOn: true },
    },
    // A real login of the TOTP demo user first: the second-factor stage is pending (allauth answers that login 401
    // with the pending mfa_authenticate flow, and a right code 401 with the pending mfa_trust flow, contracts/allauth §0).
    drive: form("anonymous", "/auth/login/", [{ label: "Authentication code", value: "123456" }], "Verify", {
      steps: "log in as the TOTP demo user (2fa@example.com) on /auth/login/: the screen moves to /auth/2fa/",
    }),
  },
  {
    id: "GET+POST /auth/_allauth/browser/v1/auth/password/reset",
    method: "POST",
    path: `${AUTH}/auth/password/reset`,
    source: "allauth (spec §7 password reset)",
    screen: "/auth/password/reset/key/:code/",
    trigger: "open the mailed link, type the new password, press Set password",
    outcome: {
      ...auth(),
      unauthorized: { silent: "allauth: 401 (not signed in) is the reset's success answer: the screen moves on to the login", movesOn: true },
    },
    // One mailed key serves the five failures: a failed POST never reaches the sandbox, the key stays unused.
    drive: form("anonymous", "{link}", [{ label: "New password", value: "Green-Meadow-77" }], "Save the new password", {
      steps: "setup: the password-reset link mailed for a new account (the tab stays signed out)",
    }),
  },
  {
    id: "GET+POST /auth/_allauth/browser/v1/auth/email/verify",
    method: "POST",
    path: `${AUTH}/auth/email/verify`,
    source: "allauth (spec §7 verify email)",
    screen: "/auth/confirm-email/:code/",
    trigger: "open the mailed link, press Confirm",
    outcome: auth(),
    drive: { user: "anonymous", address: "{link}", typed: [], press: "Confirm", steps: "setup: a pending signup's mailed verify_email link" },
  },
  {
    id: "POST /auth/_allauth/browser/v1/auth/email/verify/resend",
    method: "POST",
    path: `${AUTH}/auth/email/verify/resend`,
    source: "allauth (email verification resend)",
    screen: "/auth/email/ (waiting for the confirmation)",
    trigger: "after signing up, press Send again",
    outcome: auth(),
    drive: { user: "anonymous", address: "/auth/email/", typed: [], press: "Send the link again", steps: "setup: a pending signup of this tab" },
  },
  {
    id: "GET+POST /auth/_allauth/browser/v1/auth/provider/signup",
    method: "POST",
    path: `${AUTH}/auth/provider/signup`,
    source: "allauth (spec §7 provider signup)",
    screen: "/auth/provider/signup/",
    trigger: "after a third-party login without an e-mail, type it, press Continue",
    outcome: {
      ...auth(),
      unauthorized: { silent: "allauth: a 401 without the pending provider signup means it expired: the screen offers to log in again", movesOn: true },
    },
    drive: form("anonymous", "/auth/provider/signup/", [{ label: "E-mail", value: "provider.matrix@example.org" }], "Sign up", {
      steps: "setup: a real third-party login whose provider shares no address (the provider signup is pending)",
    }),
  },
  {
    id: "POST /auth/_allauth/browser/v1/auth/provider/redirect",
    method: "POST",
    path: `${AUTH}/auth/provider/redirect`,
    source: "allauth (spec §7 provider redirect, a form post)",
    screen: "/auth/login/ third-party buttons",
    trigger: "press a provider button",
    outcome: silent(
      "a real form post (navigation), not a fetch: the browser shows the answer; allauth's failure page is /auth/provider/callback (Third-party login failure)",
    ),
    notDriven:
      "a real <form method=post> navigation to allauth, not a fetch: no client code sees its answer, the browser shows whatever allauth returns; allauth's own failure outcome, /auth/provider/callback/?error=…, is driven by auth-flows.spec.ts ('a denied consent shows the third-party failure page')",
  },
  {
    id: "POST /auth/_allauth/browser/v1/account/password/change",
    method: "POST",
    path: `${AUTH}/account/password/change`,
    source: "allauth (password change)",
    screen: "/auth/password/change/",
    trigger: "signed in, type current and new password, press Change password",
    outcome: { ...auth(), unauthorized: { silent: "allauth: 401 is 'not signed in' (the session ended): the screen sends to the login", movesOn: true } },
    drive: form(
      "complete",
      "/auth/password/change/",
      [
        { label: "Current password", value: "Sandbox-demo-2024" },
        { label: "New password", value: "Green-Meadow-77" },
      ],
      "Change the password",
    ),
  },
  // --- account (signed in) ------------------------------------------------------------------------
  {
    id: "GET /my/api/account/menu_context/",
    method: "GET",
    path: "/my/api/account/menu_context/",
    source: "spec §7",
    screen: "/my/ account menu",
    trigger: "signed in, load /my/",
    outcome: shown(T.generic, "GET"),
    drive: onLoad("complete", "/my/"),
  },
  {
    id: "GET+PUT /my/api/account/personal_info/",
    method: "PUT",
    path: "/my/api/account/personal_info/",
    source: "spec §7",
    screen: "/my/personal/ personal data form (also the checkout's personal-data stage)",
    trigger: "signed in, change the city, press Save",
    outcome: shown(T.generic, "PUT"),
    drive: form("complete", "/my/personal/", [{ label: "City", value: "Utrecht" }], "Save"),
  },
  {
    id: "GET+PUT /my/api/second_login/",
    method: "PUT",
    path: "/my/api/second_login/",
    source: "spec §7",
    screen: "/my/second-login/ (change account), /my/second-login/access/",
    trigger: "signed in as a second login, on /my/second-login/ press Switch (work on the other account)",
    outcome: shown(T.generic, "PUT"),
    drive: { user: "second", address: "/my/second-login/", typed: [], press: "Switch" },
  },
  {
    id: "PUT /my/api/i18n/language/",
    method: "PUT",
    path: "/my/api/i18n/language/",
    source: "spec §7",
    screen: "/my/ dashboard language choice",
    trigger: "signed in, choose another language",
    outcome: shown(T.generic, "PUT"),
    drive: { user: "complete", address: "/my/", typed: [], press: "Русский", steps: "the button is in the Interface language group" },
  },
  {
    id: "POST /my/api/graphql/",
    method: "POST",
    path: "/my/api/graphql/",
    source: "spec §7 'other account calls' (GraphQL), checkout order creation",
    screen: "/my/projects/ New project dialog (one operation stands for the endpoint)",
    trigger: "signed in, press New project, type name and description, press New project",
    // The account's failure toast: the call's title, then what kind of failure (ui/failure.tsx).
    // A 429 says the server's detail (spec §8), as on the REST calls.
    outcome: { ...same(T.projectCreate), network: { text: T.requestFailed }, rateLimited: { text: THROTTLED } },
    drive: {
      ...form(
        "complete",
        "/my/projects/",
        [
          { label: "Name", value: "Fault matrix", within: "dialog[open]" },
          { label: "Description", value: "Typed before the failure", within: "dialog[open]" },
        ],
        "New project",
        { steps: "press New project first; the call is the dialog's New project button" },
      ),
      body: /createProject/,
    },
  },
  // --- checkout and payment ------------------------------------------------------------------------
  {
    id: "POST /my/api/payment/promo-code/apply/",
    method: "POST",
    path: "/my/api/payment/promo-code/apply/",
    source: "spec §7",
    screen: "/checkout/ order sidebar promo code",
    trigger: "signed in, type a promo code, press Apply",
    outcome: shown(),
    drive: form("complete", "/checkout/?plan=vps-1", [{ label: "Promo code", value: "WELCOME5" }], "Apply"),
  },
  {
    id: "POST /my/api/payment/promo-code/{}/validate/",
    method: "POST",
    path: "/my/api/payment/promo-code/{}/validate/",
    source: "spec §7",
    screen: "/checkout/ payment stage (an applied promo code is checked again)",
    trigger: "apply a code, press Continue (the payment stage checks it again)",
    outcome: silent("a kept code that cannot be checked is dropped quietly; the customer can apply it again"),
    // A real apply of a real code (once per account: a new customer each time, never the demo one);
    // the check runs when the customer goes on to the payment stage.
    drive: {
      user: "anonymous",
      address: "/checkout/?plan=vps-1",
      typed: [],
      press: "Continue",
      steps: "before each failure a new customer is signed in, types WELCOME5 in Promo code and presses Apply (applied for real)",
    },
  },
  {
    id: "GET+POST /my/api/payment/{}/",
    method: "GET",
    path: "/my/api/payment/{}/",
    source: "spec §7",
    screen: "/checkout/pay/:ref/ payment page (also reached from the account: top-up, debts, tariff surcharge, renewal; and the crypto page)",
    trigger: "place an order and land on the payment page, or open the top-up payment /checkout/pay/balance/",
    // Spec §8: "Failed to fetch payment providers" (with the server's message when it sent one); no answer at all adds "Request failed…".
    outcome: { ...same(T.fetchPaymentProviders), network: { text: T.requestFailed } },
    // The top-up payment (reference "balance") is the same call without placing an order first.
    drive: onLoad("complete", "/checkout/pay/balance/"),
  },
  {
    id: "POST /my/api/payment/unpaid-invoices/payment_container/",
    method: "POST",
    path: "/my/api/payment/unpaid-invoices/payment_container/",
    source: "spec §7",
    screen: "/my/debts/ pay selected",
    trigger: "signed in, select all unpaid invoices, press Pay",
    // The account's toast: "Failed to complete request", then what kind of failure (ui/failure.tsx).
    outcome: { ...shown(), unauthorized: { text: T.signedOut } },
    drive: form("complete", "/my/finance/debts/", [], "Pay selected", { steps: "tick Select all first" }),
  },
  {
    id: "POST /my/api/payment/setup/",
    method: "POST",
    path: "/my/api/payment/setup/",
    source: "spec §7 (body designed in decision 108)",
    screen: "/my/finance/ saved payment methods",
    trigger: "signed in as the owner, press Add card",
    // The account's toast: "Failed to complete request", then what kind of failure (ui/failure.tsx).
    outcome: { ...shown(), unauthorized: { text: T.signedOut } },
    drive: form("complete", "/my/finance/", [], "Add card"),
  },
  {
    id: "GET /my/api/payment/{}/{}/",
    method: "GET",
    path: "/my/api/payment/{}/{}/",
    source: "spec §7 (crypto status)",
    screen: "/checkout/pay/:ref/crypto/",
    trigger: "choose a crypto network on the payment page",
    outcome: shown(T.generic, "GET"),
    drive: onLoad("anonymous", "{path}", { steps: "setup: a new customer's order paid with USDT (Tron): its crypto page" }),
  },
  {
    id: "POST /my/api/payment/{}/{}/trigger_check/",
    method: "POST",
    path: "/my/api/payment/{}/{}/trigger_check/",
    source: "spec §7 (crypto check)",
    screen: "/checkout/pay/:ref/crypto/",
    trigger: "press Check the payment",
    outcome: shown(),
    drive: form("anonymous", "{path}", [], "Check payment now", {
      steps: "setup: a new customer's order paid with USDT (Tron): its crypto page; wait for the crypto status",
    }),
  },
  // --- support tickets -------------------------------------------------------------------------------
  {
    id: "POST /my/api/tickets/{}/messages/",
    method: "POST",
    path: "/my/api/tickets/{}/messages/",
    source: "site (ticket conversations, decision 107)",
    screen: "/my/tickets/:id/ reply form",
    trigger: "signed in, open a ticket, type a reply, press Send reply",
    // The account's toast: "Failed to complete request", then what kind of failure (ui/failure.tsx); the reply stays typed.
    outcome: { ...shown(), unauthorized: { text: T.signedOut } },
    drive: form("anonymous", "{path}", [{ label: "Message", value: "Typed before the failure" }], "Send reply", {
      steps: "setup: a new customer (signed in) with a ticket of its own: the ticket's page",
    }),
  },
  // --- partner ----------------------------------------------------------------------------------------
  {
    id: "GET /my/api/partner/",
    method: "GET",
    path: "/my/api/partner/",
    source: "site (partner programme)",
    screen: "/my/partner/",
    trigger: "signed in, load /my/partner/",
    // The page tells the failure kinds apart (spec §8); a 401 is "not signed in": it offers the login.
    outcome: { ...shown(T.generic, "GET"), unauthorized: { text: "Log in to see your referral link and cashback." } },
    drive: onLoad("complete", "/my/partner/"),
  },
  {
    id: "POST /my/api/partner/payouts/",
    method: "POST",
    path: "/my/api/partner/payouts/",
    source: "site (partner programme)",
    screen: "/my/partner/ payout form",
    trigger: "signed in, type amount and details, press Request payout",
    outcome: { ...shown(T.completeRequest), network: { text: T.requestFailed } },
    // The demo customer has no cashback (the button stays disabled): a partner of its own, with 24 EUR to pay out.
    drive: form("anonymous", "/my/partner/", [{ label: "Amount, EUR", value: "12" }], "Request payout", {
      steps: "setup: a new partner (signed in) with 24 EUR of cashback from a referred customer's payment",
    }),
  },
  {
    id: "POST /my/api/orders/{}/root-password/",
    method: "POST",
    path: "/my/api/orders/{}/root-password/",
    source: "hosting API addition (decision 159: a server's root password, shown once after reauthentication)",
    screen: "/my/orders/<id>/ server block of an active server whose way in is a password",
    trigger: "press Show the root password",
    outcome: {
      ...same("The root password could not be shown. Try again in a few minutes."),
      unauthorized: { silent: "allauth's reauthentication: a 401 with flows opens the reauthentication dialog", movesOn: true },
    },
    notDriven:
      "needs a paid server that finished provisioning with a password: order-provisioning.spec.ts shows the password once in the browser; the refusals (reauthentication due, shown already) are sandbox/orders/provisioning.test.ts's",
  },
  {
    id: "GET /auth/_allauth/browser/v1/account/authenticators",
    method: "GET",
    path: `${AUTH}/account/authenticators`,
    source: "allauth (issue 20: openapi.yaml MFA and WebAuthn calls)",
    screen: "/my/security/ (both panels)",
    trigger: "open Sign-in security",
    outcome: mfaOutcome,
    notDriven: MFA_NOT_DRIVEN,
  },
  {
    id: "POST /auth/_allauth/browser/v1/account/authenticators/totp",
    method: "POST",
    path: `${AUTH}/account/authenticators/totp`,
    source: "allauth (issue 20: openapi.yaml MFA and WebAuthn calls)",
    screen: "/my/security/ two-factor panel",
    trigger: "Set up (GET: the secret), type the app's code, press Turn on; Turn off (DELETE)",
    outcome: mfaOutcome,
    notDriven: MFA_NOT_DRIVEN,
  },
  {
    id: "GET /auth/_allauth/browser/v1/account/authenticators/recovery-codes",
    method: "GET",
    path: `${AUTH}/account/authenticators/recovery-codes`,
    source: "allauth (issue 20: openapi.yaml MFA and WebAuthn calls)",
    screen: "/my/security/ two-factor panel",
    trigger: "press Show recovery codes / Generate new recovery codes (POST)",
    outcome: mfaOutcome,
    notDriven: MFA_NOT_DRIVEN,
  },
  {
    id: "POST /auth/_allauth/browser/v1/account/authenticators/webauthn",
    method: "POST",
    path: `${AUTH}/account/authenticators/webauthn`,
    source: "allauth (issue 20: openapi.yaml MFA and WebAuthn calls)",
    screen: "/my/security/ passkeys panel",
    trigger: "type a name, press Add a passkey (GET: the creation options); Rename (PUT), Remove (DELETE)",
    outcome: mfaOutcome,
    notDriven: MFA_NOT_DRIVEN,
  },
  {
    id: "POST /auth/_allauth/browser/v1/auth/reauthenticate",
    method: "POST",
    path: `${AUTH}/auth/reauthenticate`,
    source: "allauth (issue 20: openapi.yaml MFA and WebAuthn calls)",
    screen: "/my/security/ reauthentication dialog",
    trigger: "a sensitive change after five minutes: type the password, press Confirm",
    outcome: mfaOutcome,
    notDriven: MFA_NOT_DRIVEN,
  },
  {
    id: "POST /auth/_allauth/browser/v1/auth/2fa/reauthenticate",
    method: "POST",
    path: `${AUTH}/auth/2fa/reauthenticate`,
    source: "allauth (issue 20: openapi.yaml MFA and WebAuthn calls)",
    screen: "/my/security/ reauthentication dialog",
    trigger: "a sensitive change after five minutes: type an authentication code, press Confirm",
    outcome: mfaOutcome,
    notDriven: MFA_NOT_DRIVEN,
  },
  {
    id: "POST /auth/_allauth/browser/v1/auth/2fa/trust",
    method: "POST",
    path: `${AUTH}/auth/2fa/trust`,
    source: "allauth (issue 20: openapi.yaml MFA and WebAuthn calls)",
    screen: "/auth/2fa/ (the same press as the code)",
    trigger: "a right code at the second-factor step; the trust box's choice is sent at once",
    outcome: mfaOutcome,
    notDriven: MFA_NOT_DRIVEN,
  },
  {
    id: "GET /auth/_allauth/browser/v1/auth/webauthn/login",
    method: "GET",
    path: `${AUTH}/auth/webauthn/login`,
    source: "allauth (issue 20: openapi.yaml MFA and WebAuthn calls)",
    screen: "/auth/login/ Use a passkey",
    trigger: "press Use a passkey (GET: the request options, POST: the signed answer)",
    outcome: mfaOutcome,
    notDriven: MFA_NOT_DRIVEN,
  },
  // Sessions, e-mail addresses and connected logins (issue 20 items 3-4): each panel of /my/security/ reads its
  // list on load and says a failed read in it; the add-address form says a failure under itself, keeping the address.
  {
    id: "GET /auth/_allauth/browser/v1/auth/sessions",
    method: "GET",
    path: `${AUTH}/auth/sessions`,
    source: "allauth (issue 20: openapi.yaml Sessions)",
    screen: "/my/security/ sessions panel (DELETE: End session, End all other sessions, Sign out here)",
    trigger: "open Sign-in security",
    outcome: shown(T.generic, "GET"),
    drive: onLoad("complete", "/my/security/"),
  },
  {
    id: "POST /auth/_allauth/browser/v1/account/email",
    method: "POST",
    path: `${AUTH}/account/email`,
    source: "allauth (issue 20: openapi.yaml Account: Email)",
    screen: "/my/security/ e-mail addresses panel (GET on load; PUT, PATCH, DELETE by the row buttons)",
    trigger: "type a new address, press Add address",
    // A 401 that is not a reauthentication is handed to the session call (the session is still good: nothing moves).
    outcome: { ...shown(), unauthorized: { silent: "allauth: 401 signed out is handed to the auth state, which leaves the area when the session ended" } },
    drive: form("complete", "/my/security/", [{ label: "New e-mail address", value: "matrix.extra@example.org" }], "Add address"),
  },
  {
    id: "GET /auth/_allauth/browser/v1/account/providers",
    method: "GET",
    path: `${AUTH}/account/providers`,
    source: "allauth (issue 20: openapi.yaml Account: Providers)",
    screen: "/my/security/ connected logins panel (DELETE: Disconnect)",
    trigger: "open Sign-in security",
    outcome: shown(T.generic, "GET"),
    drive: onLoad("complete", "/my/security/"),
  },
];
