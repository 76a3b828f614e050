// The live build's spare (decision 242): `cp -al` of the live build's folder, made by the publish service once the build
// is live (and when the service starts), off a publish's path. The fast path takes it as its new build's folder with
// one rename instead of linking thousands of files while an editor waits; without a spare it links them itself.
// A spare is what `cp -al` would make at the start of a publish: a build folder is never written once installed.
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { linkCopy } from "./output-files";

/** `<builds>/<id>.spare` beside the build `<builds>/<id>`. */
export const spareDirOf = (buildDir: string) => `${buildDir}.spare`;

/** The names the spares take beside the builds (finished, being made, being removed). */
export const SPARE_NAME = /\.spare(\.\d+\.(tmp|old))?$/;

/**
 * Makes the spare of a build folder unless it has one, and removes every other spare beside it (of builds no longer
 * live, or left half made). Returns whether it made one. Not to run twice at once for one builds folder.
 */
export async function prepareSpare(buildDir: string): Promise<boolean> {
  const spare = spareDirOf(buildDir);
  const parent = path.dirname(buildDir);
  for (const name of await readdir(parent)) {
    const entry = path.join(parent, name);
    if (!SPARE_NAME.test(name) || entry === spare) continue;
    // Renamed out of the way first: a fast path taking that spare at this moment gets all of it or none of it.
    const removed = `${entry.replace(SPARE_NAME, ".spare")}.${process.pid}.old`;
    try {
      if (entry !== removed) await rename(entry, removed);
    } catch {
      continue;
    }
    await rm(removed, { recursive: true, force: true });
  }
  if (existsSync(spare)) return false;
  const temporary = `${spare}.${process.pid}.tmp`;
  await mkdir(temporary);
  try {
    await linkCopy(buildDir, temporary);
    await rename(temporary, spare);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  return true;
}

/** Moves the live build's spare to be the new build's (empty) folder; false when there is none. */
export async function takeSpare(liveDir: string, newDir: string): Promise<boolean> {
  try {
    await rename(spareDirOf(liveDir), newDir);
    return true;
  } catch (error) {
    // None, or the new folder on another file system (a preview's builds elsewhere): the fast path links the files.
    if (["ENOENT", "EXDEV"].includes((error as NodeJS.ErrnoException).code ?? "")) return false;
    throw error;
  }
}
