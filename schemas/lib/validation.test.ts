import {
  checkNoDuplicateRefs,
  checkReferencedLanguages,
  checkSiteSettingsLanguage,
  checkUpdatedAfterPublished,
  slugify,
  slugQueryParams,
  SLUG_TAKEN_QUERY,
  validateSlugValue,
} from "./validation";

describe("validateSlugValue", () => {
  it("accepts lower-case Latin slugs and leaves empty ones to required()", () => {
    expect(validateSlugValue({ current: "connect-to-vps-over-ssh" })).toBe(true);
    expect(validateSlugValue({ current: "s3" })).toBe(true);
    expect(validateSlugValue(undefined)).toBe(true);
    expect(validateSlugValue({ current: "" })).toBe(true);
  });
  it.each(["Connect", "podklyuchenie--k-vps", "-vps", "vps-", "подключение", "with space", "a_b"])("rejects %j", (current) => {
    expect(validateSlugValue({ current })).toMatch(/Latin letters/);
  });
  it("rejects overlong slugs", () => {
    expect(validateSlugValue({ current: "a".repeat(97) })).toMatch(/under 96/);
  });
});

describe("slugify", () => {
  it("transliterates Russian titles to a valid slug", () => {
    const slug = slugify("Подключение к VPS по SSH");
    expect(slug).toBe("podklyuchenie-k-vps-po-ssh");
    expect(validateSlugValue({ current: slug })).toBe(true);
  });
  it("drops punctuation and accents", () => {
    expect(slugify("  Let's Encrypt: café & SSL!  ")).toBe("let-s-encrypt-cafe-ssl");
  });
});

describe("checkReferencedLanguages", () => {
  const rows = [
    { _id: "tag-vps-en", language: "en" },
    { _id: "tag-vps-ru", language: "ru" },
    { _id: "drafts.tag-new-en", language: "en" },
    { _id: "tag-edited-en", language: "en" },
    { _id: "drafts.tag-edited-en", language: "ru" },
  ];
  it("accepts tags of the article's language, including draft-only tags", () => {
    expect(checkReferencedLanguages([{ _ref: "tag-vps-en" }, { _ref: "tag-new-en" }], "en", rows)).toBe(true);
  });
  it("rejects a tag of the other language and names it", () => {
    expect(checkReferencedLanguages([{ _ref: "tag-vps-en" }, { _ref: "tag-vps-ru" }], "en", rows)).toMatch(/tag-vps-ru/);
  });
  it("prefers the published version over a draft", () => {
    expect(checkReferencedLanguages([{ _ref: "tag-edited-en" }], "en", rows)).toBe(true);
  });
  it("reports missing tags and a missing document language", () => {
    expect(checkReferencedLanguages([{ _ref: "tag-gone-en" }], "en", rows)).toMatch(/not found: tag-gone-en/);
    expect(checkReferencedLanguages([{ _ref: "tag-vps-en" }], undefined, rows)).toMatch(/language first/);
  });
  it("accepts an empty list (required() reports it)", () => {
    expect(checkReferencedLanguages([], "en", [])).toBe(true);
    expect(checkReferencedLanguages(undefined, "en", [])).toBe(true);
  });
});

describe("checkNoDuplicateRefs", () => {
  it("flags the same tag twice", () => {
    expect(checkNoDuplicateRefs([{ _ref: "a" }, { _ref: "b" }])).toBe(true);
    expect(checkNoDuplicateRefs([{ _ref: "a" }, { _ref: "a" }])).toMatch(/twice/);
  });
});

describe("checkUpdatedAfterPublished", () => {
  it("requires the update to be on or after publication", () => {
    expect(checkUpdatedAfterPublished("2026-05-02T00:00:00Z", "2026-05-01T00:00:00Z")).toBe(true);
    expect(checkUpdatedAfterPublished("2026-05-01T00:00:00Z", "2026-05-01T00:00:00Z")).toBe(true);
    expect(checkUpdatedAfterPublished("2026-04-30T00:00:00Z", "2026-05-01T00:00:00Z")).toMatch(/earlier/);
    expect(checkUpdatedAfterPublished(undefined, "2026-05-01T00:00:00Z")).toBe(true);
  });
});

describe("checkSiteSettingsLanguage", () => {
  it("ties the language to the singleton id, drafts included", () => {
    expect(checkSiteSettingsLanguage("en", "siteSettings-en")).toBe(true);
    expect(checkSiteSettingsLanguage("ru", "drafts.siteSettings-ru")).toBe(true);
    expect(checkSiteSettingsLanguage("ru", "siteSettings-en")).toMatch(/must be "en"/);
    expect(checkSiteSettingsLanguage("en", "3f1c2a")).toMatch(/siteSettings-en and siteSettings-ru/);
  });
});

describe("slug uniqueness query", () => {
  it("excludes both the draft and the published version of the document being edited", () => {
    expect(slugQueryParams("drafts.help-x-en", "helpArticle", "en", "x")).toEqual({
      type: "helpArticle",
      language: "en",
      slug: "x",
      draft: "drafts.help-x-en",
      published: "help-x-en",
    });
    expect(SLUG_TAKEN_QUERY).toContain("language == $language");
  });
});

describe("slug uniqueness query against a dataset (groq-js)", () => {
  const dataset = [
    { _id: "help-x-en", _type: "helpArticle", language: "en", slug: { current: "x" } },
    { _id: "help-x-ru", _type: "helpArticle", language: "ru", slug: { current: "x" } },
    { _id: "drafts.help-y-en", _type: "helpArticle", language: "en", slug: { current: "y" } },
  ];
  async function taken(documentId: string, language: string, slug: string): Promise<unknown> {
    const { parse, evaluate } = await import("groq-js");
    const params = slugQueryParams(documentId, "helpArticle", language, slug);
    const result = await evaluate(parse(SLUG_TAKEN_QUERY, { params }), { dataset, params });
    return result.get();
  }
  it("allows the same slug in the other language and on the document itself", async () => {
    expect(await taken("help-x-ru", "ru", "x")).toBe(false);
    expect(await taken("drafts.help-x-en", "en", "x")).toBe(false);
  });
  it("flags a second document of the same language with the slug", async () => {
    expect(await taken("help-other-en", "en", "x")).toBe(true);
    expect(await taken("help-other-en", "en", "y")).toBe(true);
  });
});
