// The embedded dataset (studio/seed/content.ndjson) is what `npm start` builds the site from:
// it must fit the schema, keep the i18n rules of decision 001 and carry only safe links.
import { redirectIdFor } from "./lib/redirect-rules";
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSeedDocuments, toNdjson } from "../studio/seed/build";
import { isInternalHref, validateHref } from "./lib/href";
import { LANGUAGE_IDS } from "./lib/languages";
import { checkReferencedLanguages, validateSlugValue } from "./lib/validation";
import { SchemaChecker, type SchemaEntry } from "./test-utils/schema-conformance";
import { CLAIM_NAMES, INFO_KINDS, LEGAL_KINDS, PRODUCT_LINE_IDS, allowsPrefix, unknownClaims } from "./lib/site-model";
import { PLANS } from "../sandbox/db/catalog-data";
import { SITE_DOMAINS } from "../src/lib/domains";

const SEED_PATH = path.join(__dirname, "../studio/seed/content.ndjson");
const SCHEMA_PATH = path.join(__dirname, "../src/build/sanity.schema.json");

type Doc = Record<string, unknown> & { _id: string; _type: string };
type Block = Record<string, unknown> & { _type: string; _key: string };

const raw = readFileSync(SEED_PATH, "utf8");
const lines = raw.split("\n").filter((line) => line.trim() !== "");
const docs: Doc[] = lines.map((line) => JSON.parse(line) as Doc);
const byId = new Map(docs.map((d) => [d._id, d]));
const ofType = (type: string) => docs.filter((d) => d._type === type);
const articles = ofType("helpArticle");
const tags = ofType("tag");
const slugOf = (d: Doc) => (d.slug as { current?: string } | undefined)?.current;
const bodyOf = (d: Doc) => (d.body ?? []) as Block[];

/** Every array anywhere in a value, with its path. */
function* arraysIn(value: unknown, at: string): Generator<[string, unknown[]]> {
  if (Array.isArray(value)) {
    yield [at, value];
    for (const [i, item] of value.entries()) yield* arraysIn(item, `${at}[${i}]`);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) yield* arraysIn(v, `${at}.${k}`);
  }
}

/** Every `href` of a link annotation or footer link in the dataset. */
function allHrefs(): Array<{ id: string; href: unknown }> {
  const out: Array<{ id: string; href: unknown }> = [];
  for (const d of docs) {
    for (const block of bodyOf(d))
      for (const def of (block.markDefs ?? []) as Array<{ _type: string; href?: unknown }>) out.push({ id: d._id, href: def.href });
    for (const link of (d.footerLinks ?? []) as Array<{ href?: unknown }>) out.push({ id: d._id, href: link.href });
  }
  return out;
}

/** Ids of the page model (decision 003). */
function pageModelId(d: Doc): string {
  const lang = String(d.language);
  switch (d._type) {
    case "homePage":
      return `homePage-${lang}`;
    case "productPage":
      return `product-${String(d.productLine)}-${lang}`;
    case "variantPage":
      return `variant-${String(d.productLine)}-${String(d.prefix)}-${slugOf(d)}-${lang}`;
    case "planPage":
      return `plan-${String(d.productLine)}-${String(d.planSlug)}-${lang}`;
    case "newsPost":
      return `news-${slugOf(d)}-${lang}`;
    case "legalPage":
      return `legal-${String(d.kind)}-${lang}`;
    case "infoPage":
      return `info-${String(d.kind)}-${lang}`;
    case "location":
      return `location-${slugOf(d)}-${lang}`;
    case "software":
      return `software-${slugOf(d)}-${lang}`;
    default:
      return "(unknown type)";
  }
}

describe("seed file format", () => {
  it("has one JSON document per line with the export system fields", () => {
    expect(raw.endsWith("\n")).toBe(true);
    for (const [i, line] of raw.trimEnd().split("\n").entries()) {
      expect(() => JSON.parse(line)).not.toThrow();
      const doc = JSON.parse(line) as Record<string, unknown>;
      for (const field of ["_id", "_type", "_createdAt", "_updatedAt", "_rev"]) {
        expect([i, field, typeof doc[field]]).toEqual([i, field, "string"]);
      }
      expect(Number.isNaN(Date.parse(String(doc._createdAt)))).toBe(false);
      expect(Date.parse(String(doc._updatedAt))).toBeGreaterThanOrEqual(Date.parse(String(doc._createdAt)));
    }
  });

  it("has unique, well-formed ids that follow the naming convention", () => {
    expect(new Set(docs.map((d) => d._id)).size).toBe(docs.length);
    for (const d of docs) {
      expect(d._id).toMatch(/^[a-zA-Z0-9_][a-zA-Z0-9_.-]*$/);
      expect(d._id.startsWith("drafts.")).toBe(false);
      const expected =
        d._type === "siteSettings"
          ? `siteSettings-${String(d.language)}`
          : d._type === "tag"
            ? `tag-${slugOf(d)}-${String(d.language)}`
            : d._type === "helpArticle"
              ? `help-${slugOf(d)}-${String(d.language)}`
              : d._type === "redirect"
                ? redirectIdFor(String(d.from))
                : pageModelId(d);
      expect(d._id).toBe(expected);
    }
  });

  it("is exactly what the authored source generates (run `npm run seed -w studio` after editing studio/seed/source)", () => {
    expect(raw).toBe(toNdjson(buildSeedDocuments()));
  });
});

describe("seed against the extracted schema", () => {
  const checker = new SchemaChecker(JSON.parse(readFileSync(SCHEMA_PATH, "utf8")) as SchemaEntry[]);

  it("uses only document types the schema knows", () => {
    for (const d of docs) expect([d._id, checker.hasDocumentType(d._type)]).toEqual([d._id, true]);
  });

  it("fits the schema field by field", () => {
    const errors = docs.flatMap((d) => checker.checkDocument(d));
    expect(errors).toEqual([]);
  });

  it("catches a misnamed field (the checker itself can fail)", () => {
    const article = articles[0];
    if (!article) throw new Error("no article");
    expect(checker.checkDocument({ ...article, summary: "x" })).toContain(`${article._id}.summary: field not in the schema`);
    expect(checker.checkDocument({ ...article, language: "de" }).length).toBeGreaterThan(0);
  });

  it("fills every field the schema requires", () => {
    const required: Record<string, string[]> = {
      siteSettings: ["language", "siteName", "seo", "contacts"],
      tag: ["language", "title", "slug"],
      helpArticle: ["language", "title", "slug", "excerpt", "body", "tags", "publishedAt"],
      homePage: ["language", "title", "lead", "sections"],
      productPage: ["language", "productLine", "title", "lead", "sections"],
      variantPage: ["language", "productLine", "prefix", "title", "slug", "lead", "sections"],
      planPage: ["language", "productLine", "planSlug", "lead"],
      newsPost: ["language", "title", "slug", "publishedAt", "excerpt", "body"],
      legalPage: ["language", "kind", "title", "effectiveDate", "body"],
      infoPage: ["language", "kind", "title", "lead"],
      location: ["language", "name", "slug", "kind", "countryCode", "city", "catalogLocation", "flag"],
      software: ["language", "name", "slug", "kind", "description"],
    };
    for (const d of docs) {
      for (const field of required[d._type] ?? []) {
        expect([d._id, field, d[field] !== undefined && d[field] !== ""]).toEqual([d._id, field, true]);
      }
      if (d.slug !== undefined) expect([d._id, validateSlugValue(d.slug as { current?: string })]).toEqual([d._id, true]);
    }
    for (const s of ofType("siteSettings")) {
      const seo = s.seo as { title?: string; description?: string };
      expect(seo.title && seo.description).toBeTruthy();
      expect((s.contacts as { email?: string }).email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
  });
});

describe("i18n rules (decision 001)", () => {
  it("has both siteSettings singletons, the Russian one in Russian", () => {
    expect(byId.get("siteSettings-en")?.language).toBe("en");
    expect(byId.get("siteSettings-ru")?.language).toBe("ru");
    const ru = byId.get("siteSettings-ru") as Doc;
    expect((ru.seo as { title: string }).title).toMatch(/[а-яё]/i);
    expect((ru.footerLinks as Array<{ label: string }>)[0]?.label).toMatch(/[а-яё]/i);
    expect(ofType("siteSettings")).toHaveLength(2);
  });

  it.each([
    ["helpArticle", 14],
    ["tag", 6],
  ])("has at least the required number of %s documents, each in English and Russian with the same slug", (type, min) => {
    const list = ofType(type);
    const slugs = new Set(list.map(slugOf));
    expect(slugs.size).toBeGreaterThanOrEqual(min);
    for (const slug of slugs) {
      const versions = list
        .filter((d) => slugOf(d) === slug)
        .map((d) => d.language)
        .sort();
      expect([slug, versions]).toEqual([slug, [...LANGUAGE_IDS].sort()]);
    }
  });

  it("writes Russian documents in Russian and English ones in English", () => {
    for (const d of [...articles, ...tags]) {
      const text = `${String(d.title)} ${String(d.excerpt ?? d.description)}`;
      if (d.language === "ru") expect([d._id, /[а-яё]/i.test(text)]).toEqual([d._id, true]);
      else expect([d._id, /[а-яё]/i.test(text)]).toEqual([d._id, false]);
    }
  });

  it("resolves every reference to a document of the same language", () => {
    for (const d of docs) {
      for (const [at, arr] of arraysIn(d, d._id)) {
        for (const item of arr as Array<Record<string, unknown>>) {
          if (item?._type !== "reference") continue;
          const target = byId.get(String(item._ref));
          expect([at, String(item._ref), target !== undefined]).toEqual([at, String(item._ref), true]);
          expect([at, target?.language]).toEqual([at, d.language]);
        }
      }
    }
  });

  it("gives every article at least one tag, through the same rule the studio runs", () => {
    const rows = docs.map((d) => ({ _id: d._id, language: typeof d.language === "string" ? d.language : null }));
    for (const a of articles) {
      const refs = a.tags as Array<{ _ref: string }>;
      expect(refs.length).toBeGreaterThan(0);
      expect([a._id, checkReferencedLanguages(refs, a.language, rows)]).toEqual([a._id, true]);
      expect(new Set(refs.map((r) => r._ref)).size).toBe(refs.length);
    }
  });
});

describe("page model (decision 003)", () => {
  const pageTypes = ["homePage", "productPage", "variantPage", "planPage", "newsPost", "legalPage", "infoPage", "location", "software"];

  it("has every page document in both languages", () => {
    for (const d of docs.filter((x) => pageTypes.includes(x._type))) {
      const other = d._id.replace(/-(en|ru)$/, (_m, l: string) => (l === "en" ? "-ru" : "-en"));
      expect([d._id, byId.has(other)]).toEqual([d._id, true]);
      if (d.language === "ru")
        expect([d._id, /[а-яё]/i.test(String(d.title ?? d.name) + String(d.lead ?? d.excerpt ?? d.description ?? ""))]).toEqual([d._id, true]);
    }
  });

  it("has the home page, a landing of every product line, all six legal pages and the four info pages", () => {
    for (const language of LANGUAGE_IDS) {
      expect(byId.has(`homePage-${language}`)).toBe(true);
      for (const line of PRODUCT_LINE_IDS) expect([line, byId.has(`product-${line}-${language}`)]).toEqual([line, true]);
      for (const kind of LEGAL_KINDS) expect([kind.id, byId.has(`legal-${kind.id}-${language}`)]).toEqual([kind.id, true]);
      for (const kind of INFO_KINDS) expect([kind.id, byId.has(`info-${kind.id}-${language}`)]).toEqual([kind.id, true]);
    }
  });

  it("only uses variant prefixes spec §2 allows for the line, and in- pages name their location", () => {
    for (const d of ofType("variantPage")) {
      expect([d._id, allowsPrefix(d.productLine, d.prefix)]).toEqual([d._id, true]);
      if (d.prefix === "in") expect([d._id, typeof (d.location as { _ref?: string } | undefined)?._ref]).toEqual([d._id, "string"]);
    }
  });

  it("uses only known {claim:…} tokens and gives siteSettings every claim", () => {
    for (const d of docs) expect([d._id, unknownClaims(JSON.stringify(d))]).toEqual([d._id, []]);
    for (const s of ofType("siteSettings")) {
      const claims = s.claims as Record<string, unknown>;
      for (const name of CLAIM_NAMES) expect([s._id, name, typeof claims?.[name]]).toEqual([s._id, name, "number"]);
    }
  });

  it("refers only to plans the catalog sells", () => {
    const slugs = new Set(PLANS.map((p) => p.slug));
    for (const d of docs) {
      const used = [...JSON.stringify(d).matchAll(/"(?:planSlug|planSlugs)":(\[[^\]]*\]|"[^"]*")/g)].flatMap(
        (m) => JSON.parse(m[1] ?? "[]") as string | string[],
      );
      for (const slug of ([] as string[]).concat(...used)) expect([d._id, slug, slugs.has(slug)]).toEqual([d._id, slug, true]);
    }
  });
});

describe("Portable Text and links", () => {
  it("keeps _key unique within every array of objects", () => {
    for (const d of docs) {
      for (const [at, arr] of arraysIn(d, d._id)) {
        const objects = arr.filter((x): x is Record<string, unknown> => typeof x === "object" && x !== null);
        if (objects.length === 0) continue;
        const keys = objects.map((o) => o._key);
        for (const key of keys) expect([at, typeof key]).toEqual([at, "string"]);
        expect([at, new Set(keys).size]).toEqual([at, keys.length]);
      }
    }
  });

  it("gives every article 4–10 blocks with at least one h2 heading", () => {
    for (const a of articles) {
      const body = bodyOf(a);
      expect([a._id, body.length >= 4 && body.length <= 10]).toEqual([a._id, true]);
      expect([a._id, body.some((b) => b._type === "block" && b.style === "h2")]).toEqual([a._id, true]);
    }
  });

  it("uses lists, code blocks and callouts across the articles, with code blocks complete", () => {
    const blocks = articles.flatMap(bodyOf);
    expect(blocks.some((b) => b._type === "block" && b.listItem === "bullet")).toBe(true);
    expect(blocks.some((b) => b._type === "block" && b.listItem === "number")).toBe(true);
    expect(blocks.filter((b) => b._type === "callout").map((b) => b.tone)).toEqual(expect.arrayContaining(["info", "warning"]));
    const code = blocks.filter((b) => b._type === "codeBlock");
    expect(code.some((b) => String(b.code).includes("ssh-keygen"))).toBe(true);
    for (const b of code) expect(String(b.code).trim().length).toBeGreaterThan(0);
  });

  it("marks every span with decorators or link keys that exist in the block", () => {
    for (const a of articles) {
      for (const block of bodyOf(a).filter((b) => b._type === "block")) {
        const defs = new Set(((block.markDefs ?? []) as Array<{ _key: string }>).map((m) => m._key));
        for (const span of block.children as Array<{ marks: string[]; text: string }>) {
          for (const mark of span.marks) expect([a._id, mark, ["strong", "em", "code"].includes(mark) || defs.has(mark)]).toEqual([a._id, mark, true]);
          // Markup left in text means the authoring DSL missed it.
          if (!span.marks.includes("code")) expect([a._id, /\*\*|`|\]\(/.test(span.text)]).toEqual([a._id, false]);
        }
        for (const key of defs) {
          const used = (block.children as Array<{ marks: string[] }>).some((s) => s.marks.includes(key));
          expect([a._id, key, used]).toEqual([a._id, key, true]);
        }
      }
    }
  });

  it("names the company's own hosts by its configured domain, not by placeholders (issue 17)", () => {
    const hosts = [...raw.matchAll(/[\w.-]*\bhostward\.[a-z]+\b/gi)].map((m) => m[0].toLowerCase());
    expect(hosts.length).toBeGreaterThan(20);
    for (const host of hosts)
      expect([host, SITE_DOMAINS.providers.some((d) => host === d || host.endsWith(`.${d}`) || host.endsWith(`@${d}`))]).toEqual([host, true]);
    expect(raw).not.toMatch(/status\.example\.com/);
  });

  it("has only safe hrefs (site paths, http(s), mailto, tel)", () => {
    const hrefs = allHrefs();
    expect(hrefs.length).toBeGreaterThan(10);
    for (const { id, href } of hrefs) expect([id, href, validateHref(href)]).toEqual([id, href, true]);
  });

  it("links internal help paths to articles that exist, and has several articles with internal and external links", () => {
    const slugs = new Set(articles.map(slugOf));
    const withInternal = new Set<string>();
    const withExternal = new Set<string>();
    for (const { id, href } of allHrefs()) {
      if (typeof href !== "string" || !byId.get(id) || byId.get(id)?._type !== "helpArticle") continue;
      if (isInternalHref(href)) {
        withInternal.add(id);
        const match = /^\/help\/([a-z0-9-]+)\/$/.exec(href);
        expect([id, href, match !== null && slugs.has(match[1])]).toEqual([id, href, true]);
      } else if (href.startsWith("https://")) withExternal.add(id);
    }
    expect(withInternal.size).toBeGreaterThanOrEqual(4);
    expect(withExternal.size).toBeGreaterThanOrEqual(2);
  });

  it("has footer links to the required pages and one external status page", () => {
    for (const s of ofType("siteSettings")) {
      const hrefs = (s.footerLinks as Array<{ href: string }>).map((l) => l.href);
      expect(hrefs).toEqual(expect.arrayContaining(["/help/", "/news/", "/contacts/", "/tos/", "/privacy/"]));
      expect(hrefs.filter((h) => h.startsWith("https://"))).toHaveLength(1);
    }
  });
});

describe("SEO data", () => {
  const isEmptySeo = (d: Doc) => {
    const seo = d.seo as Record<string, unknown> | undefined;
    return seo === undefined || Object.keys(seo).every((k) => k === "_type");
  };

  it("leaves SEO empty on at least one article per language and on a tag (siteSettings fallback)", () => {
    for (const language of LANGUAGE_IDS) {
      expect([language, articles.some((a) => a.language === language && isEmptySeo(a))]).toEqual([language, true]);
    }
    expect(tags.some(isEmptySeo)).toBe(true);
  });

  it("fills SEO on most documents, with article SEO titles distinct from the titles and within the length limits", () => {
    const filled = [...articles, ...tags].filter((d) => !isEmptySeo(d));
    expect(filled.length / (articles.length + tags.length)).toBeGreaterThan(0.8);
    for (const d of filled) {
      const seo = d.seo as { title?: string; description?: string };
      expect([d._id, typeof seo.title, typeof seo.description]).toEqual([d._id, "string", "string"]);
      expect([d._id, (seo.title ?? "").length <= 70, (seo.description ?? "").length <= 160]).toEqual([d._id, true, true]);
      if (d._type === "helpArticle") expect([d._id, seo.title !== d.title]).toEqual([d._id, true]);
    }
  });
});
