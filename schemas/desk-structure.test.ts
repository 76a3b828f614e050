// The studio's desk structure and singleton rules (studio/src), tested with a recording builder.
// The icons (ESM-only @sanity/icons) only decorate list items, so they are replaced by plain markers here.
import type { StructureBuilder, StructureResolverContext } from "sanity/structure";
import { filterNewDocumentOptions, filterSingletonActions, SINGLETONS, withSingletonTemplates } from "../studio/src/singletons";
import { MISSING_DESCRIPTION_ITEM_ID, PAGE_TYPES, structure } from "../studio/src/structure";
import { languageTemplates } from "../studio/src/templates";
import { createFakeStructureBuilder, isRecordedNode, type RecordedNode } from "./test-utils/fake-structure-builder";

jest.mock("./lib/icons", () => new Proxy({}, { get: (_t, name) => (name === "__esModule" ? true : `icon:${String(name)}`) }));

function build(): RecordedNode {
  const S = createFakeStructureBuilder() as StructureBuilder;
  const root = structure(S, {} as StructureResolverContext);
  if (!isRecordedNode(root)) throw new Error("structure did not return a builder node");
  return root;
}
const itemsOf = (list: RecordedNode): RecordedNode[] => (list.calls.items?.[0] ?? []) as RecordedNode[];
const childOf = (item: RecordedNode): RecordedNode => item.calls.child?.[0] as RecordedNode;

describe("desk structure", () => {
  const root = build();
  const items = itemsOf(root);

  it("pins the two siteSettings singletons at the top, each editing its fixed document", () => {
    expect(items.slice(0, 2).map((i) => i.calls.id?.[0])).toEqual(["siteSettings-en", "siteSettings-ru"]);
    for (const [index, language] of [
      [0, "en"],
      [1, "ru"],
    ] as const) {
      const editor = childOf(items[index] as RecordedNode);
      expect(editor.kind).toBe("document");
      expect(editor.calls.schemaType).toEqual(["siteSettings"]);
      expect(editor.calls.documentId).toEqual([`siteSettings-${language}`]);
      expect(editor.calls.initialValueTemplate).toEqual([`siteSettings-${language}`]);
    }
  });

  it("then lists help articles and tags, in that order, after a divider", () => {
    expect(items.map((i) => (i.kind === "divider" ? "—" : i.calls.id?.[0]))).toEqual([
      "siteSettings-en",
      "siteSettings-ru",
      "homePage-en",
      "homePage-ru",
      "—",
      "productPages",
      "variantPages",
      "planPages",
      "newsPosts",
      "infoPages",
      "legalPages",
      "helpArticles",
      "tags",
      "locations",
      "software",
      "—",
      "missingDescription",
      "redirects",
    ]);
  });

  it.each([
    ["helpArticles", "helpArticle"],
    ["tags", "tag"],
    ["productPages", "productPage"],
    ["variantPages", "variantPage"],
    ["newsPosts", "newsPost"],
    ["locations", "location"],
  ])("groups %s by language with language-specific filters and templates", (itemId, type) => {
    const group = childOf(items.find((i) => i.calls.id?.[0] === itemId) as RecordedNode);
    const perLanguage = itemsOf(group).filter((i) => i.kind === "listItem" && String(i.calls.id?.[0]).match(/-(en|ru)$/));
    expect(perLanguage.map((i) => i.calls.id?.[0])).toEqual([`${type}-en`, `${type}-ru`]);
    for (const item of perLanguage) {
      const language = String(item.calls.id?.[0]).slice(-2);
      const list = childOf(item);
      expect(list.kind).toBe("documentList");
      expect(list.calls.schemaType).toEqual([type]);
      expect(list.calls.filter?.[0]).toContain("language == $language");
      expect(list.calls.params).toEqual([{ type, language }]);
      const templates = list.calls.initialValueTemplates?.[0] as RecordedNode[];
      expect(templates.map((t) => t.args[0])).toEqual([`${type}-${language}`]);
    }
  });

  it("never offers siteSettings as a generic document type list", () => {
    const nodes: RecordedNode[] = [];
    const walk = (value: unknown): void => {
      if (isRecordedNode(value)) {
        nodes.push(value);
        value.args.forEach(walk);
        Object.values(value.calls).forEach((args) => args.forEach(walk));
      } else if (Array.isArray(value)) value.forEach(walk);
    };
    walk(root);
    expect(nodes.length).toBeGreaterThan(20);
    const typeLists = nodes.filter((n) => n.kind === "documentTypeList" || n.kind === "documentTypeListItem");
    expect(typeLists.map((n) => n.args[0]).sort()).toEqual([
      "helpArticle",
      "infoPage",
      "legalPage",
      "location",
      "newsPost",
      "planPage",
      "productPage",
      "redirect",
      "software",
      "tag",
      "variantPage",
    ]);
    const documentLists = nodes.filter((n) => n.kind === "documentList");
    expect(documentLists.every((n) => n.calls.schemaType?.[0] !== "siteSettings")).toBe(true);
  });
});

describe("SEO view: pages missing a description", () => {
  const list = childOf(items().find((i) => i.calls.id?.[0] === MISSING_DESCRIPTION_ITEM_ID) as RecordedNode);
  function items() {
    return itemsOf(build());
  }
  it("lists published pages of every page type whose seo.description is empty or missing", async () => {
    expect(list.kind).toBe("documentList");
    const params = list.calls.params?.[0] as { types: string[] };
    expect(params.types).toEqual([...PAGE_TYPES]);
    const { parse, evaluate } = await import("groq-js");
    const dataset = [
      { _id: "a", _type: "productPage", seo: { description: "Fine" } },
      { _id: "b", _type: "productPage", seo: { title: "No description" } },
      { _id: "c", _type: "newsPost" },
      { _id: "d", _type: "helpArticle", seo: { description: "" } },
      { _id: "drafts.e", _type: "legalPage" },
      { _id: "f", _type: "location" },
    ];
    const query = `*[${String(list.calls.filter?.[0])}]._id`;
    const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
    expect(result).toEqual(["b", "c", "d"]);
  });
});

describe("singleton rules", () => {
  it("keeps only publish, discard and restore actions on singletons", () => {
    const actions = ["publish", "unpublish", "delete", "duplicate", "discardChanges", "restore"].map((action) => ({ action }));
    expect(filterSingletonActions(actions, "siteSettings").map((a) => a.action)).toEqual(["publish", "discardChanges", "restore"]);
    expect(filterSingletonActions(actions, "helpArticle")).toHaveLength(6);
  });

  it("removes singletons from the new-document menus", () => {
    const options = ["helpArticle", "helpArticle-en", "tag-ru", "siteSettings", "siteSettings-en", "siteSettings-ru"].map((templateId) => ({ templateId }));
    expect(filterNewDocumentOptions(options).map((o) => o.templateId)).toEqual(["helpArticle", "helpArticle-en", "tag-ru"]);
  });

  it("replaces the generic siteSettings template with one per language that presets the language", () => {
    const templates = withSingletonTemplates([
      { id: "siteSettings", schemaType: "siteSettings" },
      { id: "helpArticle", schemaType: "helpArticle" },
    ]);
    expect(templates.map((t) => t.id)).toEqual(["helpArticle", "siteSettings-en", "siteSettings-ru", "homePage-en", "homePage-ru"]);
    expect(SINGLETONS.map((s) => s.id)).toEqual(["siteSettings-en", "siteSettings-ru"]);
  });

  it("offers one template per language for articles and tags", () => {
    expect(languageTemplates.slice(0, 4).map((t) => [t.id, t.value.language])).toEqual([
      ["helpArticle-en", "en"],
      ["helpArticle-ru", "ru"],
      ["tag-en", "en"],
      ["tag-ru", "ru"],
    ]);
    expect(languageTemplates).toHaveLength(20);
  });
});
