import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Rehearsal } from "./seed-import-check";

// The embedded dataset goes through Sanity's own import library (decision 116) with a recording stand-in for
// the Content Lake. The library is ESM-only and loads its ESM dependencies, so it runs in a child process
// (as `npx tsx scripts/seed-import-check.ts` would), not under Jest's CommonJS runtime.

const SEED = path.resolve(__dirname, "../studio/seed/content.ndjson");
type Doc = Record<string, unknown> & { _id: string; _type: string };

function rehearse(file: string, ...flags: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    [path.resolve(__dirname, "../node_modules/tsx/dist/cli.mjs"), path.resolve(__dirname, "seed-import-check.ts"), file, ...flags],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  // Decoded once at the end: a chunk may end inside a multi-byte character (the Russian texts).
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on("data", (d: Buffer) => stdout.push(d));
  child.stderr.on("data", (d: Buffer) => stderr.push(d));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(stdout).toString("utf8"), stderr: Buffer.concat(stderr).toString("utf8") }));
  });
}

/** The file an import reference names, resolved as the CLI resolves it: beside the NDJSON. */
const fileOf = (ref: string, base: string) => fileURLToPath(ref.replace(/^(image|file)@/, "").replace(/^file:\/\/\.\//, `${pathToFileURL(base).href}/`));

/** The document as the project holds it after the import: each `_sanityAsset` became a reference to its upload. */
function imported(value: unknown, assetIdOf: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => imported(v, assetIdOf));
  if (!value || typeof value !== "object") return value;
  const { _sanityAsset, ...rest } = value as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, imported(v, assetIdOf)]));
  return typeof _sanityAsset === "string" ? { ...out, asset: { _type: "reference", _ref: assetIdOf(_sanityAsset) } } : out;
}

describe("the embedded dataset through Sanity's own import (@sanity/import with a recording Content Lake)", () => {
  it("accepts every document and asset of studio/seed/content.ndjson and holds exactly them afterwards", async () => {
    const { code, stdout, stderr } = await rehearse(SEED, "--json");
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    const result = JSON.parse(stdout) as Rehearsal;
    expect(result.refused).toEqual([]);
    const seed = readFileSync(SEED, "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Doc);
    expect(result.unexpected).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.numDocs).toBe(seed.length);

    // One upload per distinct file, with the file's bytes (the hash the API keys assets by).
    const refs = [...new Set(readFileSync(SEED, "utf8").match(/(image|file)@file:\/\/[^"]+/g))];
    expect(refs.length).toBeGreaterThanOrEqual(11);
    const base = path.dirname(SEED);
    const sha1Of = (ref: string) =>
      createHash("sha1")
        .update(readFileSync(fileOf(ref, base)))
        .digest("hex");
    expect(result.uploads.map((u) => u.sha1).sort()).toEqual(refs.map(sha1Of).sort());
    for (const upload of result.uploads) expect(upload.assetId).toMatch(/^image-[0-9a-f]{40}-\d+x\d+-(svg|png)$/);
    const assetIdOf = (ref: string) => result.uploads.find((u) => u.sha1 === sha1Of(ref))!.assetId;

    // The project holds the seed as written (no key, type or reference added or dropped), images referenced.
    const byId = new Map(result.dataset.map((d) => [d._id, d]));
    expect([...byId.keys()].sort()).toEqual(seed.map((d) => d._id).sort());
    for (const doc of seed) expect(byId.get(doc._id)).toEqual(imported(doc, assetIdOf));
  }, 60_000);

  it("prints a summary by default: documents per type and language, files, warnings, refusals", async () => {
    const { code, stdout, stderr } = await rehearse(SEED);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    const seed = readFileSync(SEED, "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Doc);
    const lines = stdout.split("\n");
    expect(lines).toContain(`Documents: ${seed.length} in the dataset (the library imported ${seed.length})`);
    const ru = seed.filter((d) => d._type === "helpArticle" && d.language === "ru").length;
    const en = seed.filter((d) => d._type === "helpArticle" && d.language === "en").length;
    // Columns: en, ru, no language (redirects have none), all.
    expect(lines.find((l) => l.startsWith("helpArticle "))?.split(/\s+/)).toEqual(["helpArticle", String(en), String(ru), "0", String(en + ru)]);
    expect(lines).toEqual(expect.arrayContaining(["Warnings: 0", "Refusals: 0", "Requests the stand-in does not model: 0"]));
    expect(lines.find((l) => l.startsWith("Files: "))).toMatch(/^Files: 1\d uploaded \(1\d images, 0 other files, [\d.]+ KiB\)$/);
    expect(stdout.length).toBeLessThan(5000);
  }, 60_000);

  it("refuses what an import would refuse: an id Sanity does not allow, an asset file that is not there, a dangling reference", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "seed-import-"));
    try {
      const badId = path.join(dir, "bad-id.ndjson");
      await writeFile(badId, JSON.stringify({ _id: "tag en", _type: "tag" }) + "\n");
      const refusedId = await rehearse(badId);
      expect(refusedId.code).toBe(1);
      expect(refusedId.stderr).toContain('Document ID "tag en" is not valid');

      const noFile = path.join(dir, "no-file.ndjson");
      await writeFile(
        noFile,
        JSON.stringify({ _id: "homePage-en", _type: "homePage", heroImage: { _type: "image", _sanityAsset: "image@file://./assets/gone.svg" } }) + "\n",
      );
      const refusedAsset = await rehearse(noFile);
      expect(refusedAsset.code).toBe(1);
      expect(refusedAsset.stderr).toMatch(/gone\.svg/);

      const dangling = path.join(dir, "dangling.ndjson");
      await writeFile(
        dangling,
        JSON.stringify({ _id: "help-a-en", _type: "helpArticle", tags: [{ _key: "a", _type: "reference", _ref: "tag-gone-en" }] }) + "\n",
      );
      const refusedRef = await rehearse(dangling);
      expect(refusedRef.code).toBe(1);
      expect(refusedRef.stderr).toContain("help-a-en references missing documents: tag-gone-en");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
