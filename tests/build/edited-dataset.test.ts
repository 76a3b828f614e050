import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { readSeed, slugOf, type SeedDoc } from "../support/seed";
import { validateJsonLd } from "../../src/build/structured-data-rules";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "../../scripts/chromium";
import { jsonLd, imgWith, metas, pageFacts } from "./built-html";
import { gatsbyBin, root, run, serveBuiltSite, type RunResult } from "./run";
import { XSS_PAYLOADS } from "./xss-payloads";

// One build of a temporary copy of the embedded dataset (minutes on two cores) answers two questions
// (decision 124): does an editor's edit of a document reach its page, its head and the lists that show it,
// and does the site run none of the hostile strings put into every field editors control? The edited article
// keeps its own text; every other article, every tag and the site settings carry the payloads. The rules every
// page of a build follows (JSON-LD, social cards, picture variants) are checked on the build the browser tests
// use (tests/built), not here.

const SITE = "https://www.example.com";
const pick = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length]!;

/** Puts the payloads into every field editors control: titles, text, links, code, callouts, SEO, footer. */
function poison(seed: SeedDoc[]): SeedDoc[] {
  let n = 0;
  const next = () => pick(n++);
  return seed.map((doc) => {
    const seo = { _type: "seo", title: next(), description: next(), keywords: [next(), next()], longText: `${next()}\n\n${next()}` };
    if (doc._type === "siteSettings") {
      return {
        ...doc,
        siteName: `Hostward ${next()}`,
        seo,
        footerLinks: XSS_PAYLOADS.slice(9, 17).map((href, i) => ({ _key: `f${i}`, _type: "footerLink", label: next(), href })),
      };
    }
    if (doc._type === "tag") return { ...doc, title: `Tag ${next()}`, description: next(), seo };
    if (doc._type === "helpArticle") {
      const body = [
        { _type: "block", _key: "h1", style: "h2", markDefs: [], children: [{ _type: "span", _key: "s", text: next(), marks: [] }] },
        ...XSS_PAYLOADS.map((payload, i) => ({
          _type: "block",
          _key: `b${i}`,
          style: "normal",
          markDefs: [{ _type: "link", _key: `l${i}`, href: payload }],
          children: [{ _type: "span", _key: `s${i}`, text: payload, marks: [`l${i}`] }],
        })),
        { _type: "codeBlock", _key: "c", language: "shell", code: next() },
        { _type: "callout", _key: "k", tone: "warning", text: next() },
        { _type: next(), _key: "u" },
      ];
      return { ...doc, title: `${String(doc.title)} ${next()}`, excerpt: next(), body, seo };
    }
    return doc;
  });
}

const seed = readSeed();
/** The edited document: an English help article with SEO fields. */
const article = seed.find((d) => d._type === "helpArticle" && d.language === "en" && d.seo)!;
const stamp = Date.now();
const edited = {
  title: `Edited in a temporary dataset ${stamp}`,
  description: `Edited description ${stamp} for the search snippet.`,
  keywords: [`edited-keyword-${stamp}`, "second keyword"],
  longText: `Edited long text ${stamp} below the article.`,
  updatedAt: "2026-11-20T12:34:56Z",
};

/** Issue 36's controls: an English help article hidden from search engines, a news post whose canonical is elsewhere. */
const hidden = seed.filter((d) => d._type === "helpArticle" && d.language === "en" && d._id !== article._id)[1]!;
const moved = seed.find((d) => d._type === "newsPost" && d.language === "en")!;
const movedCanonical = `https://partner.example.com/news/${stamp}/`;

let build: RunResult;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "seed-edited-"));
  try {
    // The social image is a local file beside the dataset, as `sanity dataset import` reads it.
    await copyFile(path.join(root, "static/logo.png"), path.join(dir, "edited-card.png"));
    const docs = poison(seed).map((d) =>
      d._id === article._id
        ? {
            ...article,
            title: edited.title,
            _updatedAt: edited.updatedAt,
            seo: {
              ...(article.seo as object),
              description: edited.description,
              keywords: edited.keywords,
              longText: edited.longText,
              image: { _type: "image", _sanityAsset: "image@file://./edited-card.png", alt: "Edited card" },
            },
          }
        : // The home page's hero picture gets new alternative text (its file stays beside the embedded dataset).
          d._id === "homePage-en"
          ? { ...d, heroImage: { ...(d.heroImage as object), alt: edited.title } }
          : d._id === hidden._id
            ? { ...d, seo: { ...(d.seo as object), noindex: true } }
            : d._id === moved._id
              ? { ...d, seo: { ...(d.seo as object), _type: "seo", canonicalUrl: movedCanonical } }
              : d,
    );
    await writeFile(path.join(dir, "content.ndjson"), docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
    build = await run([gatsbyBin, "build"], { CONTENT_SEED_DIR: dir, SITE_URL: SITE });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  // A whole build on a busy machine: the timeout is a hang guard.
}, 900_000);

it("an edited title, description, keywords, long text, social image and hero alt text reach the page, its head, JSON-LD, the help index and sitemap", async () => {
  expect(build.code).toBe(0);
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
  const blocks = jsonLd(html);
  const articleLd = blocks.find((d) => d["@type"] === "Article")!;
  expect(articleLd).toMatchObject({ description: edited.description, image: [image] });
  // The edited page's JSON-LD (with its own social image) follows the encoded rules (decision 093).
  expect(blocks.flatMap((block) => validateJsonLd(block, pageFacts(html, SITE + pagePath)))).toEqual([]);
  const sitemap = await readFile(path.join(root, "public/sitemap-en.xml"), "utf8");
  expect(sitemap).toContain(`<loc>${SITE}${pagePath}</loc>\n    <lastmod>${edited.updatedAt}</lastmod>`);
  // The home page's hero picture shows the edited alternative text (its variants: tests/built).
  expect(imgWith(await readFile(path.join(root, "public/index.html"), "utf8"), "page-hero__picture").alt).toBe(edited.title);
});

it("a hidden article has the robots meta and is out of the sitemap, the help list and its search; a canonical URL replaces a post's own", async () => {
  expect(build.code).toBe(0);
  const hiddenPath = `/help/${slugOf(hidden)}/`;
  const html = await readFile(path.join(root, "public", hiddenPath, "index.html"), "utf8");
  expect(metas(html).get("robots")).toBe("noindex");
  expect(html).not.toContain('rel="canonical"');
  const sitemap = await readFile(path.join(root, "public/sitemap-en.xml"), "utf8");
  expect(sitemap).not.toContain(`${SITE}${hiddenPath}<`);
  expect(sitemap).toContain(`${SITE}/help/${slugOf(article)}/<`);
  const index = JSON.parse(await readFile(path.join(root, "public/help-index/en.json"), "utf8")) as { articles: Array<{ slug: string }> };
  expect(index.articles.map((a) => a.slug)).not.toContain(slugOf(hidden));
  expect(index.articles.map((a) => a.slug)).toContain(slugOf(article));
  expect(await readFile(path.join(root, "public/help/index.html"), "utf8")).not.toContain(`href="${hiddenPath}"`);

  const postPath = `/news/${slugOf(moved)}/`;
  const post = await readFile(path.join(root, "public", postPath, "index.html"), "utf8");
  expect(/<link rel="canonical" href="([^"]+)"/.exec(post)?.[1]).toBe(movedCanonical);
  expect(post).not.toContain('rel="alternate"');
  expect(sitemap).not.toContain(`${SITE}${postPath}<`);
});

it("the site built from a hostile dataset runs none of 30 XSS payloads", async () => {
  expect(build.code).toBe(0);
  const server = await serveBuiltSite(8190);
  const browser = await chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // A poisoned article (not the edited one) and a Russian tag.
    const hostile = seed.find((d) => d._type === "helpArticle" && d.language === "en" && d._id !== article._id)!;
    const tag = seed.find((d) => d._type === "tag" && d.language === "ru")!;
    for (const url of ["/help/", `/help/${slugOf(hostile)}/`, `/ru/help/${slugOf(hostile)}/`, `/ru/help/tag/${slugOf(tag)}/`]) {
      await page.goto(`${server.url}${url}`);
      await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
      // Click every link the hostile hrefs produced: none may be a javascript:/data: URL.
      const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      expect(hrefs.filter((h) => /^\s*(javascript|data|vbscript):/i.test(h))).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      // The payload text is shown as text, and no element got an inline handler from it.
      expect(await page.locator("[onerror],[onload],[onfocus],[ontoggle]").count()).toBe(0);
      expect(await page.locator("main").innerText()).toContain("window.__xss");
    }
    expect(dialogs).toEqual([]);
  } finally {
    await browser.close();
    server.stop();
  }
});
