import { checkRedirectSource, checkRedirectTarget, slugChangeRedirect } from "./redirect-rules";

describe("redirect fields", () => {
  it("start from a site path and lead to a site path or an absolute address", () => {
    expect(checkRedirectSource("/help/old/")).toBe(true);
    expect(checkRedirectSource("https://x.example/")).toMatch(/A path of this site/);
    expect(checkRedirectSource("/help/*")).toMatch(/A path of this site/);
    expect(checkRedirectTarget("/help/new/")).toBe(true);
    expect(checkRedirectTarget("https://partners.example/")).toBe(true);
    expect(checkRedirectTarget("javascript:alert(1)")).toMatch(/absolute address/);
  });
});

describe("a redirect when a published slug changes", () => {
  const article = (slug: string, language = "en") => ({ _type: "helpArticle", language, slug: { current: slug } });
  it("sends the old address to the new one and removes a redirect from the new one", () => {
    expect(slugChangeRedirect(article("old-name", "ru"), article("new-name", "ru"))).toEqual({
      write: {
        _id: "redirect-ru-help-old-name",
        _type: "redirect",
        from: "/ru/help/old-name/",
        to: "/ru/help/new-name/",
        statusCode: 301,
        reason: "slug-change",
      },
      remove: "redirect-ru-help-new-name",
    });
  });
  it("does nothing for a first publication or an unchanged address", () => {
    expect(slugChangeRedirect(null, article("a"))).toBeNull();
    expect(slugChangeRedirect(article("a"), article("a"))).toBeNull();
    expect(slugChangeRedirect(article("a"), { _type: "helpArticle", language: "en" })).toBeNull();
  });
});
