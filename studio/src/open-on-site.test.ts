jest.mock("@sanity/icons/Launch", () => ({ LaunchIcon: "icon:Launch" }));
import { openOnSiteDescription } from "./open-on-site";
import { pageUrl, siteUrlFrom } from "./site-url";
import { LOCAL_SITE_URL } from "../../src/lib/domains";

const SITE = "https://www.example.com";

describe("Open on site", () => {
  it("builds the page URL from SITE_URL and the build's route, in the document's language", () => {
    expect(pageUrl({ _type: "helpArticle", language: "ru", slug: { current: "reset-password" } }, SITE)).toBe(`${SITE}/ru/help/reset-password/`);
    expect(pageUrl({ _type: "variantPage", language: "en", productLine: "vps", prefix: "in", slug: { current: "germany" } }, SITE)).toBe(
      `${SITE}/virtual-private-servers/in-germany/`,
    );
    expect(pageUrl({ _type: "planPage", language: "en", productLine: "dedicated", planSlug: "ds-1" }, SITE)).toBe(`${SITE}/dedicated-servers/ds-1/`);
    expect(pageUrl({ _type: "legalPage", language: "ru", kind: "gdpr" }, SITE)).toBe(`${SITE}/ru/privacy/gdpr/`);
    expect(pageUrl({ _type: "homePage", language: "en" }, SITE)).toBe(`${SITE}/`);
    expect(pageUrl({ _type: "tag", language: "en", slug: { current: "dns" } }, SITE)).toBe(`${SITE}/help/tag/dns/`);
    expect(pageUrl({ _type: "location", language: "en", slug: { current: "germany" } }, SITE)).toBeNull();
    expect(pageUrl({ _type: "newsPost", slug: { current: "x" } }, SITE)).toBeNull();
  });

  it("reads SITE_URL safely: an http(s) origin without a trailing slash, else the local demo", () => {
    expect(siteUrlFrom("https://www.example.com/")).toBe(SITE);
    expect(siteUrlFrom(undefined)).toBe(LOCAL_SITE_URL);
    expect(siteUrlFrom("javascript:alert(1)")).toBe(LOCAL_SITE_URL);
    expect(siteUrlFrom("not a url")).toBe(LOCAL_SITE_URL);
  });

  it("opens the published version's page in a new tab", () => {
    const open = jest.fn();
    const published = { _id: "news-x-en", _type: "newsPost", language: "en", slug: { current: "x" } };
    const action = openOnSiteDescription({ published: published as never, draft: null }, SITE, open);
    expect(action.disabled).toBe(false);
    expect(action.label).toBe("Open on site");
    action.onHandle?.();
    expect(open).toHaveBeenCalledWith(`${SITE}/news/x/`);
    const withDraft = openOnSiteDescription({ published: published as never, draft: { ...published, slug: { current: "y" } } as never }, SITE, open);
    expect(withDraft.title).toMatch(/news\/x\/.*unpublished changes/);
  });

  it("is disabled until the document is published or while its page has no address", () => {
    const open = jest.fn();
    const draftOnly = openOnSiteDescription({ published: null, draft: { _id: "drafts.a", _type: "newsPost" } as never }, SITE, open);
    expect(draftOnly.disabled).toBe(true);
    expect(draftOnly.title).toMatch(/Publish the document first/);
    const noSlug = openOnSiteDescription({ published: { _id: "a", _type: "newsPost", language: "en" } as never, draft: null }, SITE, open);
    expect(noSlug.disabled).toBe(true);
    noSlug.onHandle?.();
    expect(open).not.toHaveBeenCalled();
  });
});
