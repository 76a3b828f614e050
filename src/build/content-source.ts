import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { createClient } from "@sanity/client";
import { readContentEnv, type ContentEnv } from "./env";

/** Where page content comes from: the Sanity API, or the embedded dataset. Same GROQ on both. */
export interface ContentSource {
  readonly label: string;
  fetch<T>(query: string, params?: Record<string, unknown>): Promise<T>;
}

export type SanityDocument = { _id: string; _type: string; [key: string]: unknown };

export class ContentSourceError extends Error {
  override name = "ContentSourceError";
}

/** Parses a dataset in Sanity's export format: one JSON document per line. */
export function parseNdjson(text: string, file = "dataset"): SanityDocument[] {
  const docs: SanityDocument[] = [];
  text.split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      throw new ContentSourceError(`${file}:${index + 1}: not valid JSON (${(error as Error).message})`);
    }
    if (!doc || typeof doc !== "object" || typeof (doc as SanityDocument)._id !== "string" || typeof (doc as SanityDocument)._type !== "string") {
      throw new ContentSourceError(`${file}:${index + 1}: a document needs a string _id and _type`);
    }
    docs.push(doc as SanityDocument);
  });
  return docs;
}

/**
 * The documents a perspective sees: published ones only (drafts left out, as the API does), or, for a draft preview,
 * each draft in place of its published document (a draft never published yet included), under the published id.
 */
export function inPerspective(dataset: SanityDocument[], perspective: "published" | "drafts"): SanityDocument[] {
  const published = dataset.filter((doc) => !doc._id.startsWith("drafts."));
  if (perspective === "published") return published;
  const drafts = new Map(dataset.filter((doc) => doc._id.startsWith("drafts.")).map((doc) => [doc._id.slice("drafts.".length), doc]));
  const merged = published.map((doc) => {
    const draft = drafts.get(doc._id);
    return draft ? { ...draft, _id: doc._id } : doc;
  });
  const publishedIds = new Set(published.map((doc) => doc._id));
  for (const [id, draft] of drafts) if (!publishedIds.has(id)) merged.push({ ...draft, _id: id });
  return merged;
}

/** The embedded dataset (studio/seed/*.ndjson) evaluated with groq-js, in the given perspective. */
export async function createEmbeddedSource(seedDir: string, perspective: "published" | "drafts" = "published"): Promise<ContentSource> {
  let files: string[];
  try {
    files = (await readdir(seedDir)).filter((f) => f.endsWith(".ndjson")).sort();
  } catch {
    throw new ContentSourceError(`Embedded dataset folder not found: ${seedDir}`);
  }
  if (files.length === 0) throw new ContentSourceError(`No .ndjson files in the embedded dataset folder ${seedDir}`);
  const dataset: SanityDocument[] = [];
  for (const file of files) {
    dataset.push(...parseNdjson(await readFile(path.join(seedDir, file), "utf8"), file));
  }
  const published = inPerspective(dataset, perspective);
  // `->` in groq-js scans the whole dataset; a Map keeps dereferencing O(1) (TOOLCHAIN.md).
  const byId = new Map(published.map((doc) => [doc._id, doc]));
  return {
    label: `embedded dataset ${seedDir} (${published.length} documents${perspective === "drafts" ? ", drafts applied" : ""})`,
    async fetch<T>(query: string, params: Record<string, unknown> = {}) {
      const tree = parse(query, { params });
      const result = await evaluate(tree, {
        dataset: published,
        params,
        dereference: ({ _ref }) => byId.get(_ref) ?? null,
      });
      return (await result.get()) as T;
    },
  };
}

/** The Sanity Content Lake. Fails fast, naming project and dataset, instead of falling back to the seed. */
export function createSanitySource(env: Required<Pick<ContentEnv, "projectId" | "dataset">> & ContentEnv): ContentSource {
  const client = createClient({
    projectId: env.projectId,
    dataset: env.dataset,
    apiVersion: "2025-01-01",
    useCdn: false,
    token: env.token,
    // A token reads a private dataset; drafts only when asked for (a preview build), never for the site.
    perspective: env.perspective,
    maxRetries: 0,
    ...(env.apiHost ? { apiHost: env.apiHost, useProjectHostname: false } : {}),
    timeout: env.timeoutMs,
  });
  const label = `Sanity project "${env.projectId}", dataset "${env.dataset}"`;
  return {
    label,
    async fetch<T>(query: string, params: Record<string, unknown> = {}) {
      try {
        return await client.fetch<T>(query, params);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        throw new ContentSourceError(
          `Cannot reach ${label}: ${cause}. Fix SANITY_PROJECT_ID / SANITY_DATASET or unset SANITY_PROJECT_ID to build from the embedded dataset.`,
        );
      }
    },
  };
}

export async function createContentSource(env: ContentEnv = readContentEnv()): Promise<ContentSource> {
  if (env.projectId) return createSanitySource({ ...env, projectId: env.projectId, dataset: env.dataset });
  return createEmbeddedSource(env.seedDir, env.perspective);
}
