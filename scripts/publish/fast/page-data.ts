// A page's page-data.json as Gatsby's build writes it, for a page whose context changed (decision 230).
// The site's templates query only their language's locales (and the layout its static query of the site settings):
// what a content edit changes is the page context gatsby-node gives createPage. So a page's new page-data is the
// live file with `result.pageContext` replaced; everything else (componentChunkName, data, staticQueryHashes,
// slicesMap, matchPath) is Gatsby's own text, kept byte for byte.
import path from "node:path";

/** Where Gatsby writes a page's data (public/page-data/help/x/page-data.json; the home page's is page-data/index/). */
export function pageDataFileOf(publicDir: string, pagePath: string): string {
  const trimmed = pagePath.replace(/^\/|\/$/g, "");
  return path.join(publicDir, "page-data", trimmed === "" ? "index" : trimmed, "page-data.json");
}

export type PageDataFile = { componentChunkName: string; path: string; result: { data?: unknown; pageContext?: unknown } };

/**
 * The page-data text with a new page context; the same text when the context is the same. Gatsby writes
 * `"result":` + JSON.stringify(result) (query-runner.js), and a JSON text JSON.stringify wrote reads back to the
 * same text: the result's span in the file is found that way, and only it is replaced.
 */
export function patchPageData(text: string, context: Record<string, unknown>): string {
  const parsed = JSON.parse(text) as PageDataFile;
  const span = `"result":${JSON.stringify(parsed.result)}`;
  const at = text.indexOf(span);
  if (at < 0 || text.indexOf(span, at + 1) >= 0) throw new Error(`${parsed.path}: the page data's result was not found as Gatsby writes it`);
  // JSON.stringify drops undefined values, as Gatsby's stringify of the stored context does.
  const result = { ...parsed.result, pageContext: JSON.parse(JSON.stringify(context)) as unknown };
  return text.slice(0, at) + `"result":${JSON.stringify(result)}` + text.slice(at + span.length);
}
