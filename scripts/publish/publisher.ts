// The deploy queue of the publish service: webhook events become deploys, a burst of events one deploy, and one
// build runs at a time (decision 171). Each deploy is reported: queued, building, live or failed (with the tail of
// its build log). Draft previews (decision 172) go through the same queue, into their own slots.
import path from "node:path";
import { BuildError, tailOf, type BuildRunner } from "./build-command";
import { buildId, type SiteSlots } from "./site-slots";
import type { PublishEvent } from "./webhook-check";

export type DeployState = "queued" | "building" | "live" | "failed";

export type Deploy = {
  id: string;
  /** The site, or a draft preview (decision 172). */
  kind: "site" | "preview";
  state: DeployState;
  /** The documents whose publish, unpublish or delete (or, for a preview, whose draft) this deploy carries. */
  documents: Array<{ id: string; operation: string }>;
  queuedAt: string;
  startedAt?: string;
  finishedAt?: string;
  error?: string;
  logTail?: string;
};

/** Events arriving within this time of the first one join its deploy. */
export const COALESCE_MS = 1500;
/** Deploys remembered for the status endpoint. */
const REMEMBERED = 50;

export type PublisherOptions = {
  run: BuildRunner;
  slots: SiteSlots;
  buildsDir: string;
  /** Where preview builds go (their own link); without it, previews are refused. */
  previews?: { slots: SiteSlots; buildsDir: string };
  coalesceMs?: number;
  now?: () => Date;
};

export type Publisher = {
  receive(event: PublishEvent): Deploy;
  /** Queues a preview build of a document's draft; `env` is the build's (the drafts perspective and its source). */
  preview(documentId: string, env: Record<string, string>): Deploy;
  /** Newest first. */
  deploys(): Deploy[];
  /** The newest site deploy that carries the document. */
  forDocument(documentId: string): Deploy | undefined;
  /** A deploy by id. */
  find(id: string): Deploy | undefined;
  /** Resolves when nothing is queued or building. */
  settled(): Promise<void>;
};

type Job = { deploy: Deploy; env?: Record<string, string> };

const copy = (d: Deploy): Deploy => ({ ...d, documents: [...d.documents] });

export function createPublisher({ run, slots, buildsDir, previews, coalesceMs = COALESCE_MS, now = () => new Date() }: PublisherOptions): Publisher {
  const deploys: Deploy[] = [];
  let sequence = 0;
  let next: Job | null = null;
  let nextPreview: Job | null = null;
  let building: Promise<void> | null = null;
  let waiters: Array<() => void> = [];

  const settle = () => {
    if (next || nextPreview || building) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  const newDeploy = (kind: Deploy["kind"], document: { id: string; operation: string }): Deploy => {
    sequence += 1;
    const deploy: Deploy = { id: buildId(now(), sequence), kind, state: "queued", documents: [document], queuedAt: now().toISOString() };
    deploys.unshift(deploy);
    deploys.splice(REMEMBERED);
    return deploy;
  };

  const build = async ({ deploy, env }: Job) => {
    deploy.state = "building";
    deploy.startedAt = now().toISOString();
    const target = deploy.kind === "preview" && previews ? previews : { slots, buildsDir };
    try {
      const dir = await target.slots.prepare(deploy.id);
      await run({ id: deploy.id, dir, logFile: path.join(target.buildsDir, `${deploy.id}.log`), env });
      await target.slots.install(deploy.id);
      deploy.state = "live";
    } catch (error) {
      deploy.state = "failed";
      deploy.error = error instanceof Error ? error.message : String(error);
      deploy.logTail = error instanceof BuildError ? error.logTail : tailOf(deploy.error);
    }
    deploy.finishedAt = now().toISOString();
  };

  const start = () => {
    if (building) return;
    // An editor waits for a preview; the site's next deploy waits for it (it was going to wait for a build anyway).
    const job = nextPreview ?? next;
    if (!job) return;
    if (job === nextPreview) nextPreview = null;
    else next = null;
    building = build(job).finally(() => {
      building = null;
      if (next || nextPreview) start();
      else settle();
    });
  };

  return {
    receive(event) {
      const document = { id: event.documentId, operation: event.operation };
      if (next) {
        if (!next.deploy.documents.some((d) => d.id === document.id && d.operation === document.operation)) next.deploy.documents.push(document);
        return next.deploy;
      }
      next = { deploy: newDeploy("site", document) };
      // The first event of a burst waits for the rest; during a build, the next deploy waits for the build.
      if (!building) setTimeout(start, coalesceMs);
      return next.deploy;
    },
    preview(documentId, env) {
      if (!previews) throw new Error("Previews are not configured");
      const id = documentId.replace(/^drafts\./, "");
      // A newer draft replaces a queued preview: the editor wants the latest.
      if (nextPreview) {
        nextPreview.env = env;
        if (!nextPreview.deploy.documents.some((d) => d.id === id)) nextPreview.deploy.documents.push({ id, operation: "preview" });
        return nextPreview.deploy;
      }
      nextPreview = { deploy: newDeploy("preview", { id, operation: "preview" }), env };
      queueMicrotask(start);
      return nextPreview.deploy;
    },
    deploys: () => deploys.map(copy),
    forDocument(documentId) {
      const id = documentId.replace(/^drafts\./, "");
      const found = deploys.find((d) => d.kind === "site" && d.documents.some((doc) => doc.id === id));
      return found && copy(found);
    },
    find(id) {
      const found = deploys.find((d) => d.id === id);
      return found && copy(found);
    },
    settled: () =>
      new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      }),
  };
}
