import type { PageContextBase } from "./page-types";

/** The template names the route table may use; gatsby-node maps each to a file in src/templates. */
export const TEMPLATES = {
  "help-index": "help-index.tsx",
  "help-article": "help-article.tsx",
  "help-tag": "help-tag.tsx",
  landing: "landing.tsx",
  plan: "plan.tsx",
  "news-index": "news-index.tsx",
  document: "document.tsx",
} as const;
export type TemplateName = keyof typeof TEMPLATES;

/** One static page of the route table: its final (language-prefixed) path, template and data. */
export type PageSpec = {
  path: string;
  template: TemplateName;
  context: PageContextBase;
  /** Route family (decision 003), e.g. `variant:vps:in`; defaults to the template name. */
  family?: string;
};
