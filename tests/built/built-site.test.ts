import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { validateJsonLd } from "../../src/build/structured-data-rules";
import { LOCAL_SITE_URL } from "../../src/lib/domains";
import { htmlFiles, imgWith, jsonLd, metas, pageFacts } from "../build/built-html";
import { root } from "../build/run";

// The build the browser tests use (`npm run build` of the embedded dataset, just before them in `npm test`):
// every page of it is read once here, instead of building the site again for these checks (decision 124).
// The site's origin is the one that build was given (none: the local default).
const SITE = (process.env.SITE_URL ?? LOCAL_SITE_URL).replace(/\/$/, "");
const publicDir = path.join(root, "public");

it("the home page's pictures are the seed's SVG artwork at the size they claim; every page has a social card and valid JSON-LD, the plan pages a Product with a picture of the build", async () => {
  // Decisions 097, 118: the seed's pictures are SVG artwork, served as themselves (one file for every width,
  // no srcset), present in public/ at the size the attributes give. (Raster sources get WebP variants:
  // content-images.test.ts.)
  const home = await readFile(path.join(publicDir, "index.html"), "utf8");
  for (const [className, loading] of [
    ["page-hero__picture", "eager"],
    ["section-head__picture", "lazy"],
  ] as const) {
    const img = imgWith(home, className);
    expect(img).toMatchObject({ loading, width: "1200", height: "900" });
    expect(img.srcset).toBeUndefined();
    expect(img.src).toMatch(/^\/cms-assets\/[\w-]+-[0-9a-f]{10}\.svg$/);
    const meta = await sharp(path.join(publicDir, img.src!)).metadata();
    expect(meta).toMatchObject({ format: "svg", width: 1200, height: 900 });
  }

  // Every page in the sitemaps (the indexable ones, the partner page included): a social card and valid JSON-LD.
  const locs = (await Promise.all(["sitemap-en.xml", "sitemap-ru.xml"].map((f) => readFile(path.join(publicDir, f), "utf8")))).flatMap((xml) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
  );
  expect(locs).toEqual(expect.arrayContaining(["/partners/", "/ru/partners/", "/help/", "/ru/help/"]));
  expect(locs.length).toBeGreaterThan(300);
  const problems: string[] = [];
  let productPages = 0;
  for (const loc of locs) {
    const page = await readFile(path.join(publicDir, loc, "index.html"), "utf8");
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
      if (image.origin !== SITE || !(await stat(path.join(publicDir, image.pathname)).catch(() => null))?.isFile())
        problems.push(`${loc}: Product image ${image.href} is not a file of the build`);
    }
  }
  // The 22 plan pages (11 plans, two languages).
  expect(productPages).toBe(22);
  // Pages outside the sitemap (account shells, 404s) still carry only valid JSON-LD, if any.
  for (const file of await htmlFiles(publicDir)) {
    const loc = "/" + path.relative(publicDir, file).replace(/index\.html$/, "");
    if (locs.includes(loc)) continue;
    for (const block of jsonLd(await readFile(file, "utf8"))) problems.push(...validateJsonLd(block).map((p) => `${loc}: ${p}`));
  }
  expect(problems).toEqual([]);
});

it("issue 36 on the seed's build: article metadata, image alt text, tag titles, the favicon, city canonicals and the redirects", async () => {
  const problems: string[] = [];
  const { readdir } = await import("node:fs/promises");
  const pagesUnder = async (dir: string) =>
    (await readdir(path.join(publicDir, dir), { withFileTypes: true })).filter((d) => d.isDirectory() && d.name !== "tag").map((d) => `${dir}${d.name}/`);
  const articles = [...(await pagesUnder("/help/")), ...(await pagesUnder("/ru/help/")), ...(await pagesUnder("/news/")), ...(await pagesUnder("/ru/news/"))];
  // 112 help articles and news posts in the two languages.
  expect(articles.length).toBeGreaterThanOrEqual(100);
  for (const loc of articles) {
    const m = metas(await readFile(path.join(publicDir, loc, "index.html"), "utf8"));
    if (m.get("og:type") !== "article") problems.push(`${loc}: og:type ${m.get("og:type")}`);
    const published = m.get("article:published_time");
    const modified = m.get("article:modified_time");
    if (!published || Number.isNaN(Date.parse(published))) problems.push(`${loc}: article:published_time ${published}`);
    if (!modified || Date.parse(modified) < Date.parse(published ?? "")) problems.push(`${loc}: article:modified_time ${modified}`);
  }
  for (const loc of ["/", "/virtual-private-servers/", "/help/", "/help/tag/vps/", "/ru/help/tag/vps/", "/partners/"]) {
    const html = await readFile(path.join(publicDir, loc, "index.html"), "utf8");
    const m = metas(html);
    if (m.get("og:type") !== "website") problems.push(`${loc}: og:type ${m.get("og:type")}`);
    if (!m.get("twitter:image:alt")) problems.push(`${loc}: no twitter:image:alt`);
    // The favicon's data: URL holds no raw white space (the Nu checker's error).
    const icon = /<link[^>]*rel="icon"[^>]*href="([^"]*)"/.exec(html)?.[1] ?? /<link[^>]*href="([^"]*)"[^>]*rel="icon"/.exec(html)?.[1];
    if (!icon || /\s/.test(icon)) problems.push(`${loc}: favicon ${icon?.slice(0, 40)}`);
  }
  for (const loc of ["/help/tag/vps/", "/ru/help/tag/vps/", "/help/tag/email/"]) {
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(await readFile(path.join(publicDir, loc, "index.html"), "utf8"))?.[1];
    if (!title?.endsWith("— Hostward")) problems.push(`${loc}: title ${title}`);
  }
  expect(problems).toEqual([]);

  // A dedicated city page names its country page as canonical, lists no hreflang links and is out of the sitemap.
  const madrid = await readFile(path.join(publicDir, "dedicated-servers/in-madrid/index.html"), "utf8");
  expect(/<link rel="canonical" href="([^"]+)"/.exec(madrid)?.[1]).toBe(`${SITE}/dedicated-servers/in-spain/`);
  expect(madrid).not.toContain('rel="alternate"');
  const ruMadrid = await readFile(path.join(publicDir, "ru/dedicated-servers/in-madrid/index.html"), "utf8");
  expect(/<link rel="canonical" href="([^"]+)"/.exec(ruMadrid)?.[1]).toBe(`${SITE}/ru/dedicated-servers/in-spain/`);
  const sitemap = await readFile(path.join(publicDir, "sitemap-en.xml"), "utf8");
  expect(sitemap).toContain(`<loc>${SITE}/dedicated-servers/in-spain/</loc>`);
  expect(sitemap).not.toContain("/dedicated-servers/in-madrid/");

  // The renamed article's redirects, the chain flattened to one hop, in `_redirects` and the nginx config.
  const redirects = await readFile(path.join(publicDir, "_redirects"), "utf8");
  expect(redirects).toContain("/help/ssh-first-login/  /help/connect-to-vps-over-ssh/  301\n");
  expect(redirects).toContain("/black-friday/  /virtual-private-servers/  302\n");
  const nginx = await readFile(path.join(root, "deploy/nginx-site.conf"), "utf8");
  expect(nginx).toContain("location = /help/ssh-first-login/ { return 301 /help/connect-to-vps-over-ssh/; }");
  expect(nginx).toContain("location = /ru/help/vps-ssh-connection/ { return 301 /ru/help/connect-to-vps-over-ssh/; }");
});

it("no built page carries a control character: React 18's Node stream wrote NUL bytes into the Russian pages (decision 264)", async () => {
  const files = await htmlFiles(publicDir);
  expect(files.length).toBeGreaterThan(100);
  const dirty: string[] = [];
  // Tab, line feed and carriage return are text; every other C0 control and DEL is not HTML's.
  const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
  for (const file of files) {
    const text = await readFile(file, "utf8");
    for (let i = 0; i < text.length; i++)
      if (isControl(text.charCodeAt(i))) {
        dirty.push(path.relative(publicDir, file));
        break;
      }
  }
  expect(dirty).toEqual([]);
});
