// The fast path's process (decision 230), started by the publish service for a site deploy:
//   tsx scripts/publish/fast-publish-main.ts <live build dir> <new build dir> <live record> <new record>
//   tsx scripts/publish/fast-publish-main.ts --record <record>   (the record of a build made from the content as it is now)
// Reads the content as the build does (loadSite, from the project's working folder), writes the new build, and records
// the content every page shares for the next deploy. Exit 0: the new build is complete; 3: the fast path cannot make
// this deploy (the reason on stderr: the whole build does it); anything else: it failed.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// As Gatsby's HTML workers run (build-html.js): React's production build, before anything loads React (the social
// cards' drawing does), or the renderer's React elements meet another React's server renderer.
process.env.NODE_ENV = "production";
process.env.gatsby_executing_command = "build";

const UNAVAILABLE_EXIT = 3;

async function main() {
  const { loadSite } = await import("../../src/build/load-site");
  const { readContentEnv } = await import("../../src/build/env");
  const { fastPublish, sharedKeyOf } = await import("./fast/fast-publish");
  const { pageIndexFileOf, pageIndexOfBuild, readPageIndex, writePageIndex } = await import("./fast/page-index");
  if (process.argv[2] === "--record" && process.argv[3]) {
    const record = process.argv[3];
    await writeFile(record, await sharedKeyOf(await loadSite(readContentEnv()), path.resolve(".")));
    // The build beside the record (`<builds>/<id>` for `<builds>/<id>.shared`): its page index, from its files.
    const buildDir = record.replace(/\.shared$/, "");
    if (existsSync(path.join(buildDir, "page-data"))) await writePageIndex(pageIndexFileOf(record), await pageIndexOfBuild(buildDir));
    return;
  }
  const [liveDir, newDir, liveRecord, newRecord] = process.argv.slice(2);
  if (!liveDir || !newDir || !liveRecord || !newRecord) throw new Error("usage: fast-publish-main <live dir> <new dir> <live record> <new record>");
  const started = performance.now();
  const env = readContentEnv();
  const site = await loadSite(env);
  const loadMs = Math.round(performance.now() - started);
  const sharedKey = await sharedKeyOf(site, path.resolve("."));
  // Recorded whatever happens next: the whole build that may follow reads this same content.
  await writeFile(newRecord, sharedKey);
  const liveSharedKey = existsSync(liveRecord) ? (await readFile(liveRecord, "utf8")).trim() : undefined;
  const liveIndex = await readPageIndex(pageIndexFileOf(liveRecord));
  const recordMs = Math.round(performance.now() - started) - loadMs;
  // PUBLISH_FAST_SECOND_FROM: from how many changed pages a second process renders too (decision 253); tests set 1, and
  // PUBLISH_FAST_SECOND_FIRST=1 so that the second process renders some of the pages however the machine's load falls.
  const secondFrom = process.env.PUBLISH_FAST_SECOND_FROM ? Number(process.env.PUBLISH_FAST_SECOND_FROM) : undefined;
  if (secondFrom !== undefined && !(secondFrom >= 1)) throw new Error(`PUBLISH_FAST_SECOND_FROM must be a number ≥ 1: ${process.env.PUBLISH_FAST_SECOND_FROM}`);
  const result = await fastPublish({
    projectDir: path.resolve("."),
    liveDir,
    newDir,
    site,
    siteUrl: env.siteUrl,
    sharedKey,
    liveSharedKey,
    liveIndex,
    secondProcessFrom: secondFrom,
    secondFirst: process.env.PUBLISH_FAST_SECOND_FIRST === "1",
  });
  // The new build's index, only once the build is complete (a failed process leaves none). A live build that had none
  // gets the one made from its files, so the next deploy from it does not read them again.
  await writePageIndex(pageIndexFileOf(newRecord), result.index);
  if (result.indexMade) await writePageIndex(pageIndexFileOf(liveRecord), result.liveIndex);
  const total = Math.round(performance.now() - started);
  // One line for programs (the equivalence test), one for people.
  console.log(`FAST_PUBLISH ${JSON.stringify({ pages: result.pages, files: result.files, indexMade: result.indexMade, pagesByChild: result.pagesByChild })}`);
  console.log(
    `Fast publish: ${result.pages.length} pages rendered (${result.pages.slice(0, 20).join(", ")}), ${result.files.length} files replaced, ${result.cards} social cards, ${result.pagesByChild} pages by the second process; ` +
      `content ${loadMs} ms, records ${recordMs} ms, ${result.indexMade ? "page index made from the live build's files" : "page index read"}, ${Object.entries(
        result.ms,
      )
        .map(([step, ms]) => `${step} ${ms} ms`)
        .join(", ")}; ${total} ms in all`,
  );
}

main().catch((error: unknown) => {
  // Its own class (fast/page-steps.ts), told by name: the module is loaded after the environment is set.
  if (error instanceof Error && error.name === "FastPathUnavailable") {
    console.error(`Fast path unavailable: ${error.message}`);
    process.exit(UNAVAILABLE_EXIT);
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
