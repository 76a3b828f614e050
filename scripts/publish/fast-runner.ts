// The publish service's fast path (decision 230): runs scripts/publish/fast-publish-main.ts for a site deploy, with a
// bound, and keeps each build's record of the content every page shares (`<builds>/<id>.shared`) for the next one.
import { spawn } from "node:child_process";
import { copyFile, rm } from "node:fs/promises";
import { createWriteStream, existsSync } from "node:fs";
import path from "node:path";
import { UNAVAILABLE_EXIT } from "./fast/page-steps";
import type { BuildRun } from "./build-command";
import { prepareSpare } from "./fast/spare";
import { pageIndexFileOf, pageIndexOfBuild, writePageIndex } from "./fast/page-index";

/** A fast publish taking longer than this is stopped, and the whole build makes the deploy. */
export const FAST_BOUND_MS = 180_000;

export type FastPath = {
  /**
   * Makes the deploy's build folder from the live site's build (a preview's too: its `env` says to read the drafts);
   * false when it cannot (the folder is then to be emptied). The record goes beside the log.
   */
  publish(run: Pick<BuildRun, "id" | "dir" | "logFile" | "env">): Promise<boolean>;
  /** A whole build with no fast attempt before it (a rebuild): it carries the live build's record. */
  rebuilding(id: string): Promise<void>;
  /** A whole build is made (not live yet): its page index, from its files (decision 242), for the next fast deploy. */
  built(id: string): Promise<void>;
  /** The live build's spare (decision 242), unless it has one: after each deploy and when the service starts. */
  spare(): Promise<void>;
};

export type FastPathOptions = {
  projectDir: string;
  buildsDir: string;
  /** The live build's id, or null. */
  live(): Promise<string | null>;
  boundMs?: number;
  env?: NodeJS.ProcessEnv;
  /** The command (tests give a stand-in); default: tsx and the fast path's script. */
  command?: string[];
};

export const recordFileOf = (buildsDir: string, id: string) => path.join(buildsDir, `${id}.shared`);

export function fastPath({ projectDir, buildsDir, live, boundMs = FAST_BOUND_MS, env = process.env, command }: FastPathOptions): FastPath {
  let spares: Promise<unknown> = Promise.resolve();
  const argv = command ?? [path.join(projectDir, "node_modules", ".bin", "tsx"), path.join(projectDir, "scripts", "publish", "fast-publish-main.ts")];
  return {
    async publish({ id, dir, logFile, env: extra }) {
      const liveId = await live();
      // Nothing to start from: the whole build makes it (and records nothing: the next deploy is whole too).
      if (!liveId) return false;
      const record = recordFileOf(path.dirname(logFile), id);
      const args = [...argv.slice(1), path.join(buildsDir, liveId), dir, recordFileOf(buildsDir, liveId), record];
      const log = createWriteStream(logFile.replace(/\.log$/, ".fast.log"));
      const code = await new Promise<number | null>((resolve) => {
        const child = spawn(argv[0]!, args, { cwd: projectDir, env: { ...env, ...extra }, stdio: ["ignore", "pipe", "pipe"] });
        child.stdout.pipe(log, { end: false });
        child.stderr.pipe(log, { end: false });
        const timer = setTimeout(() => {
          log.write(`\nThe fast path took over ${boundMs} ms: stopped.\n`);
          child.kill("SIGKILL");
        }, boundMs);
        child.on("error", (error) => {
          log.write(`${error.message}\n`);
          clearTimeout(timer);
          resolve(null);
        });
        child.on("close", (exit) => {
          clearTimeout(timer);
          resolve(exit);
        });
      });
      await new Promise<void>((resolve) => log.end(resolve));
      if (code === 0) return true;
      if (code !== UNAVAILABLE_EXIT) await rm(record, { force: true });
      // A page index is the fast path's output: none for a folder the whole build is to make.
      await rm(pageIndexFileOf(record), { force: true });
      return false;
    },
    async rebuilding(id) {
      const liveId = await live();
      if (liveId && existsSync(recordFileOf(buildsDir, liveId))) await copyFile(recordFileOf(buildsDir, liveId), recordFileOf(buildsDir, id));
    },
    spare() {
      // One at a time (a deploy's and the service's start may ask together).
      const next = spares.then(async () => {
        const liveId = await live();
        if (liveId) await prepareSpare(path.join(buildsDir, liveId));
      });
      spares = next.catch(() => undefined);
      return next;
    },
    async built(id) {
      await writePageIndex(pageIndexFileOf(recordFileOf(buildsDir, id)), await pageIndexOfBuild(path.join(buildsDir, id)));
    },
  };
}
