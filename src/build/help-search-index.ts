import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { LANGUAGES, type Language } from "../lib/i18n-config";
import type { HelpArticleContext, PortableTextValue } from "./page-types";
import type { PageSpec } from "./page-spec";
import { helpIndexPath, type HelpIndexFile } from "../lib/help-index";

export type { HelpIndexFile } from "../lib/help-index";

/** Plain text of Portable Text: spans of text blocks, code of code blocks, text of callouts; unknown blocks skipped. */
export function portableTextToPlain(body: PortableTextValue): string {
  const parts: string[] = [];
  for (const block of body) {
    if (block._type === "block" && Array.isArray(block.children)) {
      parts.push((block.children as Array<{ text?: unknown }>).map((c) => (typeof c.text === "string" ? c.text : "")).join(""));
    } else if (block._type === "codeBlock" && typeof block.code === "string") {
      parts.push(block.code);
    } else if (block._type === "callout" && typeof block.text === "string") {
      parts.push(block.text);
    }
  }
  return parts.filter((p) => p.trim() !== "").join("\n");
}

/** The index of one language, built from the route table's help-article pages (same data the pages show). */
export function buildHelpIndex(pages: readonly PageSpec[], language: Language): HelpIndexFile {
  const articles = pages
    .filter((p) => p.template === "help-article" && p.context.language === language)
    .map((p) => {
      const { article } = p.context as HelpArticleContext;
      return { slug: article.slug, title: article.title, excerpt: article.excerpt, tags: article.tags, text: portableTextToPlain(article.body) };
    })
    .sort((a, b) => a.title.localeCompare(b.title, language));
  return { language, articles };
}

/** Writes public/help-index/<lang>.json for every language (called from onPostBuild). */
export async function writeHelpIndexes(publicDir: string, pages: readonly PageSpec[]): Promise<void> {
  for (const language of LANGUAGES) {
    const file = path.join(publicDir, helpIndexPath(language));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(buildHelpIndex(pages, language)));
  }
}
