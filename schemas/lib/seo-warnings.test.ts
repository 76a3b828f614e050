import { SEO_TITLE_MAX } from "./seo-limits";
import { SAME_DESCRIPTION_QUERY, SAME_TITLE_QUERY, checkHeadingFits, duplicateDescriptionMessage, uniqueDescription, uniqueTitle } from "./seo-warnings";

type Fetch = (query: string, params: Record<string, unknown>) => Promise<unknown>;
const contextWith = (fetch: Fetch, document: Record<string, unknown>, path: string[] = ["seo"]) => ({
  document: document as { _id: string },
  path,
  getClient: () => ({ fetch: fetch as <T>(q: string, p: Record<string, unknown>) => Promise<T> }),
});

describe("SEO warnings", () => {
  it("warns about a heading search results cut when no meta title replaces it", () => {
    const long = "x".repeat(SEO_TITLE_MAX + 1);
    expect(checkHeadingFits(undefined, long)).toMatch(/66 characters/);
    expect(checkHeadingFits("A short meta title", long)).toBe(true);
    expect(checkHeadingFits("", "x".repeat(SEO_TITLE_MAX))).toBe(true);
  });

  it("asks for other documents with the same description, excluding this one's draft and published version", async () => {
    const fetch = jest.fn<Promise<unknown>, Parameters<Fetch>>().mockResolvedValue([
      { _id: "drafts.news-a-en", _type: "newsPost", title: "Post A" },
      { _id: "news-a-en", _type: "newsPost", title: "Post A" },
    ]);
    const result = await uniqueDescription("  Fast VPS in Europe ", contextWith(fetch, { _id: "drafts.product-vps-en" }));
    expect(fetch).toHaveBeenCalledWith(SAME_DESCRIPTION_QUERY, {
      draft: "drafts.product-vps-en",
      published: "product-vps-en",
      description: "fast vps in europe",
    });
    expect(result).toBe('The same description is used by "Post A" (newsPost): search engines may show neither page for it. Write one for this page.');
    fetch.mockResolvedValue([]);
    expect(await uniqueDescription("Fast VPS in Europe", contextWith(fetch, { _id: "product-vps-en" }))).toBe(true);
    expect(await uniqueDescription("", contextWith(fetch, { _id: "product-vps-en" }))).toBe(true);
  });

  it("finds a repeat among the site settings' own seo fields", async () => {
    const fetch = jest.fn().mockResolvedValue([]);
    const doc = { _id: "siteSettings-en", seo: { description: "Hosting." }, helpSeo: { description: "hosting." } };
    expect(await uniqueDescription("hosting.", contextWith(fetch, doc, ["helpSeo"]))).toMatch(/this document's seo/);
    expect(duplicateDescriptionMessage([])).toBe(true);
  });

  it("warns about a meta title another document (or another seo field here) already has", async () => {
    const fetch = jest
      .fn<Promise<unknown>, Parameters<Fetch>>()
      .mockResolvedValue([{ _id: "variantPage-en-spain", _type: "variantPage", title: "Servers in Spain" }]);
    const result = await uniqueTitle(" Dedicated servers in Spain ", contextWith(fetch, { _id: "drafts.variantPage-en-madrid" }));
    expect(fetch).toHaveBeenCalledWith(SAME_TITLE_QUERY, {
      draft: "drafts.variantPage-en-madrid",
      published: "variantPage-en-madrid",
      title: "dedicated servers in spain",
    });
    expect(result).toBe('The same title is used by "Servers in Spain" (variantPage): search engines may show neither page for it. Write one for this page.');
    fetch.mockResolvedValue([]);
    expect(await uniqueTitle("Unique", contextWith(fetch, { _id: "variantPage-en-madrid" }))).toBe(true);
    const doc = { _id: "siteSettings-en", seo: { title: "Hostward" }, helpSeo: { title: "hostward" } };
    expect(await uniqueTitle("hostward", contextWith(fetch, doc, ["helpSeo"]))).toMatch(/this document's seo/);
    expect(SAME_TITLE_QUERY).toContain("lower(partnersSeo.title) == $title");
  });

  it("looks into every seo field of every document", () => {
    expect(SAME_DESCRIPTION_QUERY).toContain("lower(helpSeo.description) == $description");
    expect(SAME_DESCRIPTION_QUERY).toContain("lower(seo.description) == $description");
  });
});
