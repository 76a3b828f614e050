import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Every file under a folder, with its text, by its path relative to the folder: two builds' outputs compared whole. */
export async function folderContents(dir: string, under = dir): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(under, { withFileTypes: true })) {
    const full = path.join(under, entry.name);
    if (entry.isDirectory()) Object.assign(out, await folderContents(dir, full));
    else out[path.relative(dir, full)] = await readFile(full, "utf8");
  }
  return out;
}
