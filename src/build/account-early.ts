import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

// The account's early-calls script (decision 126): bundled on its own (no React, no zod, under 1 KB) and
// loaded by the account pages (`/my/*`, `/ru/my/*`) as the first script after the first paint (decision 266),
// so its calls start while Gatsby's chunks download instead of after they have run.

const ENTRY = "src/features/account/shell/early-calls.ts";

/** Bundles the early-calls script into public/_account/; returns its public path. */
export async function bundleAccountEarly(publicDir: string, entry = path.resolve(ENTRY)): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "iife",
    target: ["es2020"],
    minify: true,
    legalComments: "none",
    // Its map goes with the other chunks' out of the deployed output (source-maps.ts): the tests read a chunk's modules from it.
    sourcemap: "external",
    outfile: path.join(publicDir, "_account", "early.js"),
  });
  const output = (suffix: string) => result.outputFiles.find((f) => f.path.endsWith(suffix))!.text;
  const code = output(".js");
  const name = `early-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.js`;
  // An incremental build leaves public/ as the last one wrote it: only this build's script is deployed.
  await rm(path.join(publicDir, "_account"), { recursive: true, force: true });
  await mkdir(path.join(publicDir, "_account"), { recursive: true });
  await writeFile(path.join(publicDir, "_account", name), code);
  await writeFile(path.join(publicDir, "_account", `${name}.map`), output(".js.map"));
  return `/_account/${name}`;
}

/**
 * Where it goes: first among the scripts the boot loader adds once the page has painted (`data-chunks` of the
 * `gatsby-boot` script, boot-loader.ts), so the boot file comes before it and Gatsby's chunks after it, each
 * added in a task of its own. Decision 266: it was a high-priority async script at the top of <head>, run
 * before the first paint. Its fetches took main-thread time before the paint, and Lighthouse's simulation
 * counts a high-priority script as render-blocking and every request answered before the largest paint
 * into that paint, so /my/'s simulated first and largest paints waited for the script and the session's
 * answer, which the frame never waits for. After the paint its calls still start long before Gatsby's
 * chunks have loaded and run, the first moment the app could use an answer.
 */
const BOOT_CHUNKS = /(<script id="gatsby-boot"[^>]*? data-chunks=")([^"]*)"/;
const EARLY_ENTRY = /\/_account\/early-[0-9a-f]+\.js ?/g;

/** Whether a page is the account area's (its matchPath is under /my/ or /ru/my/). */
export const isAccountPage = (page: { path: string; matchPath: string | null }) => !!page.matchPath && /^\/(ru\/)?my\//.test(page.path);

/** Puts the script first in the boot loader's list of every account page (an incremental build's old one is replaced). */
export async function addAccountEarly(publicDir: string, pages: Array<{ path: string; matchPath: string | null }>, src: string): Promise<number> {
  const account = pages.filter(isAccountPage);
  await Promise.all(
    account.map(async ({ path: pagePath }) => {
      const file = path.join(publicDir, pagePath, "index.html");
      const html = await readFile(file, "utf8");
      if (!BOOT_CHUNKS.test(html)) throw new Error(`${pagePath}: no boot loader to add the early-calls script to`);
      await writeFile(
        file,
        html.replace(BOOT_CHUNKS, (_, head: string, chunks: string) => `${head}${[src, chunks.replace(EARLY_ENTRY, "")].join(" ").trim()}"`),
      );
    }),
  );
  return account.length;
}
