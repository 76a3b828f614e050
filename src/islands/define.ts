import type { ComponentType } from "react";

/**
 * When a waiting island hydrates by itself, besides the visitor's first pointer, focus or key inside it
 * (which always starts it): "interaction" — never by itself; "near" — when it comes within
 * NEAR_MARGIN_PX (island-loader.ts) of the viewport after the visitor has scrolled (never merely because it is in the
 * first screen). Decision 078. "boot" — only when the page's boot script starts it, never on the
 * visitor's pointer, focus or key: its static HTML is all a visitor needs otherwise (the header's account
 * entry, started when the signed-in hint is set; decision 122).
 */
export type IslandWhen = "interaction" | "near" | "boot";

export type IslandDefinition<P extends object> = {
  /** The entry file's name under src/islands/entries/ (the boot script loads `entries/<name>.tsx`). */
  name: string;
  component: ComponentType<P>;
  /**
   * The catalogue keys the island renders, as prefixes: `"review"` takes `review.*` from every namespace
   * of the page, `"chat:supportChat"` only from `chat`, `"errors:"` the whole namespace. The page carries
   * these strings and no others for the island (src/islands/strings.ts).
   */
  strings: string[];
  when: IslandWhen;
};

/** An island's entry file default-exports this: `export default defineIsland({ ... })`. */
export function defineIsland<P extends object>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition;
}

/** What the page carries for one island, as `<script type="application/json">` right after its root. */
export type IslandData = {
  /** The props the template gave it (JSON). */
  props: Record<string, unknown>;
  /** Language, namespaces in lookup order and the picked strings: `{ [ns]: subtree }`. */
  i18n: { language: string; defaultNS: string; fallbackNS: string[]; strings: Record<string, unknown> };
  /** gatsby-plugin-react-i18next's page context (language, originalPath, ...), for `useI18next()`. */
  page: Record<string, unknown>;
  /** React's `identifierPrefix` for this root, so `useId` gives the same ids on server and client. */
  idPrefix: string;
  /**
   * On a static content page (decision 133): files holding the strings (`i18n.strings`) and the long props,
   * which the page then leaves out; the boot fetches them when the island starts (island-loader.ts).
   */
  refs?: { strings?: string; props?: string };
};
