// The built sites a publish service keeps: every build in its own folder (`builds/<id>/`) and the served site a
// symbolic link (`site`) to one of them, switched with rename(2) so a request sees the old build or the new one,
// never a half-written folder (decision 171). `builds/history.json` lists the builds in the order they went live.
import { existsSync } from "node:fs";
import { link, mkdir, readFile, readdir, readlink, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { cacheControlFor } from "../headers";
import { HASHED_PREFIXES, IMMUTABLE } from "../../src/build/host-config";
import { SPARE_NAME } from "./fast/spare";

export type SiteSlots = {
  /** A fresh, empty folder for a build. */
  prepare(id: string): Promise<string>;
  /** Makes a finished build the served site (atomically) and remembers it; older builds beyond `keep` are removed. */
  install(id: string): Promise<void>;
  /** Goes back to the build that was live before the current one; returns its id. */
  rollback(): Promise<string>;
  /** The id of the build the link points to, or null before the first install. */
  live(): Promise<string | null>;
  /** The builds that went live, oldest first. */
  history(): Promise<string[]>;
};

export type SlotOptions = {
  /** Folder of the builds (created if missing). */
  buildsDir: string;
  /** The served path: a symbolic link the web server's root names. */
  siteLink: string;
  /** Builds kept (the live one and the ones before it, for rollback). */
  keep?: number;
};

/** A build id that sorts in time order and is a safe folder name. */
export function buildId(now: Date, sequence: number): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${sequence}`;
}

const SAFE_ID = /^[\w-]+$/;

async function filesUnder(root: string, dir = "", recursive = true): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (dir && error.code === "ENOENT") return [];
    throw error;
  });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return recursive ? filesUnder(root, relative) : Promise.resolve([]);
      return Promise.resolve(entry.isFile() ? [relative] : []);
    }),
  );
  return nested.flat();
}

/**
 * Hashed assets of the live build that the new build does not have are linked into it: a page loaded from the old
 * build just before the switch still finds its scripts and styles (they are immutable, so the same name is the same
 * bytes). Hard links: a build folder is never written again once installed.
 */
export async function carryOverAssets(fromDir: string, toDir: string): Promise<number> {
  let carried = 0;
  // Only where an immutable file can be (the folders of HASHED_PREFIXES, and hashed scripts and styles at the top): the
  // thousands of page folders are not walked (decision 242: a publish's install does not grow with the pages).
  const candidates = [
    ...(await filesUnder(fromDir, "", false)),
    ...(await Promise.all(HASHED_PREFIXES.map((prefix) => filesUnder(fromDir, prefix.replace(/^\/|\/$/g, ""))))).flat(),
  ];
  for (const file of candidates) {
    if (cacheControlFor(`/${file}`) !== IMMUTABLE || existsSync(path.join(toDir, file))) continue;
    await mkdir(path.dirname(path.join(toDir, file)), { recursive: true });
    await link(path.join(fromDir, file), path.join(toDir, file));
    carried += 1;
  }
  return carried;
}

export function siteSlots({ buildsDir, siteLink, keep = 3 }: SlotOptions): SiteSlots {
  const historyFile = path.join(buildsDir, "history.json");
  const dirOf = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error(`Not a build id: ${id}`);
    return path.join(buildsDir, id);
  };
  const history = async (): Promise<string[]> => (existsSync(historyFile) ? (JSON.parse(await readFile(historyFile, "utf8")) as string[]) : []);
  const saveHistory = async (ids: string[]) => {
    const temporary = `${historyFile}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(ids));
    await rename(temporary, historyFile);
  };
  /** The one atomic step: a new link beside the old one, renamed over it. */
  const pointAt = async (id: string) => {
    const temporary = `${siteLink}.${process.pid}.tmp`;
    await rm(temporary, { force: true });
    await symlink(path.relative(path.dirname(siteLink), dirOf(id)), temporary);
    await rename(temporary, siteLink);
  };
  const live = async (): Promise<string | null> => {
    try {
      return path.basename(await readlink(siteLink));
    } catch {
      return null;
    }
  };
  return {
    async prepare(id) {
      const dir = dirOf(id);
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      return dir;
    },
    async install(id) {
      const dir = dirOf(id);
      if (!(await stat(dir)).isDirectory()) throw new Error(`No build ${id}`);
      const current = await live();
      if (current && current !== id && existsSync(dirOf(current))) await carryOverAssets(dirOf(current), dir);
      await pointAt(id);
      const ids = [...(await history()).filter((x) => x !== id), id];
      const kept = ids.slice(-keep);
      await saveHistory(kept);
      // Builds no longer kept (and builds rolled back from) go, with their logs and records.
      for (const entry of await readdir(buildsDir, { withFileTypes: true })) {
        // A build's folder and the files beside it: its logs, its record, page index and spare (`<id>.log`,
        // `<id>.fast.log`, `<id>.shared`, `<id>.pages`, `<id>.spare`: fast/spare.ts).
        const name = entry.name.replace(/\.(fast\.log|log|shared|pages)$/, "").replace(SPARE_NAME, "");
        if (entry.name !== "history.json" && SAFE_ID.test(name) && !kept.includes(name)) {
          await rm(path.join(buildsDir, entry.name), { recursive: true, force: true });
        }
      }
    },
    async rollback() {
      const ids = await history();
      const previous = ids.at(-2);
      if (!previous || !existsSync(dirOf(previous))) throw new Error("No previous build to roll back to");
      await pointAt(previous);
      await saveHistory(ids.slice(0, -1));
      return previous;
    },
    live,
    history,
  };
}
