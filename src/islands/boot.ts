import entries from "island-registry";
import { startIslands } from "./island-loader";
import type { PageWiring } from "./boot-page";
import { applyShownCurrency } from "./early-currency";

// The one script a static content page loads (decisions 078, 118): no React, and no import of shared code,
// so it is one small file and nothing else is fetched before the page has painted. It watches the islands
// (island-loader.ts: each starts when the visitor reaches for it) and loads the rest of the page's wiring
// (boot-page.ts: menu, tabs, currency and prices, the VPN rule, its two API calls) after the load event
// when the browser is idle, or at once on the visitor's first pointer, touch, key or focus.

type BootWindow = { __siteFeatures?: Promise<unknown>; __siteCurrencyReady?: Promise<void>; __hydrated?: boolean };
const w = window as unknown as BootWindow;

// Spec §9: a visit through a referral link stores the partner's code (365-day cookie) before anything else.
// Loaded only when the address has a `ref` (content-page-js.spec.ts checks pages without one never fetch it).
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
    .then(({ wirePage }) => {
      wired = wirePage(start);
      resolveWiring(wired);
      // The page is live: tests (and monitoring) wait for this, as they did for Gatsby's hydration.
      w.__hydrated = true;
      for (const el of held.splice(0)) if (el.isConnected) el.click();
      return wired;
    })
    .catch((error: unknown) => {
      // The static page stays readable; the next interaction tries again.
      loading = null;
      throw error;
    }));

// An island's code reads the page's currency state when it loads: the wiring comes first.
const start = startIslands(entries, () => wirePage().then(() => import("./mount")), { companions: { "chat-launcher": ["chat-badge"] } });

document.addEventListener(
  "click",
  (event) => {
    if (wired || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(WIRED_CONTROLS);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
    void wirePage().catch(() => undefined);
  },
  true,
);
for (const type of ["pointerdown", "touchstart", "keydown", "focusin"] as const) {
  document.addEventListener(type, () => void wirePage().catch(() => undefined), { capture: true, once: true, passive: true });
}

const idle = (cb: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(cb, { timeout: 2000 }) : window.setTimeout(cb, 1));
const afterLoad = () => idle(() => void wirePage().catch(() => undefined));
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });
