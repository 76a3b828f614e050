import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

// What a post-build step wrote on the last build (issue 35, decision 196), kept beside the build in Gatsby's
// `.cache/` (a lost record only costs doing the step's whole work again): the key of the inputs every output
// shares (the step's code, the bundles' names and bytes), and each output file's sum as the step wrote it. A
// file that still holds those bytes, under the same key, is the step's output for its own input: running the
// step on it again gives the same bytes, so the step leaves it alone.

/** A step's outputs on the last build: their shared inputs' key, and each file's sum (path relative to public/). */
export type OutputRecord = { key: string; files: Record<string, string> };

export const sumOf = (data: string | Buffer) => createHash("sha256").update(data).digest("base64url");

/** One key of several inputs; each part's length goes in too, so ["ab", "c"] and ["a", "bc"] differ. */
export function keyOf(parts: ReadonlyArray<string | Buffer>): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest("base64url");
}

/** The record, or undefined when there is none or it is not one (then the step does all its work). */
export async function readOutputRecord(file: string): Promise<OutputRecord | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as Partial<OutputRecord> | null;
    return parsed && typeof parsed.key === "string" && parsed.files && typeof parsed.files === "object" ? (parsed as OutputRecord) : undefined;
  } catch {
    return undefined;
  }
}

/** Written whole or not at all: a build stopped half-way leaves the last record or none. */
export async function writeOutputRecord(file: string, record: OutputRecord): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, JSON.stringify(record));
  await rename(`${file}.tmp`, file);
}

/** Whether `current` (a file's bytes now) is what the step wrote for `rel` on the last build, with the same key. */
export const isUnchanged = (record: OutputRecord | undefined, key: string, rel: string, current: string | Buffer) =>
  record !== undefined && record.key === key && record.files[rel] === sumOf(current);

/**
 * The key of the build's own code: every source file of src/build/ (the post-build steps, what they import
 * from it and their worker threads' .mjs) and the lockfile (the versions of Beasties, esbuild, terser). Any change there makes every step
 * do its whole work once.
 */
export async function buildCodeKey(root: string): Promise<string> {
  const dir = path.join(root, "src/build");
  const names = (await readdir(dir)).filter((name) => /\.(?:tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)).sort();
  const parts = await Promise.all(names.map(async (name) => `${name}\n${await readFile(path.join(dir, name), "utf8")}`));
  const lock = await readFile(path.join(root, "package-lock.json"), "utf8").catch(() => "");
  return keyOf([...parts, lock]);
}
