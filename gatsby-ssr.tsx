import type { ReactElement } from "react";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { setIslandServerRenderer } from "./src/islands/island";
import { stagedPagesSettled } from "./src/components/staged-page";
import { FAVICON_HREF } from "./src/lib/favicon";
import { AUTH_LANGUAGE_SCRIPT } from "./src/build/auth-language-script";

// Islands render their tree on their own on the server (src/islands/island.tsx, decision 078).
setIslandServerRenderer((element, options) => renderToString(element, options));

// The page's body as one string (decision 264). Gatsby streams it otherwise, and React 18's Node stream writes NUL
// bytes where a multi-byte character (Cyrillic) straddles the end of its 2 KB buffer (fixed in React 19): the
// Russian pages carried them. The body's tree suspends nowhere on the server, so the string is the stream's HTML.
// A staged page (src/components/staged-page.tsx) renders once its modules have been evaluated: Gatsby awaits this.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  await stagedPagesSettled();
  replaceBodyHTMLString(renderToString(bodyComponent as ReactElement));
};

// Pages set <html lang> through the Head API; this is the default before Head runs.
// The pages that keep Gatsby's runtime and its route announcer. The partner page is an app path for links
// (isAppPath) but is written as a static page with islands, which has its own rule (decision 117).
const KEEPS_GATSBY_RUNTIME = /^(?:\/ru)?\/(?:my|checkout|auth)\//;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // The icon inline (src/lib/favicon.ts): no request before the first paint (decision 128).
  setHeadComponents([
    // The auth screens' language, chosen before their body (both languages' frames) is parsed: decision 144.
    ...(pathname.startsWith("/auth/") ? [<script key="auth-language" dangerouslySetInnerHTML={{ __html: AUTH_LANGUAGE_SCRIPT }} />] : []),
    <link key="icon" rel="icon" href={FAVICON_HREF} />,
    // The client apps' pages (/my/, /checkout/, the auth screens) paint only once their body has been parsed:
    // the parser may yield inside it on these large documents, and a paint of half a header moved its brand and
    // nav when the rest came (seen on /checkout/), the chat launcher likewise. Chromium unblocks when the target
    // is inserted, so the target is the body's last element, Gatsby's route announcer (decision 117 does the same
    // for content pages with their boot script). Other browsers ignore it.
    ...(KEEPS_GATSBY_RUNTIME.test(pathname) ? [<link key="expect-body" rel="expect" href="#gatsby-announcer" blocking="render" />] : []),
  ]);
};

// Gatsby's `<meta name="generator" content="Gatsby x.y.z">` is not written (decision 266): it only tells a scanner
// which version's weaknesses to try, and costs every document its bytes.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(getHeadComponents().filter((component) => !isGeneratorMeta(component)));
};

const isGeneratorMeta = (component: unknown) => {
  const element = component as { type?: unknown; props?: { name?: unknown } } | null;
  return element?.type === "meta" && element.props?.name === "generator";
};
