// Writing into a new build folder made of hard links to the live one (decision 230): a file is never written in
// place (its inode is the live build's too), it is replaced, by a new file renamed over the link. Text files get their
// precompressed copies as precompress.ts makes them.
import { spawn } from "node:child_process";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { compressFile, isTextAsset } from "../../../src/build/precompress";

const CP_BOUND_MS = 120_000;

/** `cp -al from/. to/`: the new build's folder as hard links to the live one (seconds for thousands of files). */
export function linkCopy(fromDir: string, toDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("cp", ["-al", `${fromDir}/.`, `${toDir}/`], { stdio: ["ignore", "ignore", "pipe"] });
    let error = "";
    child.stderr.on("data", (chunk: Buffer) => (error += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), CP_BOUND_MS);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`cp -al ${fromDir} ${toDir} failed (${code}): ${error.trim()}`));
    });
  });
}

async function replace(file: string, data: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.fast`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** Puts `data` at `rel` in the new build (replacing its link), with `.br` and `.gz` for a text file. */
export async function replaceFile(dir: string, rel: string, data: string | Buffer): Promise<void> {
  const file = path.join(dir, ...rel.split("/").filter(Boolean));
  await replace(file, data);
  if (!isTextAsset(file)) return;
  const copies = await compressFile(file, Buffer.from(data));
  await Promise.all([replace(`${file}.br`, copies.br), replace(`${file}.gz`, copies.gz)]);
}

/** Replaces the file when its bytes differ from the new build's; returns whether it did. */
export async function replaceIfChanged(dir: string, rel: string, data: string | Buffer): Promise<boolean> {
  const current = await readFile(path.join(dir, ...rel.split("/").filter(Boolean))).catch(() => null);
  if (current && current.equals(Buffer.from(data))) return false;
  await replaceFile(dir, rel, data);
  return true;
}

/** Removes a file and its precompressed copies from the new build (unlinking touches no other build). */
export async function removeFile(dir: string, rel: string): Promise<void> {
  const file = path.join(dir, ...rel.split("/").filter(Boolean));
  await Promise.all([file, `${file}.br`, `${file}.gz`].map((f) => rm(f, { force: true })));
}

/** Every file under a folder, as paths relative to it with `/`. */
export async function filesUnder(root: string, dir = ""): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(root, rel) : Promise.resolve(entry.isFile() ? [rel] : []);
    }),
  );
  return nested.flat();
}
