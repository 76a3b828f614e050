import { mkdtemp, readdir, readFile, rm, stat, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Language } from "../lib/i18n-config";
import type { SiteSettings } from "./content-schemas";
import type { PageSpec } from "./page-spec";
import type { PlanCard, ResolvedSeo } from "./page-types";
import { readPngText } from "./png-text";
import type { CardInput } from "./social-card-design";
import { renderCard } from "./social-card-render";
import { assignSocialCards, cardInputOf, cardKey, cardTitle, writeSocialCards } from "./social-cards";

const SITE = "https://hostward.example";
const DEFAULT_IMAGE = `${SITE}/og-default.png`;

const seoOf = (title: string, over: Partial<ResolvedSeo> = {}): ResolvedSeo => ({
  title,
  description: "d",
  keywords: [],
  longText: null,
  canonical: `${SITE}/x/`,
  url: `${SITE}/x/`,
  alternates: [],
  noindex: false,
  image: { url: DEFAULT_IMAGE, width: 1200, height: 630, alt: "Hostward" },
  lastModified: null,
  publisher: { name: "Hostward", url: `${SITE}/`, logo: `${SITE}/logo.png` },
  ...over,
});
const crumbs = (...names: string[]) => names.map((name, i) => ({ name, path: `/${i}/` }));
const page = (language: Language, title: string, breadcrumbs = crumbs("Home", "Help centre", title), over: Partial<ResolvedSeo> = {}): PageSpec => ({
  path: `/${language}/${title}/`,
  template: "help-article",
  context: { language, seo: seoOf(title, over), breadcrumbs },
});
const planPage = (language: Language, title: string, price: number): PageSpec =>
  ({
    path: `/${language}/plan/`,
    template: "plan",
    context: { language, seo: seoOf(title), breadcrumbs: crumbs("Home", language === "ru" ? "Хостинг" : "Web hosting", "Start"), plan: { price } as PlanCard },
  }) as PageSpec;
const settings = (["en", "ru"] as const).map((language) => ({
  language,
  siteName: "Hostward",
  seo: { image: { url: DEFAULT_IMAGE } },
})) as unknown as SiteSettings[];
const partners = (): Record<Language, ResolvedSeo> => ({ en: seoOf("Partner program | Hostward"), ru: seoOf("Партнёрская программа | Hostward") });

describe("what a card shows", () => {
  it("the SEO title without the site's name at its end, the section above the page, and a plan's monthly price in the page's language", () => {
    expect(cardTitle("Start: 1 site, 10 GB NVMe — Hostward", "Hostward")).toBe("Start: 1 site, 10 GB NVMe");
    expect(cardTitle("Партнёрская программа | Hostward", "Hostward")).toBe("Партнёрская программа");
    expect(cardTitle("Hostward: NVMe web hosting", "Hostward")).toBe("Hostward: NVMe web hosting");
    expect(cardTitle(" — Hostward", "Hostward")).toBe(" — Hostward");

    expect(cardInputOf(page("en", "Connect over SSH — Hostward"), "Hostward")).toEqual({
      language: "en",
      siteName: "Hostward",
      kicker: "Help centre",
      title: "Connect over SSH",
      price: null,
    });
    expect(cardInputOf(page("en", "Help centre: guides", crumbs("Home", "Help centre")), "Hostward").kicker).toBeNull();
    expect(cardInputOf(planPage("en", "Start — Hostward", 4.99), "Hostward")).toMatchObject({ kicker: "Web hosting", title: "Start", price: "€4.99/mo" });
    expect(cardInputOf(planPage("ru", "Start — Hostward", 4.99), "Hostward")).toMatchObject({ kicker: "Хостинг", price: "4,99\u00a0€/мес" });
  });

  it("a title is text: markup in it is kept as characters, never read", () => {
    const input = cardInputOf(page("en", '<img src=x onerror="alert(1)"> & <b>SSH</b>'), "Hostward");
    expect(input.title).toBe('<img src=x onerror="alert(1)"> & <b>SSH</b>');
  });
});

describe("which pages get a card", () => {
  it("every indexable page without a picture of its own: og:image is its card (1200×630, the title as alt text), each card named by what it shows", () => {
    const pages = [
      page("en", "Connect over SSH — Hostward"),
      page("ru", "Подключение по SSH — Hostward"),
      page("en", "Hidden — Hostward", undefined, { noindex: true }),
      page("en", "Own picture — Hostward", undefined, { image: { url: `${SITE}/cms-assets/own.png`, width: 800, height: 400, alt: "own" } }),
      page("en", "Twin — Hostward"),
      page("en", "Twin — Hostward"),
    ];
    const partnersSeo = partners();
    const cards = assignSocialCards(pages, partnersSeo, settings, SITE);

    const [ssh, ru, hidden, own, twin, twinAgain] = pages.map((p) => p.context.seo.image);
    expect(ssh).toEqual({
      url: expect.stringMatching(/^https:\/\/hostward\.example\/social\/[0-9a-f]{20}\.png$/),
      width: 1200,
      height: 630,
      alt: "Connect over SSH — Hostward",
    });
    expect(ru?.url).not.toBe(ssh?.url);
    expect(ru?.alt).toBe("Подключение по SSH — Hostward");
    expect(hidden?.url).toBe(DEFAULT_IMAGE);
    expect(own?.url).toBe(`${SITE}/cms-assets/own.png`);
    // The same text on two pages is the same picture, drawn once.
    expect(twinAgain?.url).toBe(twin?.url);
    expect(partnersSeo.ru.image?.alt).toBe("Партнёрская программа | Hostward");
    expect(cards.size).toBe(5);
    const keyOf = (url: string | undefined) => /([0-9a-f]{20})\.png$/.exec(url ?? "")?.[1];
    expect(cards.get(keyOf(ru?.url)!)).toEqual({ language: "ru", siteName: "Hostward", kicker: "Help centre", title: "Подключение по SSH", price: null });
    expect(cards.get(keyOf(partnersSeo.ru.image?.url)!)).toMatchObject({ language: "ru", kicker: null, title: "Партнёрская программа" });
  });

  it("a card's name changes with anything it shows or the drawing, and with nothing else", () => {
    const input: CardInput = { language: "en", siteName: "Hostward", kicker: "News", title: "A", price: null };
    expect(cardKey(input, "f1")).toBe(cardKey({ ...input }, "f1"));
    const others = [
      cardKey({ ...input, title: "B" }, "f1"),
      cardKey({ ...input, language: "ru" }, "f1"),
      cardKey({ ...input, price: "€1.00/mo" }, "f1"),
      cardKey(input, "f2"),
    ];
    expect(new Set([cardKey(input, "f1"), ...others]).size).toBe(5);
  });
});

describe("drawing the cards", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "social-cards-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const input = (title: string): CardInput => ({ language: "en", siteName: "Hostward", kicker: null, title, price: null });

  it("draws a card once: the next build copies it from the cache, draws only what changed and drops the cards no page uses", async () => {
    const drawn: string[] = [];
    const render = async (card: CardInput) => {
      drawn.push(card.title);
      return Buffer.from(`png of ${card.title}`);
    };
    const options = { cacheDir: path.join(dir, "cache"), render };
    const publicDir = path.join(dir, "public");
    const first = new Map([
      ["k1", input("One")],
      ["k2", input("Two")],
    ]);
    expect(await writeSocialCards(publicDir, first, options)).toMatchObject({ cards: 2, drawn: 2, reused: 0 });
    expect(await readFile(path.join(publicDir, "social/k2.png"), "utf8")).toBe("png of Two");
    // Two cards are drawn at a time: in either order.
    expect([...drawn].sort()).toEqual(["One", "Two"]);
    drawn.length = 0;

    const second = new Map([
      ["k1", input("One")],
      ["k3", input("Three")],
    ]);
    expect(await writeSocialCards(publicDir, second, options)).toMatchObject({ cards: 2, drawn: 1, reused: 1 });
    expect(drawn).toEqual(["Three"]);
    expect((await readdir(path.join(publicDir, "social"))).sort()).toEqual(["k1.png", "k3.png"]);
    // The cache keeps k2 (a build of another dataset may want it back) until no build has used it for 30 days.
    expect((await readdir(path.join(dir, "cache"))).sort()).toEqual(["k1.png", "k2.png", "k3.png"]);
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await utimes(path.join(dir, "cache/k2.png"), old, old);
    await writeSocialCards(publicDir, second, options);
    expect((await readdir(path.join(dir, "cache"))).sort()).toEqual(["k1.png", "k3.png"]);
  });

  it("a card that failed to draw leaves no cached file behind", async () => {
    const render = () => Promise.reject(new Error("no font"));
    await expect(writeSocialCards(path.join(dir, "public"), new Map([["k1", input("One")]]), { cacheDir: path.join(dir, "cache"), render })).rejects.toThrow(
      "no font",
    );
    expect(await stat(path.join(dir, "cache/k1.png")).catch(() => null)).toBeNull();
  });

  it("a real card: a 1200×630 PNG in the brand's navy, its text drawn (different text, different pixels; markup drawn as characters) and named in its language", async () => {
    const ru: CardInput = { language: "ru", siteName: "Hostward", kicker: "Центр помощи", title: "Подключение к VPS по SSH", price: "4,99\u00a0€/мес" };
    const png = await renderCard(ru);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(readPngText(png)).toEqual([
      { keyword: "Title", language: "ru", text: "Подключение к VPS по SSH" },
      { keyword: "Description", language: "ru", text: "Центр помощи\nПодключение к VPS по SSH\n4,99\u00a0€/мес" },
    ]);
    // A corner away from the decorations is the site's hero navy (#0d1b3d).
    const { data } = await sharp(png).extract({ left: 10, top: 300, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data.toString("hex")).toBe("0d1b3d");

    const pixels = async (title: string) =>
      (
        await sharp(await renderCard({ ...ru, title }))
          .raw()
          .toBuffer()
      ).toString("base64");
    const plain = await pixels("SSH");
    expect(await pixels("<b>SSH</b>")).not.toBe(plain);
    expect(await pixels("ССШ")).not.toBe(plain);
  });
});
