import { readFileSync } from "node:fs";
import path from "node:path";

// Which modules the scripts a page fetched hold, read from each chunk's source map (`public/<chunk>.js.map`,
// written by every production build): its `sources` name the modules the chunk holds. Chunk names and
// hashes change with every build, minified code has no stable strings to grep, and webpack.stats.json
// lists no modules: the maps do (decisions 056, 065).

const PUBLIC = path.resolve(__dirname, "../../public");

/** A chunk "holds zod classic" exactly when it has a module under node_modules/zod/v4/classic/. */
export const ZOD_CLASSIC = /\/node_modules\/zod\/v4\/classic\//;
export const ZOD_MINI = /\/node_modules\/zod\/v4\/mini\//;

/** The modules a fetched chunk holds. `_gatsby/boot-*.js` is Gatsby's inline scripts moved to a file by our
 * build (src/build/externalize-inline-scripts.ts): no webpack modules, no map. Any other file must have one. */
export function modulesOf(file: string): string[] {
  if (/^_gatsby\/boot-[\w-]+\.js$/.test(file)) return [];
  const map = JSON.parse(readFileSync(path.join(PUBLIC, `${file}.map`), "utf8")) as { sources: string[] };
  return map.sources;
}

/** The chunks (paths under public/, with their modules) that hold zod classic. */
export const chunksWithZodClassic = (modules: Map<string, string[]>): string[] =>
  [...modules].filter(([, sources]) => sources.some((m) => ZOD_CLASSIC.test(m))).map(([file]) => file);
