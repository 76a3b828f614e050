import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

// The account's early-calls script (decision 126): bundled on its own (no React, no zod, under 1 KB) and
// loaded by the HTML of the account pages (`/my/*`, `/ru/my/*`) first thing in <head>, so its calls start
// while Gatsby's chunks download instead of after they have run.

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

/** The tag that loads it: async (it waits for nothing and nothing waits for it), fetched before the preloads. */
export const earlyTag = (src: string) => `<script src="${src}" async="" fetchpriority="high"></script>`;

/** Whether a page is the account area's (its matchPath is under /my/ or /ru/my/). */
export const isAccountPage = (page: { path: string; matchPath: string | null }) => !!page.matchPath && /^\/(ru\/)?my\//.test(page.path);

/** Adds the tag right after <head> of every account page (an incremental build's old tag is replaced). */
export async function addAccountEarly(publicDir: string, pages: Array<{ path: string; matchPath: string | null }>, src: string): Promise<number> {
  const account = pages.filter(isAccountPage);
  await Promise.all(
    account.map(async ({ path: pagePath }) => {
      const file = path.join(publicDir, pagePath, "index.html");
      const html = (await readFile(file, "utf8")).replace(/<script src="\/_account\/early-[^"]*"[^>]*><\/script>/g, "");
      if (!html.includes("<head>")) throw new Error(`${pagePath}: no <head> to add the early-calls script to`);
      await writeFile(file, html.replace("<head>", `<head>${earlyTag(src)}`));
    }),
  );
  return account.length;
}
