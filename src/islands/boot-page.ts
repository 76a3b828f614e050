import "../lib/zod-config";
import { getChecked, isCurrencyAnswer, isFeaturesAnswer, type FeaturesAnswer } from "./site-answers";
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
import { chatActive } from "../lib/chat-active";
import { inTurn, nextTask, whenIdle } from "./next-task";

// The part of a static content page's boot that needs the API or shared code (decisions 078, 118): the
// stored language, the header's menu and tabs, the display currency and prices, the VPN rule, and the
// islands that start by themselves. The boot script (boot.ts) loads it after the page's load event, when
// the browser is idle, or at once when the visitor reaches for the page first, so neither its chunks nor
// its two API calls sit before the page's first paint.

export type PageWiring = { features: Promise<FeaturesAnswer | null>; currencyReady: Promise<void> };

/**
 * Wires the page once; `start` starts an island by name (island-loader.ts). Resolves once what the visitor may
 * touch at once (the menu, the tabs) is wired, the API calls are sent and the page's language is stored; each of
 * those is a task of its own, and the rest follows one step per task after that (decision 130), so no task of the
 * wiring blocks the page for long: in one task they took 17–24 ms on the bench's machine, a 100–145 ms task on
 * Lighthouse's 6× slower CPU (issue 40). Until it resolves, the boot holds clicks on the menu and the tabs.
 */
export async function wirePage(start: (name: string) => void, doc: Document = document): Promise<PageWiring> {
  const language = doc.documentElement.lang || "en";

  // The page's two questions to the API (the account and checkout apps ask them through the zod client). The
  // page's first fetch also sets up the Fetch API: a task of its own.
  const features = getChecked("/my/api/features/", isFeaturesAnswer, language);
  await nextTask();
  const currencyReady = wireCurrency(doc, Promise.all([getChecked("/my/api/currency/", isCurrencyAnswer, language), features]));

  // Spec §6: no VPN for Russian visitors without a session (the static page shows it to everyone first).
  void features.then((f) => {
    if (f && isVpnHidden(f)) doc.querySelector(".site")?.classList.add("site--vpn-hidden");
  });

  await nextTask();
  // The header's phone menu (plain DOM, components/header/menu-panel.ts).
  const toggle = doc.querySelector<HTMLButtonElement>(".nav-toggle");
  const panel = doc.getElementById("site-menu-panel");
  if (toggle && panel)
    wireMenuPanel(toggle, panel, (open) => toggle.setAttribute("aria-label", (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? ""));
  // Tab lists of the page (the VPN modes): plain DOM, components/tabs-wiring.ts.
  doc.querySelectorAll<HTMLElement>('[role="tablist"][data-tabs]').forEach((list) => wireTabs(list));

  // The language of the last page viewed is the site's stored language (gatsby-browser does it on app pages): one
  // storage write, done before the page counts as live, so a visitor who moves on at once has it stored. The
  // page's first storage access waits on the browser (5 ms on the bench's machine): a task of its own.
  await nextTask();
  const pageLanguage = languageOfPage(window.location.pathname);
  if (pageLanguage) rememberLanguage(pageLanguage);
  void inTurn([
    // The language switch's links follow the address (the not-found page answers many; queries are kept).
    () => wireLanguageLinks(doc, window.location),
    () => {
      // The chat launcher's placement (clear of the page's primary actions).
      const launcher = doc.querySelector<HTMLElement>('[data-testid="chat-launcher"]');
      if (launcher) keepClearOfActions(launcher);
    },
    () => {
      // A browser with a conversation going keeps the chat's unread count live from the start (as the launcher
      // did after hydration): the chat starts when the page is idle.
      if (chatActive()) whenIdle(() => start("chat-launcher"));
      // A visitor who was signed in sees their account entry without reaching for it (decision 086).
      if (maybeSignedIn()) whenIdle(() => start("account-entry"));
    },
    () => {
      // A visitor who hid the new-customer offer (spec §9 promo-hidden flag) sees it collapsed: its island starts at once.
      if (doc.querySelector('[data-island="email-promo"]') && readStoredChoice(PROMO_HIDDEN_COOKIE) === "1") start("email-promo");
      // A shared help search link (/help/?q=…&tag=…) is a search the visitor asked for: its island starts at once.
      if (doc.querySelector('[data-island="help-search"]') && /[?&](q|tag)=/.test(window.location.search)) start("help-search");
    },
  ]);

  return { features, currencyReady };
}
