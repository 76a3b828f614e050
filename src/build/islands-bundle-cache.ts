import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { bundleIslands, islandNames, islandsEnv, ISLANDS_DIR, type IslandsBuild } from "./islands-bundle";
import { ISLAND_DATA_DIR } from "./island-data-files";
import { buildCodeKey, keyOf } from "./output-record";

// The islands bundle (esbuild three times, then terser over every chunk) of the last build, kept in `.cache/`
// with the list of the files it was made from (esbuild's metafile inputs: the project's and node_modules'
// sources). When none of them changed, nor the entries, the GATSBY_ variables or the build's code (decision
// 196), its files are copied into public/_islands/ instead of bundling again: the same bytes.

const root = path.resolve(__dirname, "../..");

/** What is kept beside the files: the key, the inputs it was made from, and the build's result. */
type Kept = { key: string; inputs: string[]; result: IslandsBuild };

async function readKept(file: string): Promise<Kept | undefined> {
  try {
    const kept = JSON.parse(await readFile(file, "utf8")) as Partial<Kept> | null;
    return kept && typeof kept.key === "string" && Array.isArray(kept.inputs) && kept.result ? (kept as Kept) : undefined;
  } catch {
    return undefined;
  }
}

/** An input esbuild read from a file (not a plugin's virtual module, not its runtime). */
const isFileInput = (input: string) => !/^(<|[\w-]+:)/.test(input);

/** The key of a bundle made from `inputs` (paths relative to the project) with this environment. */
export async function islandsKey(inputs: readonly string[], env: NodeJS.ProcessEnv, projectRoot = root): Promise<string> {
  const gatsbyEnv = islandsEnv(env).map(([k, v]) => `${k}=${v}`);
  const sources = await Promise.all(inputs.map(async (input) => `${input}\n${await readFile(path.join(projectRoot, input), "utf8").catch(() => "\0missing")}`));
  return keyOf([await buildCodeKey(projectRoot), (await islandNames()).join(" "), gatsbyEnv.join("\n"), ...sources]);
}

/** Empties public/_islands/ but its data files (a page not rendered again refers to them). */
async function clearBundle(outdir: string): Promise<void> {
  const kept = path.basename(ISLAND_DATA_DIR);
  for (const entry of await readdir(outdir).catch(() => [])) if (entry !== kept) await rm(path.join(outdir, entry), { recursive: true, force: true });
}

async function copyBundle(from: string, to: string): Promise<void> {
  const kept = path.basename(ISLAND_DATA_DIR);
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from)) if (entry !== kept) await cp(path.join(from, entry), path.join(to, entry), { recursive: true });
}

/** `bundleIslands`, or the last build's bundle when nothing it was made from changed; `reused` says which. */
export async function bundleIslandsCached(
  publicDir: string,
  cacheDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<IslandsBuild & { reused: boolean }> {
  const outdir = path.join(publicDir, ISLANDS_DIR);
  const filesDir = path.join(cacheDir, "files");
  const keptFile = path.join(cacheDir, "bundle.json");
  const kept = await readKept(keptFile);
  if (kept && (await islandsKey(kept.inputs, env)) === kept.key) {
    const files = await readdir(filesDir).catch(() => []);
    if (files.length) {
      await clearBundle(outdir);
      await copyBundle(filesDir, outdir);
      return { ...kept.result, reused: true };
    }
  }
  const result = await bundleIslands(publicDir, env);
  const inputs = Object.keys(result.metafile.inputs).filter(isFileInput).sort();
  await rm(cacheDir, { recursive: true, force: true });
  await copyBundle(outdir, filesDir);
  await writeFile(keptFile, JSON.stringify({ key: await islandsKey(inputs, env), inputs, result } satisfies Kept));
  return { ...result, reused: false };
}
