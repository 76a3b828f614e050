import { editTitle } from "./publish-to-live";

const line = (doc: object) => JSON.stringify(doc);
const dataset = [
  line({ _id: "help-a-en", _type: "helpArticle", language: "en", slug: { current: "a" }, title: "A & B" }),
  line({ _id: "help-a-ru", _type: "helpArticle", language: "ru", slug: { current: "a" }, title: "А" }),
  "",
];

it("edits one article's title in the dataset's lines and gives the page that shows it, in its language", () => {
  const en = editTitle(dataset, "help-a-en", 42);
  expect(en.title).toBe("A & B (edited 42)");
  expect(en.pagePath).toBe("/help/a/");
  expect(JSON.parse(en.lines[0]!)).toEqual({ _id: "help-a-en", _type: "helpArticle", language: "en", slug: { current: "a" }, title: "A & B (edited 42)" });
  expect(en.lines.slice(1)).toEqual(dataset.slice(1));
  expect(dataset[0]).toContain('"title":"A & B"}');
  expect(editTitle(dataset, "help-a-ru", 7).pagePath).toBe("/ru/help/a/");
});

it("refuses an article the dataset does not have", () => {
  expect(() => editTitle(dataset, "help-missing-en")).toThrow("No document help-missing-en in the dataset");
});
