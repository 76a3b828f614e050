// The schema definitions themselves: order, field names, required rules and previews.
// `sanity` and `@sanity/icons` (via lib/icons) are ESM-only studio packages; their define* helpers are identity
// functions, so plain stand-ins load the definitions as the objects the studio receives.
import { readFileSync } from "node:fs";
import path from "node:path";

jest.mock("sanity", () => ({
  __esModule: true,
  defineType: <T>(x: T) => x,
  defineField: <T>(x: T) => x,
  defineArrayMember: <T>(x: T) => x,
}));
jest.mock("./lib/icons", () => new Proxy({}, { get: (_t, name) => (name === "__esModule" ? true : `icon:${String(name)}`) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the jest.mock calls above, which an import would precede
const { schemaTypes, documentTypes, objectTypes, singletonTypes } = require("./index") as typeof import("./index");

interface FieldDef {
  name: string;
  type: string;
  fields?: FieldDef[];
  of?: Array<{
    type: string;
    name?: string;
    fields?: FieldDef[];
    marks?: { annotations?: Array<{ type: string }>; decorators?: Array<{ value: string }> };
    styles?: Array<{ value: string }>;
    lists?: Array<{ value: string }>;
  }>;
  options?: { list?: Array<{ value: string }> };
  validation?: (rule: unknown) => unknown;
}
interface TypeDef {
  name: string;
  type: string;
  icon?: unknown;
  fields?: FieldDef[];
  of?: FieldDef["of"];
  preview?: { select: Record<string, string>; prepare?: (v: Record<string, unknown>) => { title?: string; subtitle?: string } };
}
const types = schemaTypes as unknown as TypeDef[];
const typeNamed = (name: string): TypeDef => {
  const t = types.find((x) => x.name === name);
  if (!t) throw new Error(`no schema type ${name}`);
  return t;
};
const field = (t: TypeDef | FieldDef, name: string): FieldDef => {
  const f = t.fields?.find((x) => x.name === name);
  if (!f) throw new Error(`no field ${name}`);
  return f;
};

/** Runs a field's validation builder against a recording Rule and returns the method names it called. */
function ruleCalls(f: FieldDef): string[] {
  const calls: string[] = [];
  const rule: unknown = new Proxy(
    {},
    {
      get:
        (_t, prop) =>
        (...args: unknown[]) => (calls.push(String(prop)), args, rule),
    },
  );
  f.validation?.(rule);
  return calls;
}

describe("schema types", () => {
  it("are listed documents → objects → singletons", () => {
    expect(types.map((t) => t.name)).toEqual([...documentTypes, ...objectTypes, ...singletonTypes].map((t) => t.name));
    expect(documentTypes.map((t) => t.name)).toEqual([
      "helpArticle",
      "tag",
      "homePage",
      "productPage",
      "variantPage",
      "planPage",
      "newsPost",
      "legalPage",
      "infoPage",
      "location",
      "software",
      "redirect",
    ]);
    expect(objectTypes.map((t) => t.name).sort()).toEqual([
      "callout",
      "codeBlock",
      "comparison",
      "cta",
      "ctaLink",
      "faq",
      "featureGrid",
      "hero",
      "link",
      "planTable",
      "portableText",
      "richText",
      "seo",
    ]);
    expect(singletonTypes.map((t) => t.name)).toEqual(["siteSettings"]);
  });

  it("all have an icon", () => {
    for (const t of types) expect([t.name, typeof t.icon]).toEqual([t.name, "string"]);
  });

  it("keep the field names the build reads", () => {
    const names = (t: TypeDef | FieldDef) => (t.fields ?? []).map((f) => f.name);
    expect(names(typeNamed("helpArticle"))).toEqual(["language", "title", "slug", "excerpt", "body", "tags", "publishedAt", "updatedAt", "seo"]);
    expect(names(typeNamed("tag"))).toEqual(["language", "title", "slug", "description", "seo"]);
    expect(names(typeNamed("siteSettings"))).toEqual([
      "language",
      "siteName",
      "seo",
      "helpSeo",
      "partnersSeo",
      "contacts",
      "footerLinks",
      "footerColumns",
      "claims",
      "socialLoginDisabledForRu",
    ]);
    // The page model of decision 003: the build and the seed read these names.
    expect(names(typeNamed("homePage"))).toEqual(["language", "title", "lead", "heroImage", "sections", "seo"]);
    expect(names(typeNamed("productPage"))).toEqual(["language", "productLine", "title", "lead", "heroImage", "productImage", "sections", "vpnModes", "seo"]);
    expect(names(typeNamed("variantPage"))).toEqual([
      "language",
      "productLine",
      "prefix",
      "title",
      "slug",
      "lead",
      "heroImage",
      "location",
      "software",
      "sections",
      "seo",
    ]);
    expect(names(typeNamed("planPage"))).toEqual(["language", "productLine", "planSlug", "title", "lead", "productImage", "sections", "seo"]);
    expect(names(typeNamed("newsPost"))).toEqual(["language", "title", "slug", "publishedAt", "excerpt", "body", "seo"]);
    expect(names(typeNamed("legalPage"))).toEqual(["language", "kind", "title", "effectiveDate", "body", "seo"]);
    expect(names(typeNamed("infoPage"))).toEqual(["language", "kind", "title", "lead", "sections", "contactSubjects", "seo"]);
    expect(names(typeNamed("location"))).toEqual(["language", "name", "slug", "kind", "countryCode", "city", "catalogLocation", "flag"]);
    expect(names(typeNamed("software"))).toEqual(["language", "name", "slug", "kind", "description"]);
    expect(names(typeNamed("hero"))).toEqual(["heading", "text", "primaryCta", "secondaryCta", "highlights"]);
    expect(names(typeNamed("planTable"))).toEqual(["heading", "intro", "productLine", "planSlugs"]);
    expect(names(typeNamed("faq"))).toEqual(["heading", "items"]);
    expect(names(typeNamed("comparison"))).toEqual(["heading", "intro", "columns", "rows"]);
    expect((field(typeNamed("homePage"), "sections").of ?? []).map((o) => o.type)).toEqual([
      "hero",
      "planTable",
      "featureGrid",
      "faq",
      "cta",
      "richText",
      "comparison",
    ]);
    expect(names(field(typeNamed("siteSettings"), "contacts"))).toEqual(["email", "phone", "address", "postalAddress"]);
    expect(names(field(typeNamed("siteSettings"), "footerLinks").of?.[0] as FieldDef)).toEqual(["label", "href"]);
    expect(names(typeNamed("seo"))).toEqual(["title", "description", "keywords", "longText", "image", "noindex", "canonicalDocument", "canonicalUrl"]);
    expect(names(typeNamed("link"))).toEqual(["href"]);
    expect(names(typeNamed("codeBlock"))).toEqual(["language", "code"]);
    expect(names(typeNamed("callout"))).toEqual(["tone", "text"]);
    expect(field(typeNamed("callout"), "tone").options?.list?.map((o) => o.value)).toEqual(["info", "warning"]);
    expect(field(typeNamed("helpArticle"), "language").options?.list?.map((o) => o.value)).toEqual(["en", "ru"]);
  });

  it("configure Portable Text with the agreed styles, lists, marks and block types", () => {
    const pt = typeNamed("portableText");
    const block = pt.of?.find((m) => m.type === "block");
    expect(block?.styles?.map((s) => s.value)).toEqual(["normal", "h2", "h3", "blockquote"]);
    expect(block?.lists?.map((s) => s.value)).toEqual(["bullet", "number"]);
    expect(block?.marks?.decorators?.map((s) => s.value)).toEqual(["strong", "em", "code"]);
    expect(block?.marks?.annotations?.map((a) => a.type)).toEqual(["link"]);
    expect(pt.of?.map((m) => m.type)).toEqual(["block", "codeBlock", "callout"]);
  });

  it.each([
    ["helpArticle", ["language", "title", "slug", "excerpt", "body", "tags", "publishedAt"]],
    ["tag", ["language", "title", "slug"]],
    ["siteSettings", ["language", "siteName", "seo", "helpSeo", "partnersSeo", "contacts", "claims"]],
    ["homePage", ["language", "title", "lead", "sections"]],
    ["productPage", ["language", "productLine", "title", "lead", "sections"]],
    ["variantPage", ["language", "productLine", "prefix", "title", "slug", "lead", "sections"]],
    ["planPage", ["language", "productLine", "planSlug", "lead"]],
    ["newsPost", ["language", "title", "slug", "publishedAt", "excerpt", "body"]],
    ["legalPage", ["language", "kind", "title", "effectiveDate", "body"]],
    ["location", ["language", "name", "slug", "kind", "countryCode", "city", "catalogLocation", "flag"]],
    ["link", ["href"]],
    ["codeBlock", ["language", "code"]],
    ["callout", ["tone", "text"]],
  ])("%s marks its required fields required", (typeName, required) => {
    const t = typeNamed(typeName);
    for (const name of required) expect([name, ruleCalls(field(t, name))]).toEqual([name, expect.arrayContaining(["required"])]);
    for (const f of t.fields ?? []) {
      if (!required.includes(f.name)) expect([f.name, ruleCalls(f).includes("required")]).toEqual([f.name, false]);
    }
  });

  it("validate hrefs of links and footer links with the custom href rule", () => {
    expect(ruleCalls(field(typeNamed("link"), "href"))).toContain("custom");
    const footerLink = field(typeNamed("siteSettings"), "footerLinks").of?.[0] as FieldDef;
    expect(ruleCalls(field(footerLink, "href"))).toEqual(expect.arrayContaining(["required", "custom"]));
    expect(ruleCalls(field(footerLink, "label"))).toContain("required");
  });
});

describe("previews", () => {
  const prepare = (name: string, values: Record<string, unknown>) => {
    const preview = typeNamed(name).preview;
    if (!preview?.prepare) throw new Error(`${name} has no preview.prepare`);
    return preview.prepare(values);
  };

  it("show an article's language and URL", () => {
    expect(typeNamed("helpArticle").preview?.select).toEqual({ title: "title", slug: "slug.current", language: "language" });
    expect(prepare("helpArticle", { title: "Connecting to a VPS over SSH", slug: "connect-to-vps-over-ssh", language: "ru" })).toEqual({
      title: "Connecting to a VPS over SSH",
      subtitle: "RU · /help/connect-to-vps-over-ssh/",
    });
    expect(prepare("helpArticle", {})).toEqual({ title: "Untitled article", subtitle: "?? · no slug" });
  });

  it("show a tag's language and URL", () => {
    expect(prepare("tag", { title: "VPS", slug: "vps", language: "en" })).toEqual({ title: "VPS", subtitle: "EN · /help/tag/vps/" });
  });

  it("name the site settings by site and language", () => {
    expect(prepare("siteSettings", { siteName: "Hostward", language: "ru" })).toEqual({ title: "Hostward settings", subtitle: "RU" });
  });

  it("summarise code blocks and callouts", () => {
    expect(prepare("codeBlock", { language: "shell", code: "ssh root@SERVER_IP\nexit" })).toEqual({ title: "ssh root@SERVER_IP", subtitle: "Code · shell" });
    expect(prepare("callout", { tone: "warning", text: "Erases the disk" })).toEqual({ title: "Erases the disk", subtitle: "Warning" });
    expect(prepare("link", { href: "/help/" })).toEqual({ title: "/help/" });
  });
});

describe("extracted schema (src/build/sanity.schema.json)", () => {
  const extracted = JSON.parse(readFileSync(path.join(__dirname, "../src/build/sanity.schema.json"), "utf8")) as Array<{
    name: string;
    type: string;
    attributes?: Record<string, unknown>;
  }>;

  it("is in step with the definitions (run `npm run schema:extract -w studio` after a schema change)", () => {
    for (const t of types) {
      expect([t.name, extracted.some((e) => e.name === t.name)]).toEqual([t.name, true]);
      if (t.type !== "document") continue;
      const entry = extracted.find((e) => e.name === t.name);
      const attributes = Object.keys(entry?.attributes ?? {})
        .filter((k) => !k.startsWith("_"))
        .sort();
      expect([t.name, attributes]).toEqual([t.name, (t.fields ?? []).map((f) => f.name).sort()]);
    }
  });
});
