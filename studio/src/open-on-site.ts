// "Open on site": a document action that opens the built page of the published document in a new tab.
import { LaunchIcon } from "@sanity/icons/Launch";
import type { DocumentActionComponent, DocumentActionDescription, DocumentActionProps } from "sanity";
import type { RoutableDocument } from "../../schemas/lib/routes";
import { pageUrl, STUDIO_SITE_URL } from "./site-url";

type Opener = (url: string) => void;

const openInNewTab: Opener = (url) => {
  window.open(url, "_blank", "noopener,noreferrer");
};

/** The action's description for a document: the published version is what the site was built from. */
export function openOnSiteDescription(
  props: Pick<DocumentActionProps, "published" | "draft">,
  siteUrl: string = STUDIO_SITE_URL,
  open: Opener = openInNewTab,
): DocumentActionDescription {
  const published = props.published as RoutableDocument | null;
  const url = published ? pageUrl(published, siteUrl) : null;
  const title = !published
    ? "Publish the document first: the site is built from published documents"
    : url
      ? `Opens ${url}${props.draft ? " (the published version; your unpublished changes are not on the site)" : ""}`
      : "This document has no page address (language or address fields missing)";
  return { label: "Open on site", icon: LaunchIcon, disabled: !url, title, onHandle: () => url && open(url) };
}

export function openOnSiteAction(siteUrl: string = STUDIO_SITE_URL, open: Opener = openInNewTab): DocumentActionComponent {
  const action: DocumentActionComponent = (props) => openOnSiteDescription(props, siteUrl, open);
  action.displayName = "OpenOnSiteAction";
  return action;
}
