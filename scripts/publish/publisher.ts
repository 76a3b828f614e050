// The deploy queue of the publish service: webhook events become deploys, a burst of events one deploy, and one
// build runs at a time (decision 171). Each deploy is reported: queued, building, live or failed (with the tail of
// its build log).
import path from "node:path";
import { BuildError, tailOf, type BuildRunner } from "./build-command";
import { buildId, type SiteSlots } from "./site-slots";
import type { PublishEvent } from "./webhook-check";

export type DeployState = "queued" | "building" | "live" | "failed";

export type Deploy = {
  id: string;
  state: DeployState;
  /** The documents whose publish, unpublish or delete this deploy carries. */
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

export type PublisherOptions = { run: BuildRunner; slots: SiteSlots; buildsDir: string; coalesceMs?: number; now?: () => Date };

export type Publisher = {
  receive(event: PublishEvent): Deploy;
  /** Newest first. */
  deploys(): Deploy[];
  /** The newest deploy that carries the document. */
  forDocument(documentId: string): Deploy | undefined;
  /** Resolves when nothing is queued or building. */
  settled(): Promise<void>;
};

export function createPublisher({ run, slots, buildsDir, coalesceMs = COALESCE_MS, now = () => new Date() }: PublisherOptions): Publisher {
  const deploys: Deploy[] = [];
  let sequence = 0;
  let next: Deploy | null = null;
  let building: Promise<void> | null = null;
  let waiters: Array<() => void> = [];

  const settle = () => {
    if (next || building) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  const build = async (deploy: Deploy) => {
    deploy.state = "building";
    deploy.startedAt = now().toISOString();
    try {
      const dir = await slots.prepare(deploy.id);
      await run({ id: deploy.id, dir, logFile: path.join(buildsDir, `${deploy.id}.log`) });
      await slots.install(deploy.id);
      deploy.state = "live";
    } catch (error) {
      deploy.state = "failed";
      deploy.error = error instanceof Error ? error.message : String(error);
      deploy.logTail = error instanceof BuildError ? error.logTail : tailOf(deploy.error);
    }
    deploy.finishedAt = now().toISOString();
  };

  const start = () => {
    if (building || !next) return;
    const deploy = next;
    next = null;
    building = build(deploy).finally(() => {
      building = null;
      // Events that came during the build wait in `next`: their deploy starts now (it has waited long enough).
      if (next) start();
      else settle();
    });
  };

  return {
    receive(event) {
      const document = { id: event.documentId, operation: event.operation };
      if (next) {
        if (!next.documents.some((d) => d.id === document.id && d.operation === document.operation)) next.documents.push(document);
        return next;
      }
      sequence += 1;
      next = { id: buildId(now(), sequence), state: "queued", documents: [document], queuedAt: now().toISOString() };
      deploys.unshift(next);
      deploys.splice(REMEMBERED);
      // The first event of a burst waits for the rest; during a build, the next deploy waits for the build.
      if (!building) setTimeout(start, coalesceMs);
      return next;
    },
    deploys: () => deploys.map((d) => ({ ...d, documents: [...d.documents] })),
    forDocument(documentId) {
      const id = documentId.replace(/^drafts\./, "");
      const found = deploys.find((d) => d.documents.some((doc) => doc.id === id));
      return found && { ...found, documents: [...found.documents] };
    },
    settled: () =>
      new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      }),
  };
}
