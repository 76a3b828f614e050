import { createHash } from "node:crypto";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

// An island's data on a static content page (decision 133): its translated strings, and its props when
// they are long, are not in the page but in a shared file beside the islands' code (`/_islands/data/<hash>.json`,
// named by its content, so one file serves every page whose island has the same strings, and it is cached
// like the code). The boot fetches them when the island starts, beside its code (island-loader.ts). The
// first screen never needs them: a page's document stays within the first round trip (about 14 KB).

/** Props longer than this (JSON characters) go to a file; shorter ones stay in the page. */
export const PROPS_INLINE_MAX = 1500;
/** The public folder of the data files. */
export const ISLAND_DATA_DIR = "_islands/data";

const DATA_TAG = /(<script type="application\/json" data-island-data="">)([\s\S]*?)(<\/script>)/g;

/** `<script>` content that cannot close its element (island.tsx's `jsonForScript`). */
const forScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

type PageIslandData = { props?: unknown; i18n?: { strings?: Record<string, unknown> }; refs?: { strings?: string; props?: string } };

/**
 * The page with each island's strings (and long props) replaced by `refs` to files; `files` gets each
 * file's public path and text. Idempotent: data already referred to is left alone.
 */
export function externalizeIslandData(html: string, files: Map<string, string>): string {
  const toFile = (value: unknown) => {
    const text = JSON.stringify(value);
    const file = `/${ISLAND_DATA_DIR}/${createHash("sha256").update(text).digest("base64url").slice(0, 12)}.json`;
    files.set(file, text);
    return file;
  };
  return html.replace(DATA_TAG, (tag, open: string, json: string, close: string) => {
    const data = JSON.parse(json) as PageIslandData;
    const refs = { ...data.refs };
    if (data.i18n?.strings && Object.keys(data.i18n.strings).length) {
      refs.strings = toFile(data.i18n.strings);
      delete data.i18n.strings;
    }
    if (data.props !== undefined && JSON.stringify(data.props).length > PROPS_INLINE_MAX) {
      refs.props = toFile(data.props);
      delete data.props;
    }
    if (!refs.strings && !refs.props) return tag;
    return `${open}${forScript({ ...data, refs })}${close}`;
  });
}

/** Writes the data files under public/. */
export async function writeIslandDataFiles(publicDir: string, files: ReadonlyMap<string, string>): Promise<void> {
  await mkdir(path.join(publicDir, ISLAND_DATA_DIR), { recursive: true });
  await Promise.all([...files].map(([file, text]) => writeFile(path.join(publicDir, ...file.split("/").filter(Boolean)), text)));
}

/** The data files a page refers to (its islands' `refs`). */
export function islandDataRefs(html: string): string[] {
  return [...html.matchAll(DATA_TAG)].flatMap(([, , json]) => {
    const refs = (JSON.parse(json!) as PageIslandData).refs;
    return [refs?.strings, refs?.props].filter((ref): ref is string => typeof ref === "string");
  });
}

/**
 * Deletes the data files no page refers to any more; returns how many. The folder survives the island
 * bundle's rebuild (a page Gatsby did not render again keeps referring to its files), so without this every
 * incremental build with changed strings or props would leave its old files in the deployed output.
 */
export async function pruneIslandDataFiles(publicDir: string, referenced: ReadonlySet<string>): Promise<number> {
  const dir = path.join(publicDir, ISLAND_DATA_DIR);
  // With the precompressed copies the last build wrote beside each file (`.br`, `.gz`).
  const stale = (await readdir(dir).catch(() => [])).filter((name) => !referenced.has(`/${ISLAND_DATA_DIR}/${name.replace(/\.(br|gz)$/, "")}`));
  await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
  return stale.length;
}
