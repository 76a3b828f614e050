import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { setIslandServerRenderer } from "./src/islands/island";
import { FAVICON_HREF } from "./src/lib/favicon";

// Islands render their tree on their own on the server (src/islands/island.tsx, decision 078).
setIslandServerRenderer((element, options) => renderToString(element, options));

// Pages set <html lang> through the Head API; this is the default before Head runs.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // The icon inline (src/lib/favicon.ts): no request before the first paint (decision 128).
  setHeadComponents([<link key="icon" rel="icon" href={FAVICON_HREF} type="image/svg+xml" />]);
};
