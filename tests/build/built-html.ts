import { readdir } from "node:fs/promises";
import path from "node:path";
import type { PageFacts } from "../../src/build/structured-data-rules";

// Reading built pages: the whole-build tests of an edited dataset (tests/build) and of the build the browser
// tests use (tests/built) look at the same markup the same way.

export const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The <meta> tags of a page by name or property (first wins). */
export function metas(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:name|property)="([^"]+)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined && !found.has(key)) found.set(key, decode(content));
  }
  return found;
}

export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

/** The attributes of the first <img> with this class in a page. */
export function imgWith(html: string, className: string): Record<string, string> {
  const tag = new RegExp(`<img[^>]*class="[^"]*\\b${className}\\b[^"]*"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no img.${className}`);
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

/** What a built page shows, for the rules that compare markup and page: every <img>'s src and srcset candidates, absolute. */
export function pageFacts(html: string, pageUrl: string): PageFacts {
  const pictures = [...html.matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    const srcset = /\bsrcset="([^"]+)"/i.exec(tag)?.[1];
    const urls = [
      ...(src ? [src] : []),
      ...(srcset
        ? decode(srcset)
            .split(", ")
            .map((c) => c.trim().split(" ")[0]!)
        : []),
    ];
    return urls.map((u) => new URL(decode(u), pageUrl).href);
  });
  return { pictures };
}

/** Every HTML file under a directory. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => path.join(e.parentPath, e.name));
}
