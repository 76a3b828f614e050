import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildHelpIndex, portableTextToPlain, writeHelpIndexes } from "./help-search-index";
import { helpArticlePage } from "../../tests/support/help-article-page";

const body = [
  {
    _type: "block",
    _key: "a",
    style: "h2",
    children: [
      { _type: "span", text: "Create a " },
      { _type: "span", text: "key" },
    ],
  },
  { _type: "codeBlock", _key: "b", code: "ssh-keygen -t ed25519" },
  { _type: "callout", _key: "c", text: "Never share the private key." },
  { _type: "mystery", _key: "d", text: "not indexed" },
];

const articlePage = (language: "en" | "ru", slug: string, title: string, noindex = false) => helpArticlePage(language, slug, title, { body, noindex });

test("a hidden article (seo.noindex) is left out of the search index", () => {
  const pages = [articlePage("en", "a", "Alpha"), articlePage("en", "b", "Beta", true)];
  expect(buildHelpIndex(pages, "en").articles.map((a) => a.slug)).toEqual(["a"]);
});

test("plain text keeps spans, code and callouts, and skips unknown blocks", () => {
  expect(portableTextToPlain(body)).toBe("Create a key\nssh-keygen -t ed25519\nNever share the private key.");
});

test("the index holds only the language's articles, sorted by title", () => {
  const pages = [articlePage("en", "b", "Zeta"), articlePage("en", "a", "Alpha"), articlePage("ru", "c", "Гамма")];
  const en = buildHelpIndex(pages, "en");
  expect(en.articles.map((a) => a.slug)).toEqual(["a", "b"]);
  expect(en.articles[0]).toEqual({
    slug: "a",
    title: "Alpha",
    excerpt: "About Alpha",
    tags: [{ slug: "vps", title: "VPS" }],
    text: expect.stringContaining("ed25519"),
  });
  expect(buildHelpIndex(pages, "ru").articles.map((a) => a.title)).toEqual(["Гамма"]);
});

test("writes one file per language under help-index/", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "help-index-"));
  await writeHelpIndexes(dir, [articlePage("ru", "c", "Гамма")]);
  const ru = JSON.parse(await readFile(path.join(dir, "help-index/ru.json"), "utf8"));
  expect(ru).toMatchObject({ language: "ru", articles: [{ slug: "c" }] });
  expect(JSON.parse(await readFile(path.join(dir, "help-index/en.json"), "utf8")).articles).toEqual([]);
});
