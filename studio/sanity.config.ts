import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { PLACEHOLDER_PROJECT_ID } from "../src/lib/editor-steps";
import { structureTool } from "sanity/structure";
import { schemaTypes } from "../schemas";
import { SANITY_API_VERSION } from "../schemas/lib/languages";
import { filterNewDocumentOptions, filterSingletonActions, withSingletonTemplates } from "./src/singletons";
import { structure } from "./src/structure";
import { languageTemplates } from "./src/templates";
import { openOnSiteAction } from "./src/open-on-site";
import { publishStatusBadge } from "./src/publish-status-badge";
import { previewDraftAction } from "./src/preview-draft";
import { withSlugRedirect } from "./src/slug-redirect-action";
import { SeoFormInput } from "./src/seo/SeoInput";
import { PAGE_TYPES } from "../schemas/lib/routes";
import { studioApiHost } from "./src/api-host";

const openOnSite = openOnSiteAction();
// Whether the last publish reached the site, from the publish service (SANITY_STUDIO_PUBLISH_STATUS_URL, decision 171).
const publishStatus = publishStatusBadge();
// The draft on the site's own templates, without publishing (SANITY_STUDIO_PREVIEW_TOKEN, decision 172).
const previewDraft = previewDraftAction();

// Placeholder defaults let the studio build and validate schemas with no Sanity project;
// set SANITY_STUDIO_PROJECT_ID / SANITY_STUDIO_DATASET to edit a real dataset.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || PLACEHOLDER_PROJECT_ID;
const dataset = process.env.SANITY_STUDIO_DATASET || "production";
// Only the studio's browser test sets it: the Content Lake stand-in instead of Sanity's API (decision 210).
const apiHost = studioApiHost(process.env.SANITY_STUDIO_API_HOST, typeof window === "undefined" ? undefined : window.location.origin);

export default defineConfig({
  name: "default",
  title: "Hostward content",
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: SANITY_API_VERSION })],
  // Search-snippet and social-card previews under every seo field.
  form: { components: { input: SeoFormInput } },
  schema: {
    types: schemaTypes,
    templates: (prev) => [...withSingletonTemplates(prev), ...languageTemplates],
  },
  document: {
    // Every document that gives a page can be opened on the built site (decision 095).
    // Publishing a page whose address changed writes a redirect from the old one (issue 36).
    actions: (prev, { schemaType }) => [
      ...filterSingletonActions(prev, schemaType).map((a) => (a.action === "publish" && PAGE_TYPES.has(schemaType) ? withSlugRedirect(a) : a)),
      ...(PAGE_TYPES.has(schemaType) ? [openOnSite, previewDraft] : []),
    ],
    badges: (prev) => [...prev, publishStatus],
    newDocumentOptions: (prev) => filterNewDocumentOptions(prev),
  },
});
