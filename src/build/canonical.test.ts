import { canonicalOf } from "./canonical";

const SITE = "https://www.example.com";
const own = `${SITE}/dedicated-servers/in-madrid/`;

describe("canonicalOf", () => {
  it("is the page's own address when the editor named nothing", () => {
    expect(canonicalOf({}, own, SITE)).toBe(own);
    expect(canonicalOf({ canonicalUrl: null, canonicalDocument: null }, own, SITE)).toBe(own);
  });

  it("is the named document's page, in that document's language", () => {
    const spain = { _id: "variantPage-ru-spain", _type: "variantPage", language: "ru", productLine: "dedicated", prefix: "in", slug: "spain" };
    expect(canonicalOf({ canonicalDocument: spain }, own, SITE)).toBe(`${SITE}/ru/dedicated-servers/in-spain/`);
    const article = { _id: "a", _type: "helpArticle", language: "en", slug: "dns" };
    expect(canonicalOf({ canonicalDocument: article }, own, SITE)).toBe(`${SITE}/help/dns/`);
  });

  it("is an absolute URL as written, before a document", () => {
    expect(canonicalOf({ canonicalUrl: "https://partner.example/page/", canonicalDocument: { _id: "x", _type: "homePage", language: "en" } }, own, SITE)).toBe(
      "https://partner.example/page/",
    );
  });

  it("stops the build when the named document gives no page, naming it", () => {
    expect(() => canonicalOf({ canonicalDocument: { _id: "location-en-madrid", _type: "location", language: "en" } }, own, SITE)).toThrow(
      `The page ${own} names location "location-en-madrid" as its canonical, which gives no page`,
    );
  });
});
