import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Where the build's source maps go: beside the deployed output, not in it (`public/` is what a host
 * serves; the maps are for error reporting and for tests that attribute a chunk's bytes to modules).
 */
export const SOURCE_MAPS_DIR = "public-sourcemaps";

/** `public/app-abc.js.map` → `public-sourcemaps/app-abc.js.map` (the same path below the folder). */
export const sourceMapPath = (root: string, fileInPublic: string) => path.join(root, SOURCE_MAPS_DIR, `${fileInPublic.replace(/^\/+/, "")}.map`);

async function* maps(dir: string, base = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* maps(full, base);
    else if (entry.isFile() && entry.name.endsWith(".map")) yield path.relative(base, full);
  }
}

/**
 * Moves every `*.map` of the built site to `target`, keeping its path. When the build wrote maps,
 * `target` is emptied first so that it holds this build's maps only (run again with none left in
 * public/, it keeps what is there). The scripts keep their `sourceMappingURL` comment: a browser asks
 * for the map only with its developer tools open, and the host answers 404.
 */
export async function moveSourceMaps(publicDir: string, target: string): Promise<number> {
  const found: string[] = [];
  for await (const relative of maps(publicDir)) found.push(relative);
  if (!found.length) return 0;
  await rm(target, { recursive: true, force: true });
  for (const relative of found) {
    const to = path.join(target, relative);
    await mkdir(path.dirname(to), { recursive: true });
    await rename(path.join(publicDir, relative), to);
  }
  return found.length;
}
