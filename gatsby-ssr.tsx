import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { setIslandServerRenderer } from "./src/islands/island";

// Islands render their tree on their own on the server (src/islands/island.tsx, decision 078).
setIslandServerRenderer((element, options) => renderToString(element, options));

// Pages set <html lang> through the Head API; this is the default before Head runs.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};
