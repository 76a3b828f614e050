// The deploy queue of the publish service: webhook events become deploys, a burst of events one deploy, and one
// build runs at a time (decision 171). Each deploy is reported: queued, building, live or failed (with the tail of
// its build log). Draft previews (decision 172) go through the same queue, into their own slots.
import path from "node:path";
import { BuildError, tailOf, type BuildRunner } from "./build-command";
import { buildId, type SiteSlots } from "./site-slots";
import type { PublishEvent } from "./webhook-check";
import type { FastPath } from "./fast-runner";

export type DeployState = "queued" | "building" | "live" | "failed";

export type Deploy = {
  id: string;
  /**
   * The site, a draft preview (decision 172), or the whole build that follows fast deploys and replaces their output
   * with the whole build's (decision 230; not a document's deploy for the studio).
   */
  kind: "site" | "preview" | "rebuild";
  /** How the build was made: the fast path or the whole build (decision 230). */
  route?: "fast" | "whole";
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
  /**
   * Site deploys try it first; each one it makes is followed by a whole build when nothing else has waited for
   * `rebuildDelayMs` (decision 230).
   */
  fast?: FastPath;
  rebuildDelayMs?: number;
};

/** The whole build after a fast deploy waits this long after the last one. */
export const REBUILD_DELAY_MS = 20_000;

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

export function createPublisher({
  run,
  slots,
  buildsDir,
  previews,
  coalesceMs = COALESCE_MS,
  now = () => new Date(),
  fast,
  rebuildDelayMs = REBUILD_DELAY_MS,
}: PublisherOptions): Publisher {
  const deploys: Deploy[] = [];
  let sequence = 0;
  let next: Job | null = null;
  let nextPreview: Job | null = null;
  let nextRebuild: Job | null = null;
  let rebuildAfter = 0;
  let building: Promise<void> | null = null;
  let waiters: Array<() => void> = [];

  const settle = () => {
    if (next || nextPreview || nextRebuild || building) return;
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
      let dir = await target.slots.prepare(deploy.id);
      const logFile = path.join(target.buildsDir, `${deploy.id}.log`);
      const tryFast = fast && (deploy.kind === "site" || deploy.kind === "preview");
      if (tryFast && (await fast.publish({ id: deploy.id, dir, logFile, env }))) {
        deploy.route = "fast";
      }
      if (deploy.route === "fast" && deploy.kind === "site") {
        // The whole build follows, and replaces the fast path's output with its own.
        nextRebuild ??= { deploy: newDeploy("rebuild", deploy.documents[0]!) };
        const carried = [...nextRebuild.deploy.documents, ...deploy.documents];
        nextRebuild.deploy.documents = [...new Map(carried.map((d) => [`${d.id} ${d.operation}`, d])).values()];
        // It waits for a quiet moment: an editor's next publish or preview goes first.
        rebuildAfter = Date.now() + rebuildDelayMs;
      } else if (deploy.route !== "fast") {
        if (tryFast) dir = await target.slots.prepare(deploy.id);
        if (deploy.kind === "rebuild") await fast?.rebuilding(deploy.id);
        await run({ id: deploy.id, dir, logFile, env });
        if (deploy.kind !== "preview") await fast?.built(deploy.id);
        deploy.route = "whole";
      }
      await target.slots.install(deploy.id);
      deploy.state = "live";
    } catch (error) {
      deploy.state = "failed";
      deploy.error = error instanceof Error ? error.message : String(error);
      deploy.logTail = error instanceof BuildError ? error.logTail : tailOf(deploy.error);
    }
    deploy.finishedAt = now().toISOString();
    // The live build's spare for the next fast deploy (decision 242), once this one is over: the next deploy waits
    // for it, and then takes it instead of linking the files itself. Not a deploy's failure when it cannot be made.
    await fast
      ?.spare()
      .catch((error: unknown) => console.error(`The live build's spare was not made: ${error instanceof Error ? error.message : String(error)}`));
  };

  const start = () => {
    if (building) return;
    // An editor waits for a preview; the site's next deploy waits for it (it was going to wait for a build anyway).
    // The whole build after fast deploys waits for them all.
    const job = nextPreview ?? next ?? (Date.now() >= rebuildAfter ? nextRebuild : null);
    if (!job) {
      if (nextRebuild) setTimeout(start, Math.max(0, rebuildAfter - Date.now())).unref();
      return;
    }
    if (job === nextPreview) nextPreview = null;
    else if (job === next) next = null;
    else nextRebuild = null;
    building = build(job).finally(() => {
      building = null;
      if (next || nextPreview || nextRebuild) start();
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
