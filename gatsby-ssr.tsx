import type { GatsbySSR } from "gatsby";

// Pages set <html lang> through the Head API; this is the default before Head runs.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};
