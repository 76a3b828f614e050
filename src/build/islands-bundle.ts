import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { ISLAND_DATA_DIR } from "./island-data-files";
import { COMPILER_RUNTIME, SITE_REACT } from "./site-react";
import path from "node:path";
import { build, type BuildOptions, type Metafile, type Plugin } from "esbuild";
import { minify } from "terser";

// Bundles the content pages' boot script and their islands (decision 078) into public/_islands/: ES modules
// with content-hashed names, split so React, i18next and shared code are fetched once whichever island
// starts first. Island code is the project's own components: `gatsby` is replaced by a shim (plain links),
// gatsby-plugin-react-i18next works as it is (its hooks read the contexts the island's tree provides).

const root = path.resolve(__dirname, "../..");
const ENTRIES_DIR = path.join(root, "src/islands/entries");
export const ISLANDS_DIR = "_islands";

/** island-registry: `{ "<file name>": () => import("<file>") }` for every entry file. */
function registryPlugin(names: string[]): Plugin {
  return {
    name: "island-registry",
    setup(b) {
      b.onResolve({ filter: /^island-registry$/ }, () => ({ path: "island-registry", namespace: "island-registry" }));
      b.onLoad({ filter: /.*/, namespace: "island-registry" }, () => ({
        contents: `export default {${names.map((n) => `${JSON.stringify(n)}: () => import(${JSON.stringify(`./${n}.tsx`)})`).join(",")}};`,
        resolveDir: ENTRIES_DIR,
        loader: "js",
      }));
    },
  };
}

/**
 * `import { z } from "zod"` hands esbuild zod's namespace object as a value, so it keeps all of zod (every
 * locale, JSON Schema conversion: 500 KB). As a namespace import of zod classic's module, only what the
 * code names is kept.
 */
const ZOD_IMPORT = /import \{ z \} from "zod";/;
const withZodNamespace = (source: string) =>
  source.replace(new RegExp(ZOD_IMPORT.source, "g"), `import * as z from ${JSON.stringify(path.join(root, "node_modules/zod/v4/classic/external.js"))};`);

function zodNamespacePlugin(): Plugin {
  return {
    name: "zod-namespace",
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, "utf8");
        if (!ZOD_IMPORT.test(source)) return undefined;
        return { contents: withZodNamespace(source), loader: args.path.endsWith("x") ? "tsx" : "ts" };
      });
    },
  };
}

/**
 * gatsby-plugin-react-i18next in islands: its CommonJS index re-exports all of react-i18next's CommonJS build
 * (Trans, its HTML parser, Babel helpers), which esbuild cannot shake. Islands get ./shims/gatsby-plugin-react-i18next.ts
 * (the plugin's context, `useI18next` and `Link` as TypeScript in ./shims/i18next-links.tsx; decisions 113,
 * 122), and react-i18next is ./shims/react-i18next.tsx (its hook and provider over island-i18n.ts; issue 40).
 */
function i18nPluginShim(): Plugin {
  const shims = path.join(root, "src/islands/shims");
  return {
    name: "i18n-plugin-shim",
    setup(b) {
      b.onResolve({ filter: /^gatsby-plugin-react-i18next$/ }, () => ({ path: path.join(shims, "gatsby-plugin-react-i18next.ts") }));
      // react-i18next itself: its hook and provider over the islands' translator (issue 40), nothing else of it.
      b.onResolve({ filter: /^react-i18next$/ }, () => ({ path: path.join(shims, "react-i18next.tsx") }));
    },
  };
}

/** The HTTP client's early answers, which only the account's pages have: plain `fetch` in islands (./shims/early-answers.ts). */
function earlyAnswersShim(): Plugin {
  const client = path.join(root, "src/api-client/client.ts");
  return {
    name: "early-answers-shim",
    setup(b) {
      b.onResolve({ filter: /^\.\/early-answers$/ }, (args) =>
        args.importer === client ? { path: path.join(root, "src/islands/shims/early-answers.ts") } : undefined,
      );
    },
  };
}

export async function islandNames(): Promise<string[]> {
  return (await readdir(ENTRIES_DIR))
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => f.slice(0, -".tsx".length))
    .sort();
}

/**
 * esbuild's minifier leaves about 4% of brotli bytes that terser takes (React DOM 58.1 → 57.1 KB, react-hook-form
 * 14.3 → 13.4 KB): a second pass over every chunk, its source map chained onto esbuild's so the maps still
 * name the original modules (decision 113).
 */
async function terse(files: string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const name = path.basename(file);
      const [code, map] = await Promise.all([readFile(file, "utf8"), readFile(`${file}.map`, "utf8")]);
      const out = await minify(
        { [name]: code },
        // No `sourceMappingURL` comment (decision 113; error reporting finds a map by its script's name in
        // public-sourcemaps/, decision 075): about 30 bytes of brotli on each of a page's 20-30 island chunks.
        { module: true, ecma: 2020, compress: { passes: 3 }, mangle: true, format: { comments: false }, sourceMap: { content: map } },
      );
      if (typeof out.code !== "string" || typeof out.map !== "string") throw new Error(`terser gave no output for ${name}`);
      await Promise.all([writeFile(file, out.code), writeFile(`${file}.map`, out.map)]);
    }),
  );
}

export type IslandsBuild = {
  boot: string;
  css: string;
  /** The partner programme's stylesheet (partner.css), linked by the partner page after the content one. */
  partnerCss: string;
  metafile: Metafile;
};

/**
 * The modules every island finds already loaded, from a build's metafile: the inputs of the chunks that the
 * boot script and the page's wiring (boot-page.ts, which the boot imports after load and always before an
 * island's code; decision 118) import statically. Not the boot's or the wiring's own files, not an entry of
 * its own (it would import itself), nor esbuild's runtime or virtual modules.
 */
export function bootSharedModules(metafile: Metafile, bootEntry = "src/islands/boot.ts", wiringEntry = "src/islands/boot-page.ts"): string[] {
  const outputs = metafile.outputs;
  const outputOf = (entry: string) => Object.keys(outputs).find((file) => outputs[file]?.entryPoint === entry);
  const boot = outputOf(bootEntry);
  if (!boot) throw new Error("The island bundler wrote no boot script");
  const starts = [boot, outputOf(wiringEntry)].filter((f): f is string => f !== undefined);
  const entries = new Set(Object.values(outputs).flatMap((o) => (o.entryPoint ? [o.entryPoint] : [])));
  const chunks = new Set<string>();
  const walk = (file: string) => {
    if (chunks.has(file) || !outputs[file]) return;
    chunks.add(file);
    for (const i of outputs[file].imports) if (i.kind === "import-statement") walk(i.path);
  };
  starts.forEach(walk);
  for (const start of starts) chunks.delete(start);
  return [...chunks].flatMap((file) => Object.keys(outputs[file]!.inputs)).filter((input) => !/^(<|[\w-]+:)/.test(input) && !entries.has(input));
}

/** Every JavaScript entry of a build but the boot script: the islands' and the lazily loaded ones. */
export function nonBootEntries(metafile: Metafile, bootEntry = "src/islands/boot.ts"): string[] {
  return Object.entries(metafile.outputs).flatMap(([file, o]) => (o.entryPoint && o.entryPoint !== bootEntry && file.endsWith(".js") ? [o.entryPoint] : []));
}

/** A module of the site's React (decision 264: the `site-react` alias), or of the root's where a test's metafile has it. */
const REACT_MODULE = new RegExp(`node_modules/(${SITE_REACT.react}|react)/`);

/**
 * The entries (not the mount module itself) whose static imports reach React: every island and the panels
 * islands load later. Each of them imports the mount module first (decision 130), so React, React DOM,
 * react-i18next and the island tree have one set of importers and are one chunk: an island never starts
 * without the mount module (island-loader.ts loads both), so no page loads more for it, and the page
 * saves a file's worth of brotli (about 1 KB: each file is compressed alone).
 */
export function reactEntries(metafile: Metafile, mountEntry = "src/islands/mount.tsx"): string[] {
  const outputs = metafile.outputs;
  const reaches = (file: string, seen = new Set<string>()): boolean => {
    if (seen.has(file) || !outputs[file]) return false;
    seen.add(file);
    if (Object.keys(outputs[file].inputs).some((input) => REACT_MODULE.test(input))) return true;
    return outputs[file].imports.some((i) => i.kind === "import-statement" && reaches(i.path, seen));
  };
  return Object.entries(outputs).flatMap(([file, o]) =>
    o.entryPoint && o.entryPoint !== mountEntry && file.endsWith(".js") && reaches(file) ? [o.entryPoint] : [],
  );
}

/** A chunk below this many bytes (esbuild's, before terser) is folded into a larger one when it can be (`tinyChunkFolds`). */
export const TINY_CHUNK_BYTES = 700;

/**
 * Which entries would import which modules first so that every tiny chunk (a few schemas, a store, a
 * constant list: 50-330 bytes of brotli each, each paying its own file's overhead) joins a larger chunk.
 * esbuild puts a module in the chunk of the set of entries that reach it. A tiny chunk `c` can join a chunk
 * `X` that every entry reaching `c` also reaches: the entries that reach `X` but not `c` import `c`'s modules
 * first, and `c`'s set becomes `X`'s. No page then loads a file more, and a page that loaded `X` without `c`
 * loads its few bytes. Of the candidates the one with the fewest such entries wins. Never when it would add
 * an import to the boot script or the page's wiring (every page loads them before any interaction), nor
 * when a chunk `c` imports would then have importers outside its own set (it would split).
 */
export function tinyChunkFolds(
  metafile: Metafile,
  keepOut = ["src/islands/boot.ts", "src/islands/boot-page.ts"],
  tiny = TINY_CHUNK_BYTES,
): Map<string, string[]> {
  const outputs = metafile.outputs;
  const js = Object.keys(outputs).filter((f) => f.endsWith(".js"));
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file) || !outputs[file]) return seen;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === "import-statement") closure(i.path, seen);
    return seen;
  };
  const reachedBy = new Map<string, Set<string>>(js.map((f) => [f, new Set<string>()]));
  for (const file of js) {
    const entry = outputs[file]!.entryPoint;
    if (entry) for (const chunk of closure(file)) reachedBy.get(chunk)?.add(entry);
  }
  const within = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));
  const folds = new Map<string, string[]>();
  for (const c of js) {
    const out = outputs[c]!;
    const from = reachedBy.get(c)!;
    if (out.entryPoint || out.bytes >= tiny || from.size === 0) continue;
    const modules = Object.keys(out.inputs).filter((input) => !/^(<|[\w-]+:)/.test(input));
    if (modules.length === 0) continue;
    const deps = out.imports.filter((i) => i.kind === "import-statement").map((i) => reachedBy.get(i.path) ?? new Set<string>());
    const target = js
      .filter((x) => x !== c && !outputs[x]!.entryPoint && outputs[x]!.bytes >= tiny)
      .map((x) => ({ x, into: reachedBy.get(x)! }))
      .filter(({ into }) => within(from, into) && deps.every((d) => within(into, d)))
      .map(({ x, into }) => ({ x, added: [...into].filter((e) => !from.has(e)) }))
      .filter(({ added }) => added.every((e) => !keepOut.includes(e)))
      .sort((a, b) => a.added.length - b.added.length || outputs[b.x]!.bytes - outputs[a.x]!.bytes)[0];
    if (!target) continue;
    for (const entry of target.added) folds.set(entry, [...(folds.get(entry) ?? []), ...modules]);
  }
  return folds;
}

/**
 * Those shared modules as one module that every entry but the boot script imports first (decisions 122,
 * 118): each shared module then has the same set of importers, so esbuild makes them one chunk instead of
 * one chunk per set (14 files, 1.6 KB of brotli more than one file), and nothing new is loaded for it: the
 * wiring loaded all of it before any island started. The boot script is left out, so it stays one small
 * file before the first paint. (esbuild's `inject` would add the import to the boot script too.)
 */
function bootSharedPlugin(modules: string[], entries: string[], withMount: string[] = [], folds = new Map<string, string[]>()): Plugin {
  const into = new Set(entries.map((e) => path.join(root, e)));
  const mountFirst = new Set(withMount.map((e) => path.join(root, e)));
  const mount = JSON.stringify(path.join(root, "src/islands/mount.tsx"));
  const folded = new Map([...folds].map(([entry, ms]) => [path.join(root, entry), ms.map((m) => `import ${JSON.stringify(path.join(root, m))};\n`).join("")]));
  return {
    name: "boot-shared",
    setup(b) {
      b.onResolve({ filter: /^island-boot-shared$/ }, () => ({ path: "island-boot-shared", namespace: "island-boot-shared" }));
      b.onLoad({ filter: /.*/, namespace: "island-boot-shared" }, () => ({
        contents: modules.map((m) => `import ${JSON.stringify(path.join(root, m))};`).join("\n"),
        resolveDir: root,
        loader: "js",
      }));
      b.onLoad({ filter: /\.[jt]sx?$/ }, async (args) => {
        if (!into.has(args.path)) return undefined;
        const source = withZodNamespace(await readFile(args.path, "utf8"));
        const first = mountFirst.has(args.path) ? `import "island-boot-shared";\nimport ${mount};\n` : `import "island-boot-shared";\n`;
        return {
          contents: `${first}${folded.get(args.path) ?? ""}${source}`,
          loader: args.path.endsWith("x") ? "tsx" : "ts",
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

/**
 * Variables Gatsby sets in its own process while it builds: its logger (`ink` on a terminal, `yurnalist` when CI is
 * set), its workers, its query mode. Not the site's settings, and no island reads them.
 */
const GATSBY_OWN_VARIABLES: ReadonlySet<string> = new Set([
  "GATSBY_LOGGER",
  "GATSBY_REPORTER_ISVERBOSE",
  "GATSBY_SLICES",
  "GATSBY_WORKER_MODULE_PATH",
  "GATSBY_WORKER_POOL_WORKER",
  "GATSBY_QUERY_ON_DEMAND",
  "GATSBY_QUERY_ON_DEMAND_LOADING_INDICATOR",
  "GATSBY_EXPERIMENTAL_DEV_SSR",
  "GATSBY_OPEN_TRACING_CONFIG_FILE",
]);

/**
 * The GATSBY_* variables the islands are built with, sorted by name: the site's, not the ones Gatsby sets for itself
 * while it runs (decision 208: the build tests' builds set CI, so Gatsby's logger variable differed from `npm run
 * build`'s and the islands were bundled again for it).
 */
export function islandsEnv(env: NodeJS.ProcessEnv): Array<[string, string]> {
  return Object.entries(env)
    .filter(([k]) => k.startsWith("GATSBY_") && !GATSBY_OWN_VARIABLES.has(k))
    .map(([k, v]): [string, string] => [k, v ?? ""])
    .sort(([a], [b]) => a.localeCompare(b));
}

/** Writes the bundles; returns the boot script's public path (and esbuild's metafile: its byte counts are before terser). */
export async function bundleIslands(publicDir: string, env: NodeJS.ProcessEnv = process.env): Promise<IslandsBuild> {
  const outdir = path.join(publicDir, ISLANDS_DIR);
  // The islands' data files stay (island-data-files.ts, decision 133): a page Gatsby did not render again keeps
  // its HTML from the last build, which refers to them. They are named by their content.
  const kept = new Set([path.basename(ISLAND_DATA_DIR)]);
  for (const entry of await readdir(outdir).catch(() => [])) if (!kept.has(entry)) await rm(path.join(outdir, entry), { recursive: true, force: true });
  const gatsbyEnv = Object.fromEntries(islandsEnv(env).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)]));
  const names = await islandNames();
  const options = {
    absWorkingDir: root,
    entryPoints: {
      boot: path.join(root, "src/islands/boot.ts"),
      content: path.join(root, "src/islands/content.css"),
      partner: path.join(root, "src/styles/partner.css"),
    },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2020"],
    minify: true,
    legalComments: "none",
    sourcemap: "linked",
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "c-[hash]",
    publicPath: `/${ISLANDS_DIR}`,
    jsx: "automatic",
    // The site's React 18 (decision 264); Gatsby's browser entry's stand-in.
    alias: { gatsby: path.join(root, "src/islands/shims/gatsby.tsx"), [COMPILER_RUNTIME.request]: COMPILER_RUNTIME.package, ...SITE_REACT },
    // Components' own CSS imports (none today) would be in the page's stylesheet; the entry is content.css.
    loader: { ".svg": "file" },
    define: {
      "process.env.NODE_ENV": '"production"',
      __PATH_PREFIX__: '""',
      __BASE_PATH__: '""',
      ...gatsbyEnv,
      // Anything else read from process.env is undefined in the browser, as in Gatsby's bundles.
      "process.env": "{}",
    },
    metafile: true,
    logLevel: "warning",
  } satisfies BuildOptions;
  // First, in memory: which modules the boot script shares with islands. Then, in memory again with those
  // modules injected into every entry (bootSharedPlugin), which tiny chunks can join a larger one
  // (tinyChunkFolds). The build that is written has both.
  const plugins = [registryPlugin(names), zodNamespacePlugin(), i18nPluginShim(), earlyAnswersShim()];
  const probe = await build({ ...options, write: false, plugins });
  const shared = bootSharedModules(probe.metafile);
  // First, so its onLoad (which also does the zod rewrite) answers for the entries.
  const withShared = (folds?: Map<string, string[]>) => [
    bootSharedPlugin(shared, nonBootEntries(probe.metafile), reactEntries(probe.metafile), folds),
    ...plugins,
  ];
  // A fold can free another (a tiny chunk imported one that has just joined a larger one): a few rounds.
  const folds = new Map<string, string[]>();
  for (let round = 0; round < 3; round++) {
    const grouped = await build({ ...options, write: false, plugins: withShared(folds) });
    const more = tinyChunkFolds(grouped.metafile);
    if (more.size === 0) break;
    for (const [entry, modules] of more) folds.set(entry, [...(folds.get(entry) ?? []), ...modules]);
  }
  const result = await build({ ...options, write: true, plugins: withShared(folds) });
  await terse(
    Object.keys(result.metafile.outputs)
      .filter((f) => f.endsWith(".js"))
      .map((f) => path.resolve(root, f)),
  );
  const boot = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith("src/islands/boot.ts"));
  const css = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith("src/islands/content.css"));
  const partnerCss = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith("src/styles/partner.css"));
  if (!boot || !css || !partnerCss) throw new Error("The island bundler wrote no boot script or stylesheet");
  const publicPath = (file: string) => `/${path.relative(publicDir, path.resolve(root, file)).split(path.sep).join("/")}`;
  return { boot: publicPath(boot[0]), css: publicPath(css[0]), partnerCss: publicPath(partnerCss[0]), metafile: result.metafile };
}
