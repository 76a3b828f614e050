// The project's post-build steps for one freshly rendered page (decision 230), in onPostBuild's order: Gatsby's
// inline scripts out (the live build's boot file, which a page of the same webpack build shares byte for byte),
// then the static page's islands boot, critical CSS and island data files (static-pages.ts). The islands' boot
// script and stylesheets are the live build's: taken from the page's live file.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type Beasties from "beasties";
import { externalizePage } from "../../../src/build/externalize-inline-scripts";
import { criticalCssOf, toStaticPage } from "../../../src/build/static-pages";
import { externalizeIslandData } from "../../../src/build/island-data-files";

/** Why the fast path cannot make this deploy: the whole build does (decision 230). */
export class FastPathUnavailable extends Error {
  override name = "FastPathUnavailable";
}

/** The fast path's exit code when it cannot make a deploy (scripts/publish/fast-publish-main.ts says the same). */
export const UNAVAILABLE_EXIT = 3;

const ISLANDS_BOOT = /<script id="islands-boot" data-module="" data-src="([^"]*)" data-chunks="([^"]*)" data-css="([^"]*)">/;
const unescapeAttr = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");

export type IslandsBoot = { bootSrc: string; bootImports: string[]; sheets: string[] };

/** The islands' boot script, its imports and the stylesheets a static page of the live build loads. */
export function islandsBootOf(html: string, file: string): IslandsBoot {
  const found = ISLANDS_BOOT.exec(html);
  if (!found) throw new FastPathUnavailable(`${file}: the live page has no islands boot tag`);
  const list = (value: string) => unescapeAttr(value).split(" ").filter(Boolean);
  const sheets = list(found[3]!);
  if (!sheets.length) throw new FastPathUnavailable(`${file}: the live page links no stylesheet`);
  return { bootSrc: unescapeAttr(found[1]!), bootImports: list(found[2]!), sheets };
}

/** The boot file name externalizeInlineScripts gives a set of Gatsby's shared scripts. */
export const bootNameOf = (shared: readonly string[]) =>
  `/_gatsby/boot-${createHash("sha256")
    .update(`${shared.join("\n")}\n`)
    .digest("hex")
    .slice(0, 20)}.js`;

/**
 * One rendered page (Gatsby's HTML, slices stitched) as the whole build's post-build steps leave it. `liveDir`: the
 * live build, whose boot file must be the one this page's scripts make (same webpack build), and whose stylesheets
 * Beasties reads. `dataFiles` collects the island data files the page refers to.
 */
export async function finishStaticPage(
  rendered: string,
  rel: string,
  pagePath: string,
  liveDir: string,
  live: IslandsBoot,
  beasties: Pick<Beasties, "process">,
  dataFiles: Map<string, string>,
): Promise<string> {
  const placeholder = "/_gatsby/boot-PENDING.js";
  const extracted = externalizePage(rendered, placeholder, rel, pagePath);
  const boot = bootNameOf(extracted.shared);
  if (!existsSync(path.join(liveDir, ...boot.split("/").filter(Boolean))))
    throw new FastPathUnavailable(`${rel}: its Gatsby scripts are not the live build's (${boot} missing): the renderer is not the live build's`);
  const scripted = extracted.html.replace(placeholder, boot);
  const [content, partner] = live.sheets;
  const linked = toStaticPage(scripted, live.bootSrc, content!, rel, partner, live.bootImports);
  const critical = await criticalCssOf(linked, beasties, rel);
  return externalizeIslandData(toStaticPage(linked, live.bootSrc, content!, rel, partner, live.bootImports, critical), dataFiles);
}
