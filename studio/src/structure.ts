// Desk structure: the two siteSettings singletons pinned on top, then help articles grouped by
// language, then tags grouped by language. Singletons never appear in generic document lists.
import { CogIcon, HelpCircleIcon, TagIcon, TranslateIcon } from "../../schemas/lib/icons";
import type { StructureResolver } from "sanity/structure";
import { LANGUAGES } from "../../schemas/lib/languages";
import { SINGLETONS } from "./singletons";
import { languageTemplateId } from "./templates";

export const HELP_ARTICLES_ITEM_ID = "helpArticles";
export const TAGS_ITEM_ID = "tags";

export const structure: StructureResolver = (S) => {
  const byLanguage = (type: "helpArticle" | "tag", title: string, icon: typeof TagIcon) =>
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
                .defaultOrdering([{ field: "title", direction: "asc" }])
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

  return S.list()
    .title("Content")
    .items([
      ...SINGLETONS.map((s) =>
        S.listItem()
          .id(s.id)
          .title(s.title)
          .icon(CogIcon)
          .child(S.document().schemaType(s.type).documentId(s.id).title(s.title).initialValueTemplate(s.id)),
      ),
      S.divider(),
      S.listItem().id(HELP_ARTICLES_ITEM_ID).title("Help articles").icon(HelpCircleIcon).child(byLanguage("helpArticle", "Help articles", HelpCircleIcon)),
      S.listItem().id(TAGS_ITEM_ID).title("Help tags").icon(TagIcon).child(byLanguage("tag", "Help tags", TagIcon)),
    ]);
};
