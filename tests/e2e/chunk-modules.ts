import { readFileSync } from "node:fs";
import path from "node:path";
import { sourceMapPath } from "../../src/build/source-maps";

// Which modules the scripts a page fetched hold, read from each chunk's source map (written by every
// production build and moved beside the deployed output: `public-sourcemaps/<chunk>.js.map`): its `sources` name the modules the chunk holds. Chunk names and
// hashes change with every build, minified code has no stable strings to grep, and webpack.stats.json
// lists no modules: the maps do (decisions 056, 065).

const ROOT = path.resolve(__dirname, "../..");

/** A chunk "holds zod classic" exactly when it has a module under node_modules/zod/v4/classic/. */
export const ZOD_CLASSIC = /\/node_modules\/zod\/v4\/classic\//;
export const ZOD_MINI = /\/node_modules\/zod\/v4\/mini\//;

/** The modules a fetched chunk holds. `_gatsby/boot-*.js` is Gatsby's inline scripts moved to a file by our
 * build (src/build/externalize-inline-scripts.ts): no webpack modules, no map. Any other file must have one. */
export function modulesOf(file: string): string[] {
  if (/^_gatsby\/boot-[\w-]+\.js$/.test(file)) return [];
  const map = JSON.parse(readFileSync(sourceMapPath(ROOT, file), "utf8")) as { sources: string[] };
  return map.sources;
}

/** The chunks (paths under public/, with their modules) that hold zod classic. */
export const chunksWithZodClassic = (modules: Map<string, string[]>): string[] =>
  [...modules].filter(([, sources]) => sources.some((m) => ZOD_CLASSIC.test(m))).map(([file]) => file);
