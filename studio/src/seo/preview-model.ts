// What a search result and a social card would show for a document (issue 18): the page title and description
// as the build resolves them (src/build/seo.ts, through the same cutting functions), then cut again the way
// Google and the social networks cut them. Character counts stand in for pixel widths (about 600 px of title).
import type { Language } from "../../../schemas/lib/languages";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, clip, firstParagraph, fitTitle } from "../../../schemas/lib/seo-limits";

/**
 * Google shows about 60–65 characters of a title and 155–160 of a description on a desktop result. The title's
 * limit is the field's and the build's (SEO_TITLE_MAX): the preview never warns about a title the field accepts (issue 36).
 */
export const GOOGLE_TITLE_CHARS = SEO_TITLE_MAX;
export const GOOGLE_DESCRIPTION_CHARS = 158;
/** Facebook, LinkedIn and X show about 70 characters of a card title and two lines (about 125) of its description. */
export const SOCIAL_TITLE_CHARS = 70;
export const SOCIAL_DESCRIPTION_CHARS = 125;

export type SeoValue = { title?: string; description?: string; image?: { alt?: string; asset?: { _ref?: string } } | null } | undefined;

export type PreviewInput = {
  language: Language;
  /** The page's absolute URL, null when the document gives no page yet (no slug, no language). */
  url: string | null;
  seo: SeoValue;
  /** The document's heading (its title field). */
  heading?: string | null;
  /** The document's own text the build derives a description from: excerpt, lead or description, else the body. */
  summary?: string | null;
  siteName?: string | null;
  siteDescription?: string | null;
  imageUrl?: string | null;
  imageAlt?: string | null;
};

export type CutText = { text: string; full: string; cut: boolean };

export type Preview = {
  language: Language;
  url: string | null;
  /** Google's way of showing the address: host › path › segments. */
  displayUrl: string;
  host: string;
  search: { title: CutText; description: CutText };
  social: { title: CutText; description: CutText; imageUrl: string | null; imageAlt: string };
  /** Where the description comes from, for the editor. */
  descriptionSource: "seo" | "page" | "site" | "none";
};

/** `shown` cut to `max`; `full` is what the editor wrote (the build may have cut it already, to 65 or 160 characters). */
function cut(shown: string, max: number, full = shown): CutText {
  const text = clip(shown, max);
  return { text, full, cut: text !== full.replace(/\s+/g, " ").trim() };
}

/** The text the build takes a description from when the editor left it empty. */
export function summaryOf(doc: Record<string, unknown>): string | null {
  for (const key of ["excerpt", "lead", "description"]) {
    const value = doc[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return Array.isArray(doc.body) ? firstParagraph(doc.body as Array<{ _type: string }>) : null;
}

export function seoPreview(input: PreviewInput): Preview {
  const siteName = input.siteName || undefined;
  const ownTitle = input.seo?.title?.trim();
  const title = ownTitle ? fitTitle(ownTitle) : input.heading ? fitTitle(input.heading, siteName) : (siteName ?? "");
  const fullTitle = ownTitle || (input.heading ? (title.endsWith("…") ? input.heading : title) : title);
  const own = input.seo?.description?.trim();
  const fromPage = input.summary ? clip(input.summary, SEO_DESCRIPTION_MAX) : null;
  const description = own || fromPage || input.siteDescription || "";
  const descriptionSource = own ? "seo" : fromPage ? "page" : input.siteDescription ? "site" : "none";
  let host = "";
  let displayUrl = "";
  if (input.url) {
    const url = new URL(input.url);
    host = url.host;
    displayUrl = [`${url.protocol}//${url.host}`, ...url.pathname.split("/").filter(Boolean)].join(" › ");
  }
  return {
    language: input.language,
    url: input.url,
    displayUrl,
    host,
    search: { title: cut(title, GOOGLE_TITLE_CHARS, fullTitle), description: cut(description, GOOGLE_DESCRIPTION_CHARS) },
    social: {
      title: cut(title, SOCIAL_TITLE_CHARS, fullTitle),
      description: cut(description, SOCIAL_DESCRIPTION_CHARS),
      imageUrl: input.imageUrl ?? null,
      imageAlt: input.imageAlt ?? input.seo?.image?.alt ?? "",
    },
    descriptionSource,
  };
}
