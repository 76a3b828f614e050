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
import { captureReferral } from "./src/features/partner/referral-capture";
import { bootPagePath } from "./src/lib/not-found-path";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // An unknown /ru/ address answered with the Russian not-found page keeps its address (decision 059).
  const boot = window as unknown as { pagePath?: string };
  boot.pagePath = bootPagePath(boot.pagePath, window.location.pathname);
  // A visit through a referral link (/?ref=CODE) stores the code in the 365-day scoring cookie.
  captureReferral(window.location, document);
};

// Marks the document once React has hydrated it, so tests (and monitoring) can tell a live page
// from server-rendered HTML that is not interactive yet.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  (window as unknown as { __hydrated?: boolean }).__hydrated = true;
};
