import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import siteEn from "../../locales/en/site.json";
import siteRu from "../../locales/ru/site.json";
import type { Language } from "../lib/i18n-config";
import { formatMoney } from "../lib/money";
import type { SiteSettings } from "./content-schemas";
import type { PageSpec } from "./page-spec";
import type { PlanContext, ResolvedSeo } from "./page-types";
import { settingsFor } from "./seo";
import { CARD_HEIGHT, CARD_WIDTH, type CardInput } from "./social-card-design";
import { cardBrand, renderCard } from "./social-card-render";

/** Where the cards are served from: `/social/<key>.png`, the key a hash of what the card shows and how it is drawn. */
export const SOCIAL_CARDS_DIR = "social";
/**
 * Where the build keeps the cards it drew, so an unchanged page's card is copied rather than drawn again. Outside
 * Gatsby's `.cache/`, which `gatsby clean` empties: a card is about 60 ms of CPU (4,000 of them, two minutes on two
 * cores), and its name is the hash of everything it shows, so a card of any earlier build is still right (decision 244).
 */
export const SOCIAL_CARDS_CACHE_DIR = "node_modules/.cache/social-cards";
/** A cached card no build has used for this long is deleted. */
const CACHE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

const PER_MONTH: Record<Language, string> = { en: siteEn.site.plans.perMonth, ru: siteRu.site.plans.perMonth };

/** The SEO title without the site's name at its end ("Start: 1 site — Hostward" → "Start: 1 site"): the card shows the logo. */
export function cardTitle(seoTitle: string, siteName: string): string {
  for (const separator of [" — ", " | ", " - ", " · "]) {
    const suffix = separator + siteName;
    if (seoTitle.endsWith(suffix) && seoTitle.length > suffix.length) return seoTitle.slice(0, -suffix.length);
  }
  return seoTitle;
}

/** What a page's card shows: its title, its section (the breadcrumb above it) and, on a plan page, the plan's monthly price in EUR (as its offer). */
export function cardInputOf(page: Pick<PageSpec, "template" | "context">, siteName: string): CardInput {
  const { language, seo, breadcrumbs } = page.context;
  const plan = page.template === "plan" ? (page.context as PlanContext).plan : null;
  return {
    language,
    siteName,
    kicker: breadcrumbs.length >= 3 ? breadcrumbs[breadcrumbs.length - 2]!.name : null,
    title: cardTitle(seo.title, siteName),
    price: plan ? formatMoney(plan.price, "EUR", language) + PER_MONTH[language] : null,
  };
}

/** A card's name: a hash of its text and of the drawing (design version, font files, logo). */
export const cardKey = (input: CardInput, fingerprint = cardBrand().fingerprint): string =>
  createHash("sha256").update(fingerprint).update(JSON.stringify(input)).digest("hex").slice(0, 20);

/**
 * Gives the page its card as og:image (and twitter:image, the structured data's image), unless the page is
 * hidden from search engines or its document has a picture of its own (the site default does not count).
 * The alternative text is the page's title. Returns the card to draw, or null.
 */
function withCard(seo: ResolvedSeo, input: CardInput, defaultImageUrl: string | null, siteUrl: string): { seo: ResolvedSeo; key: string } | null {
  if (seo.noindex) return null;
  if (seo.image && seo.image.url !== defaultImageUrl) return null;
  const key = cardKey(input);
  return { seo: { ...seo, image: { url: `${siteUrl}/${SOCIAL_CARDS_DIR}/${key}.png`, width: CARD_WIDTH, height: CARD_HEIGHT, alt: seo.title } }, key };
}

/**
 * Points every indexable page's social image at its own card (issue 36): the route table's pages and the
 * partner page (a file route with metadata of its own). Returns the cards to draw, by key.
 */
export function assignSocialCards(
  pages: PageSpec[],
  partnersSeo: Record<Language, ResolvedSeo>,
  settings: SiteSettings[],
  siteUrl: string,
): Map<string, CardInput> {
  const cards = new Map<string, CardInput>();
  const give = (seo: ResolvedSeo, input: CardInput): ResolvedSeo => {
    const found = withCard(seo, input, settingsFor(settings, input.language).seo.image?.url ?? null, siteUrl);
    if (!found) return seo;
    cards.set(found.key, input);
    return found.seo;
  };
  for (const page of pages) {
    const { siteName } = settingsFor(settings, page.context.language);
    page.context.seo = give(page.context.seo, cardInputOf(page, siteName));
  }
  for (const language of Object.keys(partnersSeo) as Language[]) {
    const { siteName } = settingsFor(settings, language);
    const seo = partnersSeo[language];
    partnersSeo[language] = give(seo, { language, siteName, kicker: null, title: cardTitle(seo.title, siteName), price: null });
  }
  return cards;
}

/** `ms`: wall time; `cpuMs`: the process's CPU time meanwhile (main thread and the thread pool), less sensitive to a busy machine. */
export type CardsWritten = { cards: number; drawn: number; reused: number; ms: number; cpuMs: number };

/**
 * Writes the cards into `public/social/`: a card in the cache is copied, any other is drawn (two at a time: one
 * laid out on the main thread while the other is rasterised in the thread pool) and kept in the cache. Cards of
 * earlier builds are removed from the output, and cached cards unused for 30 days from the cache.
 */
export async function writeSocialCards(
  publicDir: string,
  cards: ReadonlyMap<string, CardInput>,
  { cacheDir = path.resolve(SOCIAL_CARDS_CACHE_DIR), concurrency = 2, render = renderCard } = {},
): Promise<CardsWritten> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const outDir = path.join(publicDir, SOCIAL_CARDS_DIR);
  await mkdir(outDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const queue = [...cards];
  const now = new Date();
  let drawn = 0;
  let reused = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, input] = next;
      const cached = path.join(cacheDir, `${key}.png`);
      if (await stat(cached).catch(() => null)) {
        await utimes(cached, now, now);
        reused++;
      } else {
        const partial = `${cached}.${process.pid}.part`;
        await writeFile(partial, await render(input));
        await rename(partial, cached);
        drawn++;
      }
      await copyFile(cached, path.join(outDir, `${key}.png`));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  for (const name of await readdir(outDir)) if (!cards.has(name.replace(/\.png$/, ""))) await rm(path.join(outDir, name), { force: true });
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    const info = await stat(file).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > CACHE_MAX_AGE_MS) await rm(file, { force: true });
  }
  const used = process.cpuUsage(cpu);
  return { cards: cards.size, drawn, reused, ms: Math.round(performance.now() - started), cpuMs: Math.round((used.user + used.system) / 1000) };
}
