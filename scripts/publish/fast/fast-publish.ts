// Publish without a whole `gatsby build` (decision 230, decision 173's step 3): the pages whose data changed, and
// the files that list them, are rendered with the live build's own Gatsby renderer and post-build steps into a new
// build folder of hard links to the live one. Anything it does not handle (pages added or removed, shared content
// such as the site settings, the catalog, redirects or images changed, no live build) is FastPathUnavailable: the
// whole build does that deploy.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { LoadedSite } from "../../../src/build/load-site";
import { buildCodeKey, keyOf } from "../../../src/build/output-record";
import { htmlFileOf } from "../../../src/build/static-pages";
import { cardBrand, renderCard } from "../../../src/build/social-card-render";
import { SOCIAL_CARDS_CACHE_DIR, SOCIAL_CARDS_DIR } from "../../../src/build/social-cards";
import { rendererPathOf } from "./gatsby-render";
import { pageContextOf } from "../../../src/build/page-context";
import { pageDataFileOf, patchPageData } from "./page-data";
import { contextHashOf, indexEntryOf, pageIndexOfBuild, type PageIndex } from "./page-index";
import type { PageSpec } from "../../../src/build/page-spec";
import { FastPathUnavailable } from "./page-steps";
import { renderChangedPages, SECOND_PROCESS_FROM, startSecondRenderer, stopSecondRenderer, type SecondRenderer } from "./render-pages";
import { takeSpare } from "./spare";
import { replaceIndexes } from "./indexes";
import { filesUnder, linkCopy, removeFile, replaceFile } from "./output-files";
import { existsSync } from "node:fs";

/**
 * What a deploy shares with the build it starts from, besides the pages: the content every page shows (header,
 * footer, catalog, redirects, copied images) and the code that made the build (Gatsby's HTML renderer as the last
 * whole build compiled it, the post-build steps, the lockfile). A change of any is a whole build.
 */
export async function sharedKeyOf(site: LoadedSite, projectDir: string): Promise<string> {
  const { settings, extras, catalog, partnersSeo, redirects, assetCopies } = site;
  const renderer = await readFile(rendererPathOf(projectDir)).catch(() => Buffer.from("no renderer"));
  return keyOf([
    // A copied image's address names its bytes' hash (seo-images.ts); where the file is read from does not matter.
    JSON.stringify({ settings, extras, catalog, partnersSeo, redirects, assetCopies: [...assetCopies.keys()].sort() }),
    await buildCodeKey(projectDir),
    renderer,
  ]);
}

export type FastPublishOptions = {
  projectDir: string;
  /** The live build's folder (read only). */
  liveDir: string;
  /** The new build's folder (empty). */
  newDir: string;
  site: LoadedSite;
  siteUrl: string;
  /** sharedKeyOf the content now. */
  sharedKey: string;
  /** The live build's (recorded when it was made); undefined: unknown. */
  liveSharedKey: string | undefined;
  /** The live build's page index (decision 242); undefined: made from its page-data files (every one read). */
  liveIndex?: PageIndex;
  /** From how many changed pages a second process renders too (decision 253); default SECOND_PROCESS_FROM. */
  secondProcessFrom?: number;
  /** The second process is given the first pages (tests: so that both processes render, whatever the load). */
  secondFirst?: boolean;
};

export type FastPublishResult = {
  pages: string[];
  files: string[];
  cards: number;
  ms: Record<string, number>;
  /** The new build's page index. */
  index: PageIndex;
  /** How many of the pages the second rendering process rendered (0: none was started, or it took none). */
  pagesByChild: number;
  /** The live build's page index, and whether it had to be made from its files. */
  liveIndex: PageIndex;
  indexMade: boolean;
};

export async function fastPublish({
  projectDir,
  liveDir,
  newDir,
  site,
  siteUrl,
  sharedKey,
  liveSharedKey,
  liveIndex,
  secondProcessFrom = SECOND_PROCESS_FROM,
  secondFirst = false,
}: FastPublishOptions): Promise<FastPublishResult> {
  const ms: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    ms[name] = Math.round(now - mark);
    mark = now;
  };
  if (!existsSync(path.join(liveDir, "page-data", "app-data.json"))) throw new FastPathUnavailable("no live build to start from");
  if (liveSharedKey === undefined) throw new FastPathUnavailable("the live build's shared content is not recorded");
  if (liveSharedKey !== sharedKey)
    throw new FastPathUnavailable("content every page shares (settings, catalog, redirects, images) or the build's code changed since the live build");
  const live = liveIndex ?? (await pageIndexOfBuild(liveDir));
  lap("index");
  const added = site.pages.filter((p) => !live.has(p.path)).map((p) => p.path);
  const kept = new Set(site.pages.map((p) => p.path));
  const removed = [...live.keys()].filter((p) => !kept.has(p));
  if (added.length || removed.length)
    throw new FastPathUnavailable(`pages added or removed (${[...added.map((p) => `+${p}`), ...removed.map((p) => `-${p}`)].slice(0, 5).join(", ")})`);
  // The contexts' hashes against the index; only the pages that differ have their page data read.
  const index: PageIndex = new Map(live);
  const changed: Array<{ page: PageSpec; text: string; liveHtml: string }> = [];
  for (const page of site.pages) {
    const context = pageContextOf(page);
    const hash = contextHashOf(context);
    if (hash === live.get(page.path)) continue;
    const before = await readFile(pageDataFileOf(liveDir, page.path), "utf8");
    // The index is the folder's (made from it, or by the deploy that made it): a mismatch is a fault, and not guessed around.
    if (indexEntryOf(before)?.[1] !== live.get(page.path))
      throw new FastPathUnavailable(`the live build's page index does not match its page data at ${page.path}`);
    const text = patchPageData(before, context);
    if (text === before) continue;
    index.set(page.path, hash);
    changed.push({ page, text, liveHtml: htmlFileOf(liveDir, page.path) });
  }
  lap("compare");
  // Many pages: a second process starts loading the renderer now, while this one links, draws cards and writes indexes.
  const second = changed.length >= secondProcessFrom ? startSecondRenderer(projectDir, liveDir) : undefined;
  try {
    return await publishFrom(second);
  } catch (error) {
    if (second) await stopSecondRenderer(second);
    throw error;
  }

  async function publishFrom(second: SecondRenderer | undefined): Promise<FastPublishResult> {
    // The live build's spare when the service made one (one rename), else its files linked now (decision 242).
    const spareTaken = await takeSpare(liveDir, newDir);
    if (!spareTaken) await linkCopy(liveDir, newDir);
    lap(spareTaken ? "link (spare taken)" : "link");

    // Social cards of the changed pages not drawn yet (resolved from the project, before the renderer moves the working folder).
    const cardsDir = path.join(projectDir, SOCIAL_CARDS_CACHE_DIR);
    const brand = cardBrand(path.join(projectDir, "static"));
    const liveCards = new Set((await filesUnder(path.join(liveDir, SOCIAL_CARDS_DIR))).map((f) => f.replace(/\.png$/, "")));
    let cards = 0;
    for (const [key, input] of site.socialCards) {
      if (liveCards.has(key)) continue;
      const cached = path.join(cardsDir, `${key}.png`);
      const png = existsSync(cached) ? await readFile(cached) : await renderCard(input, brand);
      await replaceFile(newDir, `${SOCIAL_CARDS_DIR}/${key}.png`, png);
      cards += 1;
    }
    for (const key of liveCards) if (!site.socialCards.has(key)) await removeFile(newDir, `${SOCIAL_CARDS_DIR}/${key}.png`);
    lap("cards");

    // The search index and sitemaps of the changed pages' languages, made while the pages render: their files'
    // compression runs in libuv's threads beside the renderer. Timed on their own ("indexes", overlapping "pages").
    const indexesFrom = performance.now();
    const indexing = replaceIndexes(
      liveDir,
      newDir,
      site,
      siteUrl,
      [...live.keys()],
      changed.map((c) => c.page),
    ).then((written) => {
      ms.indexes = Math.round(performance.now() - indexesFrom);
      return written;
    });
    // Awaited below; a failure meanwhile must not be an unhandled rejection (the await still throws it).
    indexing.catch(() => undefined);
    const jobs = changed.map(({ page, text, liveHtml }) => ({ path: page.path, text, liveHtml }));
    const rendered = await renderChangedPages(projectDir, liveDir, newDir, jobs, second, secondFirst).catch(async (error: unknown) => {
      // Nothing may still be writing into the folder when the failure is reported (it is thrown away).
      await indexing.catch(() => undefined);
      throw error;
    });
    const files = [...(await indexing), ...rendered.files];
    lap(second ? "pages and indexes (two processes)" : "pages and indexes");
    return {
      pages: changed.map((c) => c.page.path),
      files,
      cards,
      pagesByChild: rendered.byChild,
      ms,
      index,
      liveIndex: live,
      indexMade: !liveIndex,
    };
  }
}
