// "Preview draft": a document action that opens the unpublished draft rendered by the site's own templates
// (the publish service builds it into its preview site, decision 172).
import { EyeOpenIcon } from "@sanity/icons/EyeOpen";
import type { DocumentActionComponent, DocumentActionDescription, DocumentActionProps } from "sanity";
import { documentPath, type RoutableDocument } from "../../schemas/lib/routes";
import { PUBLISH_STATUS_URL } from "./publish-status";

export type PreviewConfig = { serviceUrl: string; token: string };

/** The studio's preview settings: the publish service and the preview token (SANITY_STUDIO_PREVIEW_TOKEN). */
export const STUDIO_PREVIEW: PreviewConfig | null =
  PUBLISH_STATUS_URL && process.env.SANITY_STUDIO_PREVIEW_TOKEN ? { serviceUrl: PUBLISH_STATUS_URL, token: process.env.SANITY_STUDIO_PREVIEW_TOKEN } : null;

/** A tab the action can send somewhere once the service has answered. */
type Tab = { location: { href: string }; close(): void };
type Deps = {
  openTab: () => Tab | null;
  post: (url: string, init: { method: "POST"; headers: Record<string, string>; body: string }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;
};

const browserDeps: Deps = {
  openTab: () => {
    // Opened in the click itself (a tab opened after an await is blocked), then cut off from the studio.
    const tab = window.open("about:blank", "_blank");
    if (tab) tab.opener = null;
    return tab;
  },
  post: (url, init) => fetch(url, init),
};

/** Asks the service for a preview of the draft and sends the tab to the page that waits for it. */
export async function requestPreview(draft: RoutableDocument & { _id: string; _type: string }, config: PreviewConfig, tab: Tab, deps: Deps): Promise<void> {
  const documentId = draft._id.replace(/^drafts\./, "");
  try {
    const response = await deps.post(`${config.serviceUrl}/preview`, {
      method: "POST",
      headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
      body: JSON.stringify({ documentId, draft }),
    });
    const body = (await response.json()) as { deploy?: string; message?: string };
    if (!response.ok || !body.deploy) throw new Error(body.message ?? "the publish service refused the preview");
    const to = documentPath(draft) ?? "/";
    tab.location.href = `${config.serviceUrl}/preview/wait/${encodeURIComponent(body.deploy)}?preview=${encodeURIComponent(config.token)}&to=${encodeURIComponent(to)}`;
  } catch (error) {
    tab.close();
    throw error;
  }
}

export function previewDraftDescription(
  props: { draft: object | null; onComplete: DocumentActionProps["onComplete"] },
  config: PreviewConfig | null = STUDIO_PREVIEW,
  deps: Deps = browserDeps,
): DocumentActionDescription | null {
  if (!config) return null;
  const draft = props.draft as (RoutableDocument & { _id: string; _type: string }) | null;
  const path = draft ? documentPath(draft) : null;
  const title = !draft
    ? "No unpublished changes: Open on site shows this version"
    : path
      ? `Opens the draft as the page ${path} would show it, on the preview site (not published)`
      : "This document has no page address (language or address fields missing)";
  return {
    label: "Preview draft",
    icon: EyeOpenIcon,
    disabled: !draft || !path,
    title,
    onHandle: () => {
      const tab = draft && deps.openTab();
      if (!draft || !tab) return;
      requestPreview(draft, config, tab, deps)
        .catch((error: unknown) => window.alert(`The preview could not start: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => props.onComplete());
    },
  };
}

export function previewDraftAction(config: PreviewConfig | null = STUDIO_PREVIEW): DocumentActionComponent {
  const action: DocumentActionComponent = (props) => previewDraftDescription(props, config);
  action.displayName = "PreviewDraftAction";
  return action;
}
