import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { readPngText } from "../../src/build/png-text";
import { LOCAL_SITE_URL } from "../../src/lib/domains";
import { decode, htmlFiles, metas } from "../build/built-html";
import { root } from "../build/run";

// The social cards of `npm run build` (issue 36, decision 195): every indexable page's og:image is a card of its own,
// a 1200×630 PNG of this build showing the page's title in the page's language.
const SITE = (process.env.SITE_URL ?? LOCAL_SITE_URL).replace(/\/$/, "");
const publicDir = path.join(root, "public");
const CYRILLIC = /[а-яё]/i;

type Card = { loc: string; title: string; image: string; png: Buffer };

async function cardOf(loc: string): Promise<Card> {
  const html = await readFile(path.join(publicDir, loc, "index.html"), "utf8");
  const m = metas(html);
  const image = m.get("og:image") ?? "";
  const title = decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  const file = image.startsWith(`${SITE}/social/`) ? path.join(publicDir, new URL(image).pathname) : null;
  const problems = [
    file ? null : `og:image ${image} is not a card`,
    m.get("og:image:width") === "1200" && m.get("og:image:height") === "630" ? null : `og:image size ${m.get("og:image:width")}×${m.get("og:image:height")}`,
    m.get("og:image:alt") === title ? null : `og:image:alt ${m.get("og:image:alt")}`,
    m.get("twitter:card") === "summary_large_image" ? null : `twitter:card ${m.get("twitter:card")}`,
    m.get("twitter:image") === image ? null : `twitter:image ${m.get("twitter:image")}`,
    m.get("twitter:image:alt") === title ? null : `twitter:image:alt ${m.get("twitter:image:alt")} (title ${title})`,
  ].filter((p): p is string => p !== null);
  expect({ loc, problems }).toEqual({ loc, problems: [] });
  return { loc, title, image, png: await readFile(file!) };
}

const pagesUnder = async (dir: string) =>
  (await readdir(path.join(publicDir, dir), { withFileTypes: true })).filter((d) => d.isDirectory() && d.name !== "tag").map((d) => `${dir}${d.name}/`);

it("every help article and news post has a card of its own: a 1200×630 PNG file of the build, its title as alt text, Russian on Russian pages", async () => {
  const english = [...(await pagesUnder("/help/")), ...(await pagesUnder("/news/"))];
  const russian = [...(await pagesUnder("/ru/help/")), ...(await pagesUnder("/ru/news/"))];
  expect(english.length + russian.length).toBeGreaterThanOrEqual(100);
  const cards = await Promise.all([...english, ...russian].map(cardOf));
  // One card per page: no two articles share a picture.
  expect(new Set(cards.map((c) => c.image)).size).toBe(cards.length);

  const problems: string[] = [];
  for (const { loc, title, png } of cards) {
    const meta = await sharp(png).metadata();
    if (meta.format !== "png" || meta.width !== 1200 || meta.height !== 630) problems.push(`${loc}: ${meta.format} ${meta.width}×${meta.height}`);
    const text = Object.fromEntries(readPngText(png).map((t) => [t.keyword, t]));
    const language = loc.startsWith("/ru/") ? "ru" : "en";
    // The card shows the page's title (less the site's name, which its logo shows) and the section, in the page's language.
    if (text.Title?.language !== language || !text.Title.text || !title.startsWith(text.Title.text))
      problems.push(`${loc}: card title ${JSON.stringify(text.Title)} for ${title}`);
    const section = language === "ru" ? (loc.includes("/help/") ? "Центр помощи" : "Новости") : loc.includes("/help/") ? "Help centre" : "News";
    if (text.Description?.text.split("\n")[0] !== section) problems.push(`${loc}: card text ${JSON.stringify(text.Description?.text)}`);
    if (language === "ru" && !CYRILLIC.test(text.Title?.text ?? "")) problems.push(`${loc}: the Russian card's title is not Russian: ${text.Title?.text}`);
  }
  expect(problems).toEqual([]);
});

it("every page in the sitemaps has its own card (the og:image of two pages always differs), a plan page's card shows its price", async () => {
  const locs = (await Promise.all(["sitemap-en.xml", "sitemap-ru.xml"].map((f) => readFile(path.join(publicDir, f), "utf8")))).flatMap((xml) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
  );
  expect(locs.length).toBeGreaterThan(300);
  const cards = await Promise.all(locs.map(cardOf));
  expect(new Set(cards.map((c) => c.image)).size).toBe(locs.length);

  const description = (loc: string) => readPngText(cards.find((c) => c.loc === loc)!.png).find((t) => t.keyword === "Description")?.text;
  expect(description("/web-hosting/start/")).toMatch(/^Web hosting\nStart: .+\n€\d+\.\d\d\/mo$/);
  expect(description("/ru/web-hosting/start/")).toMatch(/^Хостинг\nStart: .+\n\d+,\d\d\u00a0€\/мес$/);
  expect(description("/ru/partners/")).toMatch(CYRILLIC);
  // Every card in public/social/ is one a page uses: a changed title leaves no stale picture in the deployed site.
  const used = new Set<string>();
  for (const file of await htmlFiles(publicDir)) {
    const image = metas(await readFile(file, "utf8")).get("og:image");
    if (image?.startsWith(`${SITE}/social/`)) used.add(image.slice(`${SITE}/social/`.length));
  }
  expect((await readdir(path.join(publicDir, "social"))).sort()).toEqual([...used].sort());
});
