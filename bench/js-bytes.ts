import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROME_FLAGS } from "./chrome";

export type PageScripts = { path: string; kind: string; jsKbGz: number; files: string[]; clientAppFiles: string[] };

// Chunk groups that belong to the client app (account area, checkout, payment): none of their own
// files may load on a content page.
const CLIENT_APP = /src-pages-my|src-pages-checkout|features-(account|checkout|payment|auth)/;

/** Which JS files belong only to client-app chunk groups, from Gatsby's webpack stats. */
export async function clientAppOnlyFiles(publicDir: string): Promise<Set<string>> {
  const stats = JSON.parse(await readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
  };
  const owners = new Map<string, Set<string>>();
  for (const [group, { assets }] of Object.entries(stats.namedChunkGroups)) {
    for (const { name } of assets) if (name.endsWith(".js")) owners.set(name, (owners.get(name) ?? new Set()).add(group));
  }
  return new Set([...owners].filter(([, groups]) => [...groups].every((g) => CLIENT_APP.test(g))).map(([file]) => file));
}

/** Loads each page in Chromium (no throttling) and adds up the compressed bytes of every script it fetched.
 * Bytes do not depend on timing, so a few pages load at once (the step took ~90 s one by one). */
export async function measureScripts(baseUrl: string, pages: Array<{ path: string; kind: string }>, publicDir: string, parallel = 3): Promise<PageScripts[]> {
  const clientOnly = await clientAppOnlyFiles(publicDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROME_FLAGS.filter((f) => !f.startsWith("--headless")),
  });
  const out: PageScripts[] = new Array(pages.length);
  const measure = async (p: { path: string; kind: string }): Promise<PageScripts> => {
    const page = await browser.newPage();
    const scripts: Array<Promise<{ file: string; bytes: number }>> = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      scripts.push(request.sizes().then((s) => ({ file: new URL(request.url()).pathname.replace(/^\//, ""), bytes: s.responseBodySize })));
    });
    // The page's HTML lists only the runtime, boot, app and framework scripts; the template's chunks follow
    // page-data.json. "networkidle" alone can fire before that fetch on a busy machine (pages of one template
    // once differed by 60 KB), so wait for the page data (ours and the reference alike), then for the network.
    const pageData = page.waitForResponse((r) => /\/page-data\/.*page-data\.json$/.test(new URL(r.url()).pathname), { timeout: 60_000 });
    await page.goto(baseUrl + p.path, { waitUntil: "load" });
    await pageData;
    await page.waitForLoadState("networkidle");
    // Sizes are read before the page closes; a script that finishes while they are read is waited for too.
    let loaded: Array<{ file: string; bytes: number }> = [];
    while (loaded.length < scripts.length) loaded = await Promise.all(scripts.slice());
    page.removeAllListeners("requestfinished");
    await page.close();
    return {
      path: p.path,
      kind: p.kind,
      jsKbGz: Number((loaded.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(1)),
      files: loaded.map((s) => s.file),
      clientAppFiles: loaded.map((s) => s.file).filter((f) => clientOnly.has(f)),
    };
  };
  try {
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        const i = next++;
        out[i] = await measure(pages[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, pages.length) }, worker));
  } finally {
    await browser.close();
  }
  return out;
}
