/**
 * JSON-LD in a script tag. JSON.stringify does not escape "<", so CMS text containing "</script>"
 * could close the tag: every "<" becomes \u003c, which JSON parsers read back as the same character.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
