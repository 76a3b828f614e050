// Publishing a page whose address changed leaves a redirect behind (issue 36): the default Publish action,
// wrapped, writes a 301 `redirect` document from the published address to the new one before publishing.
import { useClient, type DocumentActionComponent } from "sanity";
import type { RoutableDocument } from "../../schemas/lib/routes";
import { SANITY_API_VERSION } from "../../schemas/lib/languages";
import { slugChangeRedirect } from "../../schemas/lib/redirect-rules";

export function withSlugRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  const action: DocumentActionComponent = (props) => {
    const description = publish(props);
    const client = useClient({ apiVersion: SANITY_API_VERSION });
    if (!description) return description;
    const change = slugChangeRedirect(props.published as RoutableDocument | null, props.draft as RoutableDocument | null);
    if (!change) return description;
    return {
      ...description,
      title: `Publishes, and sends ${change.write.from} to ${change.write.to} (a 301 redirect, under SEO · redirects)`,
      onHandle: async () => {
        await client.transaction().createOrReplace(change.write).delete(change.remove).commit();
        description.onHandle?.();
      },
    };
  };
  action.action = publish.action;
  action.displayName = "PublishWithSlugRedirect";
  return action;
}
