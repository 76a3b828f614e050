import { copyFile, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { readSeed, slugOf } from "../support/seed";
import { validateJsonLd, type PageFacts } from "../../src/build/structured-data-rules";
import { gatsbyBin, root, run } from "./run";

// One build of an edited copy of the embedded dataset (several minutes on two cores) answers three questions:
// does an editor's edit of a document reach its page and the lists that show it, do the SEO fields reach the
// page, and does every built page's JSON-LD follow the encoded rules? (One build, not one per question: each
// build of the whole site costs minutes of `npm test`.)

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The <meta> tags of a page by name or property (first wins). */
function metas(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:name|property)="([^"]+)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined && !found.has(key)) found.set(key, decode(content));
  }
  return found;
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

const SITE = "https://www.example.com";

/** The attributes of the first <img> with this class in a page. */
function imgWith(html: string, className: string): Record<string, string> {
  const tag = new RegExp(`<img[^>]*class="[^"]*\\b${className}\\b[^"]*"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no img.${className}`);
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

/** What a built page shows, for the rules that compare markup and page: every <img>'s src and srcset candidates, absolute. */
function pageFacts(html: string, pageUrl: string): PageFacts {
  const pictures = [...html.matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    const srcset = /\bsrcset="([^"]+)"/i.exec(tag)?.[1];
    const urls = [
      ...(src ? [src] : []),
      ...(srcset
        ? decode(srcset)
            .split(", ")
            .map((c) => c.trim().split(" ")[0]!)
        : []),
    ];
    return urls.map((u) => new URL(decode(u), pageUrl).href);
  });
  return { pictures };
}

it("an edited title, description, keywords, long text and social image reach the page, its head, JSON-LD, the help index and sitemap; every page's JSON-LD follows the rules", async () => {
  const seed = readSeed();
  const article = seed.find((d) => d._type === "helpArticle" && d.language === "en" && d.seo)!;
  const stamp = Date.now();
  const edited = {
    title: `Edited in a temporary dataset ${stamp}`,
    description: `Edited description ${stamp} for the search snippet.`,
    keywords: [`edited-keyword-${stamp}`, "second keyword"],
    longText: `Edited long text ${stamp} below the article.`,
    updatedAt: "2026-11-20T12:34:56Z",
  };
  const dir = await mkdtemp(path.join(tmpdir(), "seed-seo-"));
  try {
    // The social image is a local file beside the dataset, as `sanity dataset import` reads it.
    await copyFile(path.join(root, "static/logo.png"), path.join(dir, "edited-card.png"));
    const docs = seed.map((d) =>
      d._id === article._id
        ? {
            ...d,
            title: edited.title,
            _updatedAt: edited.updatedAt,
            seo: {
              ...(d.seo as object),
              description: edited.description,
              keywords: edited.keywords,
              longText: edited.longText,
              image: { _type: "image", _sanityAsset: "image@file://./edited-card.png", alt: "Edited card" },
            },
          }
        : // The home page's hero picture gets new alternative text (its file stays beside the embedded dataset).
          d._id === "homePage-en"
          ? { ...d, heroImage: { ...(d.heroImage as object), alt: edited.title } }
          : d,
    );
    await writeFile(path.join(dir, "content.ndjson"), docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
    const result = await run([gatsbyBin, "build"], { CONTENT_SEED_DIR: dir, SITE_URL: SITE });
    expect(result.code).toBe(0);

    // The edited document's page, and the help index that lists it.
    const pagePath = `/help/${slugOf(article)}/`;
    const html = await readFile(path.join(root, "public", pagePath, "index.html"), "utf8");
    expect(html).toContain(edited.title);
    expect(await readFile(path.join(root, "public/help/index.html"), "utf8")).toContain(edited.title);
    const head = metas(html);
    expect(head.get("description")).toBe(edited.description);
    expect(head.get("og:description")).toBe(edited.description);
    expect(head.get("keywords")).toBe(edited.keywords.join(", "));
    expect(head.get("twitter:card")).toBe("summary_large_image");
    const image = head.get("og:image")!;
    expect(image).toMatch(new RegExp(`^${SITE}/cms-assets/[0-9a-f]{10}-edited-card\\.png$`));
    expect(head.get("twitter:image")).toBe(image);
    expect(head.get("og:image:alt")).toBe("Edited card");
    expect(head.get("og:image:width")).toBe("512");
    expect((await stat(path.join(root, "public", new URL(image).pathname))).size).toBeGreaterThan(0);
    expect(html).toContain(edited.longText);
    const articleLd = jsonLd(html).find((d) => d["@type"] === "Article")!;
    expect(articleLd).toMatchObject({ description: edited.description, image: [image] });
    const sitemap = await readFile(path.join(root, "public/sitemap-en.xml"), "utf8");
    expect(sitemap).toContain(`<loc>${SITE}${pagePath}</loc>\n    <lastmod>${edited.updatedAt}</lastmod>`);

    // Decisions 097, 118: the seed's pictures are SVG artwork, served as themselves (one file for every width,
    // no srcset), present in public/ at the size the attributes give. (Raster sources get WebP variants:
    // content-images.test.ts.)
    const home = await readFile(path.join(root, "public/index.html"), "utf8");
    for (const [className, loading] of [
      ["page-hero__picture", "eager"],
      ["section-head__picture", "lazy"],
    ] as const) {
      const img = imgWith(home, className);
      expect(img).toMatchObject({ loading, width: "1200", height: "900" });
      if (className === "page-hero__picture") expect(img.alt).toBe(edited.title);
      expect(img.srcset).toBeUndefined();
      expect(img.src).toMatch(/^\/cms-assets\/[\w-]+-[0-9a-f]{10}\.svg$/);
      const meta = await sharp(path.join(root, "public", img.src!)).metadata();
      expect(meta).toMatchObject({ format: "svg", width: 1200, height: 900 });
    }

    // Every page in the sitemaps (the indexable ones, the partner page included): a social card and valid JSON-LD.
    const locs = (await Promise.all(["sitemap-en.xml", "sitemap-ru.xml"].map((f) => readFile(path.join(root, "public", f), "utf8")))).flatMap((xml) =>
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
    );
    expect(locs).toEqual(expect.arrayContaining(["/partners/", "/ru/partners/", "/help/", "/ru/help/"]));
    expect(locs.length).toBeGreaterThan(300);
    const problems: string[] = [];
    let productPages = 0;
    for (const loc of locs) {
      const page = await readFile(path.join(root, "public", loc, "index.html"), "utf8");
      const m = metas(page);
      if (!m.get("og:image")?.startsWith(`${SITE}/`)) problems.push(`${loc}: og:image ${m.get("og:image")}`);
      if (m.get("twitter:card") !== "summary_large_image") problems.push(`${loc}: twitter:card ${m.get("twitter:card")}`);
      if (!m.get("description")) problems.push(`${loc}: no description`);
      const blocks = jsonLd(page);
      if (!blocks.length) problems.push(`${loc}: no JSON-LD`);
      for (const block of blocks) problems.push(...validateJsonLd(block, pageFacts(page, SITE + loc)).map((p) => `${loc}: ${p}`));
      // A Product's image is a file of this build (the product picture's variant), not only a name in the markup.
      for (const product of blocks.filter((b) => b["@type"] === "Product")) {
        productPages++;
        const image = new URL(String(product.image));
        if (image.origin !== SITE || !(await stat(path.join(root, "public", image.pathname)).catch(() => null))?.isFile())
          problems.push(`${loc}: Product image ${image.href} is not a file of the build`);
      }
    }
    // The 22 plan pages (11 plans, two languages).
    expect(productPages).toBe(22);
    // Pages outside the sitemap (account shells, 404s) still carry only valid JSON-LD, if any.
    for (const file of await htmlFiles(path.join(root, "public"))) {
      const loc = "/" + path.relative(path.join(root, "public"), file).replace(/index\.html$/, "");
      if (locs.includes(loc)) continue;
      for (const block of jsonLd(await readFile(file, "utf8"))) problems.push(...validateJsonLd(block).map((p) => `${loc}: ${p}`));
    }
    expect(problems).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  // A whole build plus reading every page: longer than the other build tests on a busy machine.
}, 900_000);

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => path.join(e.parentPath, e.name));
}
