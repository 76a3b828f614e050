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

// A visit through a referral link (/?ref=CODE) stores the code in the 365-day scoring cookie.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => captureReferral(window.location, document);

// zod 4 probes `new Function` to compile object parsers; the site's strict CSP reports that probe as a
// violation even though zod catches it. zod reads its settings from this global when it loads (any
// chunk, any page), so setting it here turns the probe off everywhere without bundling zod here.
const zodGlobal = globalThis as unknown as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Marks the document once React has hydrated it, so tests (and monitoring) can tell a live page
// from server-rendered HTML that is not interactive yet.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  (window as unknown as { __hydrated?: boolean }).__hydrated = true;
};
