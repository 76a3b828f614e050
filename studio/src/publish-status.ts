// What the studio says about a document's deploy, read from the publish service's status endpoint (decision 171):
// "Publishing…", "Live on the site since 12:03" (with the page's address) or "The site was not updated: …".
import type { RoutableDocument } from "../../schemas/lib/routes";
import { pageUrl, siteUrlFrom, STUDIO_SITE_URL } from "./site-url";

/** A deploy as the publish service reports it (scripts/publish/publisher.ts). */
export type SiteDeploy = {
  id: string;
  state: "queued" | "building" | "live" | "failed";
  documents: Array<{ id: string; operation: string }>;
  queuedAt: string;
  startedAt?: string;
  finishedAt?: string;
  error?: string;
  logTail?: string;
};

export type DeployBadge = { label: string; title: string; color: "primary" | "success" | "danger" };

/** The publish service's address as the studio knows it (SANITY_STUDIO_PUBLISH_STATUS_URL); none: no badge. */
export const PUBLISH_STATUS_URL = process.env.SANITY_STUDIO_PUBLISH_STATUS_URL ? siteUrlFrom(process.env.SANITY_STUDIO_PUBLISH_STATUS_URL) : null;

/** Hours and minutes in the editor's time zone: 12:03. */
export function clockTime(iso: string): string {
  const at = new Date(iso);
  return `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
}

const lastLines = (text: string | undefined, lines: number) => (text ?? "").split("\n").slice(-lines).join("\n");

/** The badge for a document's newest deploy; `published` gives the page's address. */
export function deployBadge(
  deploy: SiteDeploy,
  documentId: string,
  published: RoutableDocument | null,
  siteUrl: string = STUDIO_SITE_URL,
  liveBuild: string | null = null,
): DeployBadge {
  const id = documentId.replace(/^drafts\./, "");
  const removed = deploy.documents.some((d) => d.id === id && d.operation === "delete");
  const url = published && !removed ? pageUrl(published, siteUrl) : null;
  if (deploy.state === "queued" || deploy.state === "building") {
    const since = deploy.state === "building" && deploy.startedAt ? `building since ${clockTime(deploy.startedAt)}` : `queued at ${clockTime(deploy.queuedAt)}`;
    return { label: "Publishing…", title: `The site is being rebuilt with this change (${since})`, color: "primary" };
  }
  // Build ids sort in time order: a live build older than this deploy's means the site was rolled back.
  if (deploy.state === "live" && liveBuild && liveBuild < deploy.id) {
    return { label: "The site was not updated: it was rolled back to an earlier build", title: `The site is build ${liveBuild}`, color: "danger" };
  }
  if (deploy.state === "live") {
    const at = clockTime(deploy.finishedAt ?? deploy.queuedAt);
    if (removed) return { label: `Removed from the site since ${at}`, title: "The page is no longer on the site", color: "success" };
    return { label: `Live on the site since ${at}`, title: url ? `On the site at ${url}` : "On the site", color: "success" };
  }
  const reason = deploy.error ?? "the build failed";
  const tail = lastLines(deploy.logTail, 5);
  return {
    label: `The site was not updated: ${reason}`,
    title: `The site still shows the previous version.${tail ? `\nEnd of the build log:\n${tail}` : ""}`,
    color: "danger",
  };
}

type Fetcher = (url: string, init?: { signal?: AbortSignal }) => Promise<{ status: number; ok: boolean; json(): Promise<unknown> }>;

export type DocumentDeploy = { deploy: SiteDeploy; live: string | null };

/** The newest deploy that carried the document and the live build; null when none did (404) or the service cannot be reached. */
export async function fetchDocumentDeploy(
  statusUrl: string,
  documentId: string,
  fetcher: Fetcher = fetch,
  signal?: AbortSignal,
): Promise<DocumentDeploy | null> {
  try {
    const response = await fetcher(`${statusUrl}/status/documents/${encodeURIComponent(documentId.replace(/^drafts\./, ""))}`, { signal });
    if (!response.ok) return null;
    const body = (await response.json()) as { deploy?: SiteDeploy; live?: string | null };
    return body.deploy ? { deploy: body.deploy, live: body.live ?? null } : null;
  } catch {
    return null;
  }
}

/** How soon to ask again: often while a deploy is under way, seldom otherwise. */
export function nextPollMs(found: DocumentDeploy | null): number {
  const deploy = found?.deploy;
  return deploy && (deploy.state === "queued" || deploy.state === "building") ? 2000 : 10_000;
}
