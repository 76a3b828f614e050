// The stand-in Content Lake's documents (decision 210): the seed in memory, changed by the studio's mutations and
// actions, read by GROQ (groq-js, what Sanity's query language is), and written out as an embedded dataset the
// site's build reads (CONTENT_SEED_DIR), as a real build reads the Content Lake.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Mutation } from "@sanity/mutator";
import { evaluate, parse } from "groq-js";

export type LakeDocument = { _id: string; _type: string; _rev: string; _createdAt: string; _updatedAt: string; [key: string]: unknown };

/** One document's change in a transaction: what the listeners are told. */
export type DocumentChange = { id: string; before: LakeDocument | undefined; after: LakeDocument | undefined };

export type Transaction = { id: string; at: string; changes: DocumentChange[]; mutations: unknown[] };

const newRev = () => randomBytes(11).toString("base64url").slice(0, 22);

export const draftId = (id: string) => (id.startsWith("drafts.") ? id : `drafts.${id}`);
export const publishedId = (id: string) => id.replace(/^drafts\./, "");

export class LakeDataset {
  private readonly docs = new Map<string, LakeDocument>();
  private readonly seen = new Set<(tx: Transaction) => void>();

  constructor(documents: LakeDocument[]) {
    for (const doc of documents) this.docs.set(doc._id, doc);
  }

  static fromNdjson(text: string): LakeDataset {
    return new LakeDataset(
      text
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as LakeDocument),
    );
  }

  get(id: string): LakeDocument | undefined {
    return this.docs.get(id);
  }

  all(): LakeDocument[] {
    return [...this.docs.values()];
  }

  /** Calls `listener` after every committed transaction; returns the unsubscribe. */
  subscribe(listener: (tx: Transaction) => void): () => void {
    this.seen.add(listener);
    return () => this.seen.delete(listener);
  }

  /** GROQ over the documents; `published` leaves drafts out, as the API's published perspective does. */
  async query(query: string, params: Record<string, unknown>, perspective = "raw"): Promise<unknown> {
    const dataset = perspective === "published" ? this.all().filter((d) => !d._id.startsWith("drafts.")) : this.all();
    const tree = parse(query, { params });
    return (await evaluate(tree, { dataset, params })).get();
  }

  /** Sanity's mutations (create…, patch, delete) applied in one transaction. */
  mutate(mutations: Array<Record<string, unknown>>, transactionId = newRev()): Transaction {
    const working = new Map<string, LakeDocument | undefined>();
    const current = (id: string) => (working.has(id) ? working.get(id) : this.docs.get(id));
    const at = new Date().toISOString();
    for (const mutation of mutations) {
      const [kind, body] = (Object.entries(mutation) as Array<[string, Record<string, unknown>]>)[0] ?? ["", {}];
      const ids = kind === "patch" || kind === "delete" ? [String(body.id)] : [String(body._id)];
      for (const id of ids) {
        const before = current(id);
        if (kind === "create" && before) throw new LakeError(409, `Document by ID "${id}" already exists`);
        const result = new Mutation({ mutations: [mutation] }).apply(before ?? null) as LakeDocument | null;
        working.set(id, result ? { ...result, _id: id, _createdAt: before?._createdAt ?? at, _updatedAt: at, _rev: transactionId } : undefined);
      }
    }
    return this.commit(transactionId, at, working, mutations);
  }

  /** The studio's publish action: the draft becomes the published document, the draft goes. */
  publish(draft: string, published: string, transactionId = newRev()): Transaction {
    const source = this.docs.get(draftId(draft));
    if (!source) throw new LakeError(409, `There is no draft "${draftId(draft)}" to publish`);
    const at = new Date().toISOString();
    const before = this.docs.get(published);
    const working = new Map<string, LakeDocument | undefined>([
      [published, { ...source, _id: published, _createdAt: before?._createdAt ?? source._createdAt, _updatedAt: at, _rev: transactionId }],
      [source._id, undefined],
    ]);
    return this.commit(transactionId, at, working, [{ createOrReplace: { ...source, _id: published } }, { delete: { id: source._id } }]);
  }

  private commit(id: string, at: string, working: Map<string, LakeDocument | undefined>, mutations: unknown[]): Transaction {
    const changes: DocumentChange[] = [];
    for (const [docId, after] of working) {
      const before = this.docs.get(docId);
      if (!before && !after) continue;
      if (after) this.docs.set(docId, after);
      else this.docs.delete(docId);
      changes.push({ id: docId, before, after });
    }
    const tx = { id, at, changes, mutations };
    for (const listener of this.seen) listener(tx);
    return tx;
  }

  /**
   * The dataset as the site's build reads it offline (CONTENT_SEED_DIR): every document in one ndjson file, the
   * seed's image files linked beside it.
   */
  async writeSeed(dir: string, assetsDir: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    for (const entry of await readdir(dir)) await rm(path.join(dir, entry), { recursive: true, force: true });
    await symlink(assetsDir, path.join(dir, "assets"));
    await writeFile(
      path.join(dir, "content.ndjson"),
      this.all()
        .map((d) => JSON.stringify(d))
        .join("\n") + "\n",
    );
  }
}

export class LakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
