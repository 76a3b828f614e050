import { DEFAULT_LANGUAGE, LANGUAGES } from "../lib/i18n-config";
import type { PageSpec } from "./page-spec";

/**
 * The context a page of the route table is created with (gatsby-node.ts's createPages), and the one the publish
 * fast path writes into a changed page's page data (decision 230). `i18n` is set here so
 * gatsby-plugin-react-i18next leaves the page alone (it is already per language).
 */
export function pageContextOf(page: Pick<PageSpec, "path" | "context">): Record<string, unknown> {
  const language = page.context.language;
  const originalPath = language === DEFAULT_LANGUAGE ? page.path : page.path.slice(language.length + 1);
  return {
    ...page.context,
    i18n: {
      language,
      languages: [...LANGUAGES],
      defaultLanguage: DEFAULT_LANGUAGE,
      generateDefaultLanguagePage: false,
      routed: language !== DEFAULT_LANGUAGE,
      originalPath,
      path: page.path,
    },
  };
}
