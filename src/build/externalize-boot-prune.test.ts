import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { externalizeInlineScripts } from "./externalize-inline-scripts";

// An incremental build re-renders a few pages with a new compilation hash, so the boot file gets a new name and
// every app page points at it: the last build's boot file must not stay in the deployed output (decision 196).

const page = (hash: string) => `<html><head></head><body><div id="___gatsby"></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/auth/login/";/*]]>*/</script>
<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"app\\":[]}";</script>
<script>window.___webpackCompilationHash="${hash}";</script>
<script src="/app-1.js" async></script></body></html>`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "boot-prune-"));
  await mkdir(path.join(dir, "auth/login"), { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it("keeps only this build's boot file", async () => {
  await writeFile(path.join(dir, "auth/login/index.html"), page("aaaaaaaaaaaaaaaaaaaa"));
  const first = await externalizeInlineScripts(dir);
  // The next build re-renders the page with another compilation hash.
  await writeFile(path.join(dir, "auth/login/index.html"), page("bbbbbbbbbbbbbbbbbbbb"));
  const second = await externalizeInlineScripts(dir);
  expect(second).not.toBe(first);
  expect(await readdir(path.join(dir, "_gatsby"))).toEqual([second.slice("/_gatsby/".length)]);
  // A rebuild that re-rendered nothing keeps the file the pages point at.
  await expect(externalizeInlineScripts(dir)).resolves.toBe(second);
  expect(await readdir(path.join(dir, "_gatsby"))).toEqual([second.slice("/_gatsby/".length)]);
});
