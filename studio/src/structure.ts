// Desk structure: the siteSettings and home-page singletons pinned on top, then every localised
// document type grouped by language, then the SEO views: pages missing a description, redirects.
import {
  BillIcon,
  BookIcon,
  CodeIcon,
  CogIcon,
  ComposeIcon,
  DesktopIcon,
  DocumentTextIcon,
  HelpCircleIcon,
  HomeIcon,
  LinkIcon,
  PackageIcon,
  PinIcon,
  TagIcon,
  TranslateIcon,
  WarningOutlineIcon,
} from "../../schemas/lib/icons";
import type { StructureResolver } from "sanity/structure";
import { LANGUAGES } from "../../schemas/lib/languages";
import { HOME_SINGLETONS, SINGLETONS } from "./singletons";
import { languageTemplateId, type LocalisedType } from "./templates";

export const HELP_ARTICLES_ITEM_ID = "helpArticles";
export const TAGS_ITEM_ID = "tags";
export const MISSING_DESCRIPTION_ITEM_ID = "missingDescription";
export const REDIRECTS_ITEM_ID = "redirects";

/** Page-like types whose `seo.description` SEO staff fill in (spec §2 page metadata). */
export const PAGE_TYPES = ["homePage", "productPage", "variantPage", "planPage", "newsPost", "legalPage", "infoPage", "helpArticle", "tag"] as const;

/** GROQ filter of the "missing description" view: published pages with no description of their own. */
export const MISSING_DESCRIPTION_FILTER = `_type in $types && !(_id in path("drafts.**")) && (!defined(seo.description) || seo.description == "")`;

type Icon = typeof TagIcon;

/** Desk groups of the localised types, in the order editors see them. */
export const CONTENT_GROUPS: ReadonlyArray<{ id: string; type: LocalisedType; title: string; icon: Icon; order: string }> = [
  { id: "productPages", type: "productPage", title: "Product landings", icon: PackageIcon, order: "productLine" },
  { id: "variantPages", type: "variantPage", title: "Variant landings", icon: DesktopIcon, order: "productLine" },
  { id: "planPages", type: "planPage", title: "Plan page texts", icon: BillIcon, order: "planSlug" },
  { id: "newsPosts", type: "newsPost", title: "News", icon: ComposeIcon, order: "title" },
  { id: "infoPages", type: "infoPage", title: "Information pages", icon: DocumentTextIcon, order: "kind" },
  { id: "legalPages", type: "legalPage", title: "Legal pages", icon: BookIcon, order: "kind" },
  { id: HELP_ARTICLES_ITEM_ID, type: "helpArticle", title: "Help articles", icon: HelpCircleIcon, order: "title" },
  { id: TAGS_ITEM_ID, type: "tag", title: "Help tags", icon: TagIcon, order: "title" },
  { id: "locations", type: "location", title: "Locations", icon: PinIcon, order: "name" },
  { id: "software", type: "software", title: "CMS / OS", icon: CodeIcon, order: "name" },
];

export const structure: StructureResolver = (S) => {
  const byLanguage = (type: LocalisedType, title: string, icon: Icon, order: string) =>
    S.list()
      .title(title)
      .items([
        ...LANGUAGES.map((l) =>
          S.listItem()
            .id(`${type}-${l.id}`)
            .title(`${title} · ${l.title}`)
            .icon(TranslateIcon)
            .child(
              S.documentList()
                .id(`${type}-${l.id}-list`)
                .title(`${title} · ${l.title}`)
                .schemaType(type)
                .filter("_type == $type && language == $language")
                .params({ type, language: l.id })
                .defaultOrdering([{ field: order, direction: "asc" }])
                .initialValueTemplates([S.initialValueTemplateItem(languageTemplateId(type, l.id))]),
            ),
        ),
        S.divider(),
        S.listItem()
          .id(`${type}-all`)
          .title(`${title} · all languages`)
          .icon(icon)
          .child(S.documentTypeList(type).title(`${title} · all languages`)),
      ]);

  const pinned = (entries: typeof SINGLETONS, icon: Icon) =>
    entries.map((s) =>
      S.listItem().id(s.id).title(s.title).icon(icon).child(S.document().schemaType(s.type).documentId(s.id).title(s.title).initialValueTemplate(s.id)),
    );

  return S.list()
    .title("Content")
    .items([
      ...pinned(SINGLETONS, CogIcon),
      ...pinned(HOME_SINGLETONS, HomeIcon),
      S.divider(),
      ...CONTENT_GROUPS.map((g) =>
        S.listItem()
          .id(g.id)
          .title(g.title)
          .icon(g.icon)
          .child(byLanguage(g.type, g.title, g.icon, g.order)),
      ),
      S.divider(),
      S.listItem()
        .id(MISSING_DESCRIPTION_ITEM_ID)
        .title("SEO · pages missing a description")
        .icon(WarningOutlineIcon)
        .child(
          S.documentList()
            .id(`${MISSING_DESCRIPTION_ITEM_ID}-list`)
            .title("Pages missing a meta description")
            .filter(MISSING_DESCRIPTION_FILTER)
            .params({ types: [...PAGE_TYPES] })
            .defaultOrdering([{ field: "_type", direction: "asc" }]),
        ),
      // Redirects (issue 36): written by SEO staff, and by the studio when a published slug changes.
      S.listItem().id(REDIRECTS_ITEM_ID).title("SEO · redirects").icon(LinkIcon).child(S.documentTypeList("redirect").title("Redirects")),
    ]);
};
