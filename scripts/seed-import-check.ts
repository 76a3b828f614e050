// A rehearsal of `sanity dataset import studio/seed/content.ndjson` without a Sanity project (decision 116):
// Sanity's own import library (@sanity/import, what the CLI's `dataset import` runs) reads the NDJSON as the
// CLI gives it (a file stream, assets resolved against the file's folder), with a real @sanity/client whose
// transport is a recording stand-in for the Content Lake. The library validates the documents, reads and
// uploads every `_sanityAsset` file, creates the documents and patches the asset references in; the stand-in
// answers as the API does and records each request, and the recorded mutations are applied to give the
// dataset the project would hold. `npx tsx scripts/seed-import-check.ts [file.ndjson]` prints a summary of that
// (scripts/seed-import-summary.ts); with `--json`, the whole rehearsal as JSON.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import { sanityImport } from "@sanity/import";
import { createClient } from "@sanity/client";
import sharp from "sharp";
import { importSummary } from "./seed-import-summary";

type Doc = Record<string, unknown> & { _id: string; _type: string };
type Upload = { type: "image" | "file"; filename: string | null; sha1: string; bytes: number; assetId: string };
type Patch = { id: string; setIfMissing?: Record<string, unknown>; set?: Record<string, unknown>; unset?: string[] };
type Mutation = { create?: Doc; createIfNotExists?: Doc; createOrReplace?: Doc; patch?: Patch };

export type Rehearsal = {
  /** What the library reports: documents imported and warnings (failed asset uploads among them). */
  numDocs: number;
  warnings: string[];
  /** Every file the library uploaded, once per distinct file. */
  uploads: Upload[];
  /** The dataset after all recorded mutations: documents by id. */
  dataset: Doc[];
  /** Requests the stand-in refused, as the API would (a missing reference, an unreadable picture…). */
  refused: string[];
  /** Requests the stand-in did not recognise (the library asked for something this rehearsal does not model). */
  unexpected: string[];
};

const PROJECT = "rehearsal";
const DATASET = "production";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function bytesOf(body: unknown): Promise<Buffer> {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === "string") return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  return Buffer.from(await new Response(body as BodyInit).arrayBuffer());
}

/** The parts of a serialised path as the library writes them: `heroImage`, `seo.image`, `tags[0]._weak`. */
function partsOf(serialised: string): Array<string | number> {
  const parts = serialised.match(/[^.[\]]+|\[\d+\]/g);
  if (!parts) throw new Error(`cannot read the path "${serialised}"`);
  return parts.map((p) => (p.startsWith("[") ? Number(p.slice(1, -1)) : p));
}

/** Sets (or, with `value` undefined, unsets) the value at a serialised path; `onlyIfMissing` is setIfMissing. */
function setAt(doc: Record<string, unknown>, serialised: string, value: unknown, onlyIfMissing = false): void {
  const parts = partsOf(serialised);
  let node = doc as Record<string | number, unknown>;
  for (const key of parts.slice(0, -1)) {
    if (node[key] === undefined) {
      if (value === undefined) return;
      node[key] = {};
    }
    node = node[key] as Record<string | number, unknown>;
  }
  const last = parts.at(-1)!;
  if (value === undefined) delete node[last];
  else if (!onlyIfMissing || node[last] === undefined) node[last] = value;
}

/** Every reference in a value that is not weak (`_weak: true`), by the id it points to. */
function strongRefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(strongRefsIn);
  if (!value || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const own = typeof node._ref === "string" && node._weak !== true ? [node._ref] : [];
  return [...own, ...Object.values(node).flatMap(strongRefsIn)];
}

/** A stand-in for the Content Lake's HTTP API, as far as an import uses it. */
function contentLake() {
  const documents = new Map<string, Doc>();
  const uploads: Upload[] = [];
  const unexpected: string[] = [];
  const refused: string[] = [];
  // As the Content Lake does: a document may not hold a strong reference to a document that does not exist.
  const checkRefs = (doc: Doc) => {
    const missing = strongRefsIn(doc).filter((id) => !documents.has(id));
    if (missing.length) throw Object.assign(new Error(`${doc._id} references missing documents: ${missing.join(", ")}`), { statusCode: 409 });
  };
  const apply = (m: Mutation): { id: string; operation: string } => {
    const created = m.create ?? m.createIfNotExists ?? m.createOrReplace;
    if (created) {
      if (m.create && documents.has(created._id)) throw Object.assign(new Error(`document ${created._id} already exists`), { statusCode: 409 });
      if (m.createIfNotExists && documents.has(created._id)) return { id: created._id, operation: "none" };
      checkRefs(created);
      documents.set(created._id, structuredClone(created));
      return { id: created._id, operation: "create" };
    }
    if (m.patch) {
      const doc = documents.get(m.patch.id);
      if (!doc) throw Object.assign(new Error(`patch of a missing document ${m.patch.id}`), { statusCode: 404 });
      const next = structuredClone(doc);
      for (const [p, v] of Object.entries(m.patch.setIfMissing ?? {})) setAt(next, p, structuredClone(v), true);
      for (const [p, v] of Object.entries(m.patch.set ?? {})) setAt(next, p, structuredClone(v));
      for (const p of m.patch.unset ?? []) setAt(next, p, undefined);
      checkRefs(next);
      documents.set(next._id, next);
      return { id: m.patch.id, operation: "update" };
    }
    throw new Error(`mutation not modelled: ${JSON.stringify(m).slice(0, 200)}`);
  };
  const fetch = async (input: string, init?: { method?: string; body?: unknown }): Promise<Response> => {
    const url = new URL(input);
    const method = (init?.method ?? "GET").toUpperCase();
    const route = url.pathname.replace(/^\/v[\d-]+/, "");
    try {
      if (route === `/data/mutate/${DATASET}` && method === "POST") {
        const { mutations } = JSON.parse((await bytesOf(init?.body)).toString("utf8")) as { mutations: Mutation[] };
        return json({ transactionId: `t${documents.size}`, results: mutations.map(apply) });
      }
      if (route === `/data/query/${DATASET}`) {
        // The asset lookup by hash before an upload: nothing is in the new dataset yet.
        return json({ result: null, ms: 0 });
      }
      const assetRoute = /^\/assets\/(images|files)\/([\w-]+)$/.exec(route);
      if (assetRoute && method === "POST" && assetRoute[2] === DATASET) {
        const bytes = await bytesOf(init?.body);
        const sha1 = createHash("sha1").update(bytes).digest("hex");
        const type = assetRoute[1] === "images" ? "image" : "file";
        const filename = url.searchParams.get("filename");
        let assetId = `file-${sha1}-${path.extname(filename ?? "").slice(1) || "bin"}`;
        if (type === "image") {
          // As the API does: the id names the picture's size and format; a file it cannot read is refused.
          const meta = await sharp(bytes).metadata();
          assetId = `image-${sha1}-${meta.width}x${meta.height}-${meta.format === "jpeg" ? "jpg" : meta.format}`;
        }
        uploads.push({ type, filename, sha1, bytes: bytes.length, assetId });
        const doc = {
          _id: assetId,
          _type: type === "image" ? "sanity.imageAsset" : "sanity.fileAsset",
          sha1hash: sha1,
          size: bytes.length,
          originalFilename: filename,
        };
        documents.set(assetId, doc);
        return json({ document: doc });
      }
      unexpected.push(`${method} ${route}`);
      return json({ error: "Not modelled", message: `${method} ${route} is not modelled by the rehearsal` }, 400);
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      refused.push(`${method} ${route}: ${status} ${(error as Error).message}`);
      return json({ error: "Bad request", message: (error as Error).message }, status);
    }
  };
  return { fetch, documents, uploads, unexpected, refused };
}

/** Imports an NDJSON file as `sanity dataset import <file> production` would, into the stand-in. */
export async function rehearseImport(ndjson: string): Promise<Rehearsal> {
  const lake = contentLake();
  const client = createClient({
    projectId: PROJECT,
    dataset: DATASET,
    apiVersion: "2025-02-19",
    token: "rehearsal-token",
    useCdn: false,
    maxRetries: 0,
    // The whole transport: no request leaves this process.
    resolveFetch: () => lake.fetch,
  });
  const result = await sanityImport(createReadStream(ndjson), {
    client,
    // What the CLI passes for a file source: relative `file://./…` assets are read beside the NDJSON.
    assetsBase: path.dirname(path.resolve(ndjson)),
    operation: "create",
    releasesOperation: "fail",
    tag: "sanity.import",
    targetProjectId: PROJECT,
    targetDataset: DATASET,
  });
  const dataset = [...lake.documents.values()].filter((d) => !d._type.startsWith("sanity."));
  return {
    numDocs: result.numDocs,
    warnings: result.warnings.map((w) => w.message),
    uploads: lake.uploads,
    dataset,
    refused: lake.refused,
    unexpected: lake.unexpected,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const asJson = args.includes("--json");
  const file = args.find((a) => a !== "--json") ?? path.resolve(__dirname, "../studio/seed/content.ndjson");
  const rehearsal = await rehearseImport(file);
  process.stdout.write(asJson ? JSON.stringify(rehearsal) + "\n" : importSummary(path.relative(process.cwd(), path.resolve(file)) || file, rehearsal));
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
