import entries from "island-registry";
import { htmlElementOf, startIslands } from "./island-loader";
import type { PageWiring } from "./boot-page";
import { applyShownCurrency } from "./early-currency";
import { fullStyles } from "./full-styles";

// The one script a static content page loads (decisions 078, 118): no React, and no import of shared code,
// so it is one small file and nothing else is fetched before the page has painted. It watches the islands
// (island-loader.ts: each starts when the visitor reaches for it) and loads the rest of the page's wiring
// (boot-page.ts: menu, tabs, currency and prices, the VPN rule, its two API calls) after the load event
// when the browser is idle, or at once on the visitor's first pointer, touch, key or focus. The full
// stylesheet is applied on that first interaction or when an island starts, not before (decision 133).

type BootWindow = {
  __siteFeatures?: Promise<unknown>;
  __siteCurrencyReady?: Promise<void>;
  __hydrated?: boolean;
  /** Clicks and keys on a menu or island trigger that the loader held before this script ran (boot-loader.ts). */
  __held?: Array<[Element, string?]> | null;
};
const w = window as unknown as BootWindow;
const styles = fullStyles();
const applyStyles = () => void styles.apply();

// Spec §9: a visit through a referral link stores the partner's code (365-day cookie) before anything else.
// Loaded only when the address has a `ref` (static-pages.spec.ts checks pages without one never fetch it).
if (new URLSearchParams(window.location.search).get("ref")) {
  void import("../lib/referral-capture").then(({ captureReferral }) => captureReferral(window.location, document)).catch(() => undefined);
}

// The currency the last page showed, at once (decision 130); the wiring checks it against the API later.
applyShownCurrency();

let wired: PageWiring | null = null;
let loading: Promise<PageWiring> | null = null;
let resolveWiring: (wiring: PageWiring) => void = () => undefined;
const wiring = new Promise<PageWiring>((resolve) => (resolveWiring = resolve));
// Islands read the boot's answers through these from the start (site-features.ts, currency-store.ts): they
// settle once the page's wiring has run.
w.__siteFeatures = wiring.then((p) => p.features);
w.__siteCurrencyReady = wiring.then((p) => p.currencyReady);

/** Clicks on the controls the page's wiring serves, made before it ran: replayed once it has. */
const WIRED_CONTROLS = '.nav-toggle, [role="tablist"][data-tabs] [role="tab"]';
const held: HTMLElement[] = [];

const wirePage = (): Promise<PageWiring> =>
  (loading ??= import("./boot-page")
    .then(({ wirePage }) => wirePage(start))
    .then((page) => {
      wired = page;
      resolveWiring(page);
      // The page is live: tests (and monitoring) wait for this, as they did for Gatsby's hydration.
      w.__hydrated = true;
      replayHeld();
      return page;
    })
    .catch((error: unknown) => {
      // The static page stays readable; the next interaction tries again.
      loading = null;
      throw error;
    }));

/** Held clicks on wired controls act once the wiring ran and the full stylesheet applies (an open menu's rules). */
const replayHeld = () => {
  if (wired && styles.applied()) for (const el of held.splice(0)) if (el.isConnected) el.click();
};

// An island's code reads the page's currency state when it loads: the wiring comes first. What an island
// renders once live may need rules the page's critical CSS lacks: the full stylesheet applies first.
const start = startIslands(
  entries,
  () =>
    wirePage()
      .then(() => Promise.all([import("./mount"), styles.apply()]))
      .then(([mount]) => mount),
  {
    companions: { "chat-launcher": ["chat-badge"] },
  },
);

document.addEventListener(
  "click",
  (event) => {
    if ((wired && styles.applied()) || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(WIRED_CONTROLS);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
    void styles.apply().then(replayHeld);
    void wirePage().catch(() => undefined);
  },
  true,
);
for (const type of ["pointerdown", "touchstart", "keydown", "focusin"] as const) {
  document.addEventListener(type, applyStyles, { capture: true, once: true, passive: true });
  document.addEventListener(type, () => void wirePage().catch(() => undefined), { capture: true, once: true, passive: true });
}

// What the visitor did before this script ran (the loader held it, decision 133): replayed now that the
// listeners above and the islands' are in place, as if it happened now.
const early = w.__held ?? [];
w.__held = null;
for (const [target, key] of early) {
  // The loader holds the event's own target: for a tap on an icon, the SVG inside the button.
  const el = htmlElementOf(target);
  if (!el?.isConnected) continue;
  if (key) el.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  else el.click();
}

// Not next-task.ts's whenIdle: the boot script imports no module the page's wiring shares (it would be a chunk of
// its own, one more request before the islands start; tests/built/islands-bundle.test.ts).
const idle = (cb: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(cb, { timeout: 2000 }) : window.setTimeout(cb, 1));
const afterLoad = () => idle(() => void wirePage().catch(() => undefined));
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });
