import { pageContextOf } from "../../../src/build/page-context";
import { pageDataFileOf, patchPageData } from "./page-data";
import type { PageSpec } from "../../../src/build/page-spec";

// A page-data file as Gatsby 5 writes it (constructPageDataString: the result is JSON.stringify of the query's result).
const gatsbyText = (result: unknown) =>
  `{"componentChunkName":"component---src-templates-help-article-tsx","path":"/ru/help/ssh/","result":${JSON.stringify(result)},"staticQueryHashes":["2744905544"],"slicesMap":{}}`;

const page = {
  path: "/ru/help/ssh/",
  template: "help-article",
  context: { language: "ru", seo: { title: "SSH" }, breadcrumbs: [] },
} as unknown as PageSpec;

describe("page data of a changed page", () => {
  it("gives the context gatsby-node's createPages gives: the page's own, then the i18n plugin's, with the path without the language", () => {
    expect(pageContextOf(page)).toEqual({
      language: "ru",
      seo: { title: "SSH" },
      breadcrumbs: [],
      i18n: {
        language: "ru",
        languages: ["en", "ru"],
        defaultLanguage: "en",
        generateDefaultLanguagePage: false,
        routed: true,
        originalPath: "/help/ssh/",
        path: "/ru/help/ssh/",
      },
    });
    expect(Object.keys(pageContextOf(page))).toEqual(["language", "seo", "breadcrumbs", "i18n"]);
  });

  it("replaces only the result's page context, keeping Gatsby's text around it byte for byte", () => {
    const data = { locales: { edges: [{ node: { ns: "common", data: "{}", language: "ru" } }] } };
    const before = gatsbyText({ data, pageContext: { language: "ru", seo: { title: "Old" } } });
    const after = patchPageData(before, { language: "ru", seo: { title: "Новый <заголовок>" }, gone: undefined });
    expect(after).toBe(gatsbyText({ data, pageContext: { language: "ru", seo: { title: "Новый <заголовок>" } } }));
  });

  it("gives the same text back when the context is the same", () => {
    const text = gatsbyText({ data: { a: 1 }, pageContext: { language: "en", n: 1.5 } });
    expect(patchPageData(text, { language: "en", n: 1.5 })).toBe(text);
  });

  it("refuses a file whose result is not JSON.stringify's text (the fast path then leaves the deploy to the whole build)", () => {
    const text = gatsbyText({ data: {}, pageContext: {} }).replace(`"result":{"data":{}`, `"result":{ "data":{}`);
    expect(() => patchPageData(text, {})).toThrow("the page data's result was not found as Gatsby writes it");
  });

  it("names the page-data file as Gatsby does (the home page's under index/)", () => {
    expect(pageDataFileOf("/p", "/")).toBe("/p/page-data/index/page-data.json");
    expect(pageDataFileOf("/p", "/ru/help/ssh/")).toBe("/p/page-data/ru/help/ssh/page-data.json");
  });
});
