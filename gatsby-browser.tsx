import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global.css";
import "./src/styles/app.css";
import "./src/styles/forms.css";
import "./src/styles/account.css";

// Marks the document once React has hydrated it, so tests (and monitoring) can tell a live page
// from server-rendered HTML that is not interactive yet.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  (window as unknown as { __hydrated?: boolean }).__hydrated = true;
};
