import "./src/lib/zod-config";
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./src/styles/global.css";
import "./src/styles/app.css";
import "./src/styles/site.css";
import "./src/styles/header.css";
import "./src/styles/forms.css";
import "./src/styles/account.css";
import "./src/styles/pricing.css";
import "./src/styles/checkout.css";
import "./src/styles/support-chat.css";
import "./src/styles/partner.css";
import { bootPagePath } from "./src/lib/not-found-path";
import { isAppPath } from "./src/lib/app-paths";
import { languageOfPage, rememberLanguage } from "./src/lib/stored-language";
import { replayHeldHeaderClicks } from "./src/lib/held-header-clicks";
import { stagedPagesLive } from "./src/components/staged-page";
import { nextTask } from "./src/islands/next-task";

// A visit through a referral link (/?ref=CODE) stores the code in the 365-day scoring cookie. The capture
// (and src/lib/domains.ts) loads only when the address has a `ref` parameter (its own first test), not on
// every page. Gatsby awaits the returned promise before it starts the page, so the cookie is set before
// hydration, as when the capture was bundled; a failed load must not stop the page (nothing to tell).
// Without one, Gatsby starts the page in the next task (decision 266): the app chunk's own task then only
// evaluates its modules, and the loader's start (page data, the router) is a task of its own.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // An unknown /ru/ address answered with the Russian not-found page keeps its address (decision 059).
  const boot = window as unknown as { pagePath?: string };
  boot.pagePath = bootPagePath(boot.pagePath, window.location.pathname);
  if (!new URLSearchParams(window.location.search).get("ref")) return nextTask();
  return import("./src/lib/referral-capture").then(({ captureReferral }) => void captureReferral(window.location, document)).catch(() => undefined);
};

// Hydration runs as a transition, so React renders the server's HTML in slices of a few milliseconds
// and yields to the browser between them, instead of one long task of the whole page (which is what
// Lighthouse's Total Blocking Time counted: a 0.4–1 s task on a throttled phone). A click or key press
// during hydration is not lost: React finishes hydrating at once and then dispatches it. Client-only
// pages (/my, /checkout: an empty shell in the HTML) render as before.
// docs/decisions/062-hydrate-as-a-transition.md
//
// The roots take React 18's default error handling (decision 264; React 18 has no `onUncaughtError` or
// `onCaughtError`): an error no boundary caught unmounts the root and is thrown to the window's error event; an
// error a boundary caught is the boundary's to show, and React logs it too.

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => (element: ReactNode, container: Element) => {
  const shell = document.getElementById("gatsby-focus-wrapper");
  // The auth screens' HTML holds their frame in both languages (decision 144): rendered anew, not hydrated.
  if (shell && shell.children.length > 0 && !shell.querySelector(".auth-frame")) {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    // In a transition, as the hydration: React renders the screen in slices (the frame stays painted meanwhile,
    // and the first commit replaces it), not in one long task.
    const root = createRoot(container);
    startTransition(() => root.render(element));
  }
};

// Marks the document once React has hydrated it, so tests (and monitoring) can tell a live page
// from server-rendered HTML that is not interactive yet.
// A staged page (the account, the checkout: decision 265) is live once its own modules have run and its boundary has
// hydrated, after the root's first commit.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  void stagedPagesLive().then(() => {
    (window as unknown as { __hydrated?: boolean }).__hydrated = true;
    // A tap on the header's menu made while the page's code loaded acts now (decision 149).
    void replayHeldHeaderClicks();
  });
  // Content pages are static HTML without Gatsby's runtime (decision 078): a link from the account or the
  // checkout to one is an ordinary page load, not an in-app render of its template.
  const w = window as unknown as { ___navigate?: (to: string, options?: unknown) => void };
  const inApp = w.___navigate;
  if (inApp) w.___navigate = (to, options) => (typeof to === "string" && !isAppPath(to) ? window.location.assign(to) : inApp(to, options));
};

// The site's stored language is the language of the last page viewed: the auth screens, whose address
// has no language, speak it (decision 076).
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  const language = languageOfPage(location.pathname);
  if (language) rememberLanguage(language);
};
