import type { HTMLAttributes, ReactNode } from "react";

type HtmlProps = {
  htmlAttributes: HTMLAttributes<HTMLHtmlElement>;
  headComponents: ReactNode;
  bodyAttributes: HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: ReactNode;
  body: string;
  postBodyComponents: ReactNode;
};

/**
 * Every page's document: Gatsby's default (gatsby/cache-dir/default-html.js) without Internet Explorer's
 * `x-ua-compatible` and Safari 9's `shrink-to-fit=no` (decision 266). The viewport is here once for every page
 * (the pages' Head added a second one), and gatsby-ssr.tsx takes out Gatsby's `generator` meta (its version,
 * which tells a scanner what to try). The long landing pages' documents are within bytes of the first round
 * trip (src/build/precompress.ts): these were 200 bytes of each.
 */
export default function HTML(props: HtmlProps) {
  // The page's language from its Head (gatsby-ssr.tsx sets English before Head runs).
  const { lang = "en", ...htmlAttributes } = props.htmlAttributes;
  return (
    <html lang={lang} {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
