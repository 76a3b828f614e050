import { cloneElement, type ReactElement, type ReactNode } from "react";
import type { TFunction } from "i18next";

// react-i18next as the apps' browser bundles use it (decision 222; src/build/app-i18n-aliases.ts aliases the
// package to this file for Gatsby's browser stages, the server render keeps react-i18next). The hook and the
// provider are the islands' (decision 191: `getFixedT(null, <first namespace>)` over the instance, which is
// app-shims/i18next.ts here); the instance's language never changes in place (a language change is a
// navigation: a new page, a new instance), so there are no events to follow.
// `Trans` is what the account's screens ask of it: `t`, `i18nKey`, `values` and `components` whose tags the
// catalogue writes self-closing (`<date />`): the text around each tag, the tag's element in its place.
// react-i18next's Trans parses the text as HTML for that (about 3 KB br). react-i18next.test.tsx renders every
// key the code passes to `Trans` with both, in both languages, and compares the server markup.
export { I18nextProvider, useTranslation } from "@/islands/shims/react-i18next";

const TAG = /<(\w+)\s*\/>/;

type TransProps = {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
};

export function Trans({ t, i18nKey, values, components = {} }: TransProps): ReactNode {
  const parts = String(t(i18nKey, values as never)).split(TAG);
  // split with a group: text, tag name, text, tag name, ..., text.
  const nodes: ReactNode[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) nodes.push(part);
      return;
    }
    const element = components[part];
    nodes.push(element ? cloneElement(element, { key: i }) : `<${part} />`);
  });
  return <>{nodes}</>;
}
