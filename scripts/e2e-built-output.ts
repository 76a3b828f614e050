// What the browser tests read of the build (decision 220): a snapshot of the worktree's build output, taken before
// the tests start, so that the studio's publish test can run Gatsby's incremental build in the worktree itself
// (its `.cache/` warm from `npm run build`) while the other tests serve and read the snapshot.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

/**
 * The build's outputs the browser tests read: the site, its source maps, the host files and the two tables of
 * `.cache/` that specs read. The folders are hard-linked (instant): nothing writes into their files in place while
 * the snapshot is in use, because the studio's test moves the worktree's copies aside before it builds and builds in
 * real copies (`setBuildOutputsAside` below). The small files are copied.
 */
const LINKED = ["public", "public-sourcemaps"];
const COPIED = ["deploy", ".cache/route-table.json", ".cache/match-paths.json"];

/** Where a test run's snapshot lives: per worktree and port, so that two runs never share one. */
export function e2eBuiltDir(root: string, port: number): string {
  return path.join(os.tmpdir(), `e2e-built-${createHash("sha256").update(root).digest("hex").slice(0, 10)}-${port}`);
}

/** The folder the browser tests read the build from: the snapshot in a Playwright run (E2E_BUILT_DIR), else the project. */
export function builtPath(...parts: string[]): string {
  return path.join(process.env.E2E_BUILT_DIR || ROOT, ...parts);
}

/** Replaces `dir` with a snapshot of the build in `root` (first putting back what an interrupted studio test set aside). */
export function snapshotBuiltOutput(root: string, dir: string): void {
  restoreBuildOutputs(root);
  if (!existsSync(path.join(root, "public/404.html"))) throw new Error(`No built site in ${root}/public: run \`npm run build\` first.`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, ".cache"), { recursive: true });
  for (const name of LINKED) if (existsSync(path.join(root, name))) execFileSync("cp", ["-al", path.join(root, name), path.join(dir, name)]);
  for (const name of COPIED)
    if (existsSync(path.join(root, name))) cpSync(path.join(root, name), path.join(dir, name), { recursive: true, preserveTimestamps: true });
}

/** What a Gatsby build in the project writes: its cache and every output folder. */
const BUILD_OUTPUTS = [".cache", "public", "public-sourcemaps", "deploy"];

/** Where the studio's test keeps the project's build outputs while it builds (same for every run, so a next run finds them). */
export function keptOutputsDir(root: string): string {
  return path.join(os.tmpdir(), `studio-e2e-kept-${createHash("sha256").update(root).digest("hex").slice(0, 10)}`);
}

function move(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    execFileSync("cp", ["-a", from, to]);
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Before the studio's test builds in the project: its build outputs are moved aside (a rename: the snapshot's hard
 * links keep pointing at the untouched files) and the build gets real copies of them, so Gatsby's incremental build
 * starts from the warm `.cache/` of `npm run build`. Returns the seconds the copies took.
 */
export function setBuildOutputsAside(root: string): number {
  restoreBuildOutputs(root);
  const kept = keptOutputsDir(root);
  const started = Date.now();
  mkdirSync(kept, { recursive: true });
  for (const name of BUILD_OUTPUTS) {
    if (!existsSync(path.join(root, name))) continue;
    move(path.join(root, name), path.join(kept, name));
    execFileSync("cp", ["-a", path.join(kept, name), path.join(root, name)]);
  }
  return (Date.now() - started) / 1000;
}

/** After the studio's test (or at the next run, if it was interrupted): the project's build outputs as `npm run build` left them. */
export function restoreBuildOutputs(root: string): void {
  const kept = keptOutputsDir(root);
  if (!existsSync(kept)) return;
  for (const name of BUILD_OUTPUTS) {
    if (!existsSync(path.join(kept, name))) continue;
    rmSync(path.join(root, name), { recursive: true, force: true });
    move(path.join(kept, name), path.join(root, name));
  }
  rmSync(kept, { recursive: true, force: true });
}
