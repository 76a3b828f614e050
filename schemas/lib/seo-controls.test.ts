import { checkCanonicalDocument, checkCanonicalUrl, checkNoindexWithCanonical } from "./seo-controls";

describe("canonical URL", () => {
  it("accepts an empty field and absolute http(s) addresses", () => {
    expect(checkCanonicalUrl(undefined)).toBe(true);
    expect(checkCanonicalUrl("")).toBe(true);
    expect(checkCanonicalUrl("https://www.example.com/vps/")).toBe(true);
    expect(checkCanonicalUrl("http://example.org/a?b=1")).toBe(true);
  });
  it("refuses a relative path, another scheme, a fragment and credentials", () => {
    expect(checkCanonicalUrl("/vps/")).toMatch(/absolute address/);
    expect(checkCanonicalUrl("javascript:alert(1)")).toMatch(/https:\/\//);
    expect(checkCanonicalUrl("ftp://example.com/")).toMatch(/https:\/\//);
    expect(checkCanonicalUrl("https://example.com/a#top")).toMatch(/fragment/);
    expect(checkCanonicalUrl("https://u:p@example.com/")).toMatch(/password/);
  });
});

describe("canonical document", () => {
  const document = { _id: "drafts.variantPage-en-madrid" };
  it("refuses the document itself (draft or published id) and a reference given with a URL", () => {
    expect(checkCanonicalDocument({ _ref: "variantPage-en-madrid" }, { document })).toMatch(/own canonical/);
    expect(checkCanonicalDocument({ _ref: "variantPage-en-spain" }, { document, parent: { canonicalUrl: "https://x.example/" } })).toMatch(/not both/);
  });
  it("accepts another document, or nothing", () => {
    expect(checkCanonicalDocument({ _ref: "variantPage-en-spain" }, { document, parent: {} })).toBe(true);
    expect(checkCanonicalDocument(undefined, { document })).toBe(true);
  });
});

it("warns when a hidden page also names a canonical", () => {
  expect(checkNoindexWithCanonical(true, { parent: { canonicalUrl: "https://x.example/" } })).toMatch(/Keep one/);
  expect(checkNoindexWithCanonical(true, { parent: { canonicalDocument: { _ref: "a" } } })).toMatch(/Keep one/);
  expect(checkNoindexWithCanonical(true, { parent: {} })).toBe(true);
  expect(checkNoindexWithCanonical(false, { parent: { canonicalUrl: "https://x.example/" } })).toBe(true);
});
