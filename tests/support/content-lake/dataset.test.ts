import { LakeDataset, type LakeDocument, type Transaction } from "./dataset";
import { searchlessQuery } from "./server";

const article = (over: Partial<LakeDocument> = {}): LakeDocument => ({
  _id: "help-a-en",
  _type: "helpArticle",
  _rev: "rev-1",
  _createdAt: "2026-01-01T00:00:00Z",
  _updatedAt: "2026-01-01T00:00:00Z",
  title: "Old title",
  ...over,
});

describe("the stand-in Content Lake's dataset", () => {
  it("starts a draft from the published document, applies the patch, and tells listeners what changed", () => {
    const lake = new LakeDataset([article()]);
    const seen: Transaction[] = [];
    lake.subscribe((tx) => seen.push(tx));
    lake.mutate([{ createIfNotExists: { ...article(), _id: "drafts.help-a-en" } }, { patch: { id: "drafts.help-a-en", set: { title: "New title" } } }], "tx-1");
    expect(lake.get("drafts.help-a-en")).toMatchObject({ title: "New title", _rev: "tx-1" });
    expect(lake.get("help-a-en")).toMatchObject({ title: "Old title", _rev: "rev-1" });
    expect(seen.map((tx) => tx.changes.map((c) => [c.id, c.before?._rev ?? null, c.after?._rev ?? null]))).toEqual([[["drafts.help-a-en", null, "tx-1"]]]);
  });

  it("publishes a draft: the published document takes its content and the draft goes", () => {
    const lake = new LakeDataset([article(), article({ _id: "drafts.help-a-en", _rev: "rev-2", title: "New title" })]);
    const tx = lake.publish("drafts.help-a-en", "help-a-en", "tx-2");
    expect(lake.get("help-a-en")).toMatchObject({ title: "New title", _rev: "tx-2", _createdAt: "2026-01-01T00:00:00Z" });
    expect(lake.get("drafts.help-a-en")).toBeUndefined();
    expect(tx.changes.map((c) => [c.id, Boolean(c.after)])).toEqual([
      ["help-a-en", true],
      ["drafts.help-a-en", false],
    ]);
    expect(() => lake.publish("drafts.help-a-en", "help-a-en")).toThrow('There is no draft "drafts.help-a-en" to publish');
  });

  it("answers GROQ, leaving drafts out in the published perspective", async () => {
    const lake = new LakeDataset([article(), article({ _id: "drafts.help-a-en", title: "Draft" })]);
    expect(await lake.query("*[_type == $type].title", { type: "helpArticle" }, "raw")).toEqual(["Old title", "Draft"]);
    expect(await lake.query("*[_type == $type].title", { type: "helpArticle" }, "published")).toEqual(["Old title"]);
  });

  it("refuses to create a document that exists", () => {
    const lake = new LakeDataset([article()]);
    expect(() => lake.mutate([{ create: article() }])).toThrow('Document by ID "help-a-en" already exists');
  });
});

describe("searchlessQuery", () => {
  it("takes the studio's list search (text::query, which groq-js lacks) as matching everything", () => {
    expect(searchlessQuery("*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))]")).toBe(
      "*[_type in $__types && (true || references($__rawQuery))]",
    );
  });
});
