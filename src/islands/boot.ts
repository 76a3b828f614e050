import "../lib/zod-config";
import entries from "island-registry";
import { startIslands } from "./island-loader";
import { getChecked, isCurrencyAnswer, isFeaturesAnswer } from "./site-answers";
import { wireCurrency } from "./currency-boot";
import { isVpnHidden } from "../lib/vpn-rule";
import { keepClearOfActions } from "../components/launcher-placement";
import { wireMenuPanel } from "../components/header/menu-panel";
import { wireTabs } from "../components/tabs-wiring";
import { languageOfPage, rememberLanguage } from "../lib/stored-language";
import { wireLanguageLinks } from "./language-links";
import { maybeSignedIn } from "../lib/signed-in-hint";
import { readStoredChoice } from "../lib/stored-choice";
import { PROMO_HIDDEN_COOKIE } from "../lib/domains";

// The one script a static content page loads (decision 078): no React. It wires what must work at once
// (referral capture, the display currency and prices, the VPN rule) and starts each island when the
// visitor reaches for it.

type BootWindow = { __siteFeatures?: Promise<unknown>; __siteCurrencyReady?: Promise<void>; __hydrated?: boolean };
const w = window as unknown as BootWindow;
const language = document.documentElement.lang || "en";

// Spec §9: a visit through a referral link stores the partner's code (365-day cookie) before anything else.
// Loaded only when the address has a `ref` (content-page-js.spec.ts checks pages without one never fetch it).
if (new URLSearchParams(window.location.search).get("ref")) {
  void import("../lib/referral-capture").then(({ captureReferral }) => captureReferral(window.location, document)).catch(() => undefined);
}

// The language of the last page viewed is the site's stored language (gatsby-browser does it on app pages).
const pageLanguage = languageOfPage(window.location.pathname);
if (pageLanguage) rememberLanguage(pageLanguage);
// The language switch's links follow the address (the not-found page answers many; queries are kept).
wireLanguageLinks(document, window.location);

// The header's phone menu (plain DOM, components/header/menu-panel.ts) and the chat launcher's placement.
const toggle = document.querySelector<HTMLButtonElement>(".nav-toggle");
const panel = document.getElementById("site-menu-panel");
if (toggle && panel)
  wireMenuPanel(toggle, panel, (open) => toggle.setAttribute("aria-label", (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? ""));
// Tab lists of the page (the VPN modes): plain DOM, components/tabs-wiring.ts.
document.querySelectorAll<HTMLElement>('[role="tablist"][data-tabs]').forEach((list) => wireTabs(list));
const launcher = document.querySelector<HTMLElement>('[data-testid="chat-launcher"]');
if (launcher) keepClearOfActions(launcher);

// The page's two questions to the API (the account and checkout apps ask them through the zod client).
const features = getChecked("/my/api/features/", isFeaturesAnswer, language);
w.__siteFeatures = features;
w.__siteCurrencyReady = wireCurrency(document, Promise.all([getChecked("/my/api/currency/", isCurrencyAnswer, language), features]));

// Spec §6: no VPN for Russian visitors without a session (the static page shows it to everyone first).
void features.then((f) => {
  if (f && isVpnHidden(f)) document.querySelector(".site")?.classList.add("site--vpn-hidden");
});

const start = startIslands(entries, () => import("./mount"), { companions: { "chat-launcher": ["chat-badge"] } });

const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
// A browser with a conversation going keeps the chat's unread count live from the start (as the launcher
// did after hydration): the chat starts when the page is idle.
try {
  if (window.localStorage.getItem("hostward:chat-active") === "1") idle(() => start("chat-launcher"));
} catch {
  // Storage disabled: no conversation to resume.
}
// A visitor who was signed in sees their account entry without reaching for it (decision 086).
if (maybeSignedIn()) idle(() => start("account-entry"));

// A visitor who hid the new-customer offer (spec §9 promo-hidden flag) sees it collapsed: its island starts at once.
if (document.querySelector('[data-island="email-promo"]') && readStoredChoice(PROMO_HIDDEN_COOKIE) === "1") start("email-promo");
// A shared help search link (/help/?q=…&tag=…) is a search the visitor asked for: its island starts at once.
if (document.querySelector('[data-island="help-search"]') && /[?&](q|tag)=/.test(window.location.search)) start("help-search");

// The page is live: tests (and monitoring) wait for this, as they did for Gatsby's hydration.
w.__hydrated = true;
