// Limits of page metadata and how text is cut to them, shared by the studio (validation, previews) and the build.

/** Google shows about 60–65 characters of a title (decision 093); the build cuts longer ones the same way. */
export const SEO_TITLE_MAX = 65;
export const SEO_DESCRIPTION_MAX = 160;
/** The social card size og:image is drawn for (Open Graph, X/Twitter summary_large_image). */
export const SEO_IMAGE_SIZE = { width: 1200, height: 630 };

/** Cuts text at a word boundary so it fits `max` characters, with an ellipsis when anything was cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  const cut = (space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s,.;:!?—–-]+$/u, "");
  return `${cut}…`;
}

/**
 * A title search results show whole (decision 093): "Heading — Site" when it fits, else the heading
 * alone, else the heading cut at a word boundary.
 */
export function fitTitle(title: string, siteName?: string): string {
  const suffix = siteName ? ` — ${siteName}` : "";
  if (title.length + suffix.length <= SEO_TITLE_MAX) return title + suffix;
  return clip(title, SEO_TITLE_MAX);
}

/** The first paragraph of Portable Text as plain text (a description for a document with no excerpt). */
export function firstParagraph(blocks: ReadonlyArray<{ _type: string; [key: string]: unknown }>): string | null {
  for (const block of blocks) {
    if (block._type !== "block" || (block.style && block.style !== "normal")) continue;
    const children = Array.isArray(block.children) ? (block.children as Array<{ text?: unknown }>) : [];
    const text = children.map((c) => (typeof c.text === "string" ? c.text : "")).join("");
    if (text.trim()) return text;
  }
  return null;
}
