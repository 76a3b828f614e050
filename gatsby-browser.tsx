import "./src/lib/zod-config";
import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global.css";
import "./src/styles/app.css";
import "./src/styles/site.css";
import "./src/styles/forms.css";
import "./src/styles/account.css";
import "./src/styles/checkout.css";
import "./src/styles/support-chat.css";
import "./src/styles/partner.css";

// A visit through a referral link (/?ref=CODE) stores the code in the 365-day scoring cookie. The capture
// (and src/lib/domains.ts) loads only when the address has a `ref` parameter (its own first test), not on
// every page. Gatsby awaits the returned promise before it starts the page, so the cookie is set before
// hydration, as when the capture was bundled; a failed load must not stop the page (nothing to tell).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (!new URLSearchParams(window.location.search).get("ref")) return;
  return import("./src/features/partner/referral-capture")
    .then(({ captureReferral }) => void captureReferral(window.location, document))
    .catch(() => undefined);
};

// Marks the document once React has hydrated it, so tests (and monitoring) can tell a live page
// from server-rendered HTML that is not interactive yet.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  (window as unknown as { __hydrated?: boolean }).__hydrated = true;
};
