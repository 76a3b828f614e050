import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { builtPath } from "../../scripts/e2e-built-output";
import { sourceMapPath } from "../../src/build/source-maps";

// Which modules the scripts a page fetched hold, read from each chunk's source map (written by every
// production build and moved beside the deployed output: `public-sourcemaps/<chunk>.js.map`): its `sources` name the modules the chunk holds. Chunk names and
// hashes change with every build, minified code has no stable strings to grep, and webpack.stats.json
// lists no modules: the maps do (decisions 056, 065).

// The build as the tests read it: their snapshot of it (decision 220).
const ROOT = builtPath();

/** A chunk "holds zod classic" exactly when it has a module under node_modules/zod/v4/classic/. */
export const ZOD_CLASSIC = /\/node_modules\/zod\/v4\/classic\//;
export const ZOD_MINI = /\/node_modules\/zod\/v4\/mini\//;

/** A webpack chunk whose every module is JSON (`123:function(e){e.exports=JSON.parse('…')}`): the translation
 * catalogues that /my/ and the 404 page import, split off on their own once they grew past webpack's size for a
 * shared chunk. webpack writes no map for it (JSON has no source to map to). */
const JSON_MODULE = /\d+:(?:function\(e\)\{e\.exports=|e=>\{e\.exports=)JSON\.parse\('(?:[^'\\]|\\.)*'\)\}/g;
const JSON_ONLY_CHUNK = /^"use strict";\(self\.webpackChunk\w+=self\.webpackChunk\w+\|\|\[\]\)\.push\(\[\[\d+\],\{(?:,?)*\}\]\);?\s*$/;

/** The modules a fetched chunk holds. `_gatsby/boot-*.js` is Gatsby's inline scripts moved to a file by our
 * build (src/build/externalize-inline-scripts.ts): no webpack modules, no map. A chunk of JSON modules only has
 * no code modules and no map. Any other file must have one. */
export function modulesOf(file: string): string[] {
  if (/^_gatsby\/boot-[\w-]+\.js$/.test(file)) return [];
  const mapFile = sourceMapPath(ROOT, file);
  if (!existsSync(mapFile)) {
    const code = readFileSync(path.join(ROOT, "public", file), "utf8");
    if (JSON_ONLY_CHUNK.test(code.replace(JSON_MODULE, ""))) return [];
  }
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
  return map.sources;
}

/** The chunks (paths under public/, with their modules) that hold zod classic. */
export const chunksWithZodClassic = (modules: Map<string, string[]>): string[] =>
  [...modules].filter(([, sources]) => sources.some((m) => ZOD_CLASSIC.test(m))).map(([file]) => file);
