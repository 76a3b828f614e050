// The document badge that shows whether the document's last publish reached the site (decision 171).
import { useEffect, useState } from "react";
import type { DocumentBadgeComponent } from "sanity";
import type { RoutableDocument } from "../../schemas/lib/routes";
import { deployBadge, fetchDocumentDeploy, nextPollMs, PUBLISH_STATUS_URL, type DocumentDeploy } from "./publish-status";

function useDocumentDeploy(statusUrl: string | null, documentId: string): DocumentDeploy | null {
  const [deploy, setDeploy] = useState<DocumentDeploy | null>(null);
  useEffect(() => {
    if (!statusUrl) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const found = await fetchDocumentDeploy(statusUrl, documentId, fetch, controller.signal);
      if (controller.signal.aborted) return;
      setDeploy(found);
      timer = setTimeout(() => void poll(), nextPollMs(found));
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [statusUrl, documentId]);
  return deploy;
}

export function publishStatusBadge(statusUrl: string | null = PUBLISH_STATUS_URL): DocumentBadgeComponent {
  const badge: DocumentBadgeComponent = (props) => {
    const found = useDocumentDeploy(statusUrl, props.id);
    return found ? deployBadge(found.deploy, props.id, props.published as RoutableDocument | null, undefined, found.live) : null;
  };
  badge.displayName = "PublishStatusBadge";
  return badge;
}
