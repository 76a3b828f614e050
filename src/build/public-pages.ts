import type { Catalog, Plan } from "../api-client/schemas/catalog";
import { checkoutHref } from "../lib/plan-terms";
import { LANGUAGES, localizePath, type Language } from "../lib/i18n-config";
import { CLAIM_NAMES, CLAIM_TOKEN, PRODUCT_LINES, allowsPrefix, productLine } from "../../schemas/lib/site-model";
import { HOME_PATH, NEWS_PATH, infoPath, legalPath, newsPostPath, planPath, productPath, variantPath } from "../../schemas/lib/routes";
import type {
  homeResult,
  infoPagesResult,
  legalPagesResult,
  newsResult,
  planPagesResult,
  productPagesResult,
  SectionResult,
  SettingsExtras,
  SiteSettings,
  variantPagesResult,
} from "./content-schemas";
import type { z } from "zod";
import type {
  Breadcrumb,
  DocumentContext,
  ConfiguratorView,
  LandingContext,
  NewsIndexContext,
  PlanCard,
  Picture,
  PlanContext,
  SectionView,
  SeoFields,
} from "./page-types";
import type { PageSpec } from "./page-spec";
import { latest, publisherOf, resolveSeo, settingsFor } from "./seo";
import { firstParagraph, fitTitle } from "../../schemas/lib/seo-limits";
import { siteStrings, type SiteStrings } from "./site-strings";
import { indexGroups, linkHighlights } from "./index-groups";

export type PublicContent = {
  home: z.infer<typeof homeResult>;
  products: z.infer<typeof productPagesResult>;
  variants: z.infer<typeof variantPagesResult>;
  plans: z.infer<typeof planPagesResult>;
  news: z.infer<typeof newsResult>;
  legal: z.infer<typeof legalPagesResult>;
  info: z.infer<typeof infoPagesResult>;
  extras: SettingsExtras[];
};

/** The responsive picture of a picture field as read from the content (resolved before, by SeoImageResolver.resolvePictures). */
export type PictureLookup = (field: object | null) => Picture | null;
const noPictures: PictureLookup = () => null;

export class RouteBuildError extends Error {
  override name = "RouteBuildError";
}

// ——— claims ———

type Claims = Record<string, number | string[]>;

/** Fills `{claim:name}` tokens in every string of a value; an unknown or missing claim fails, naming the document. */
export function fillClaims<T>(value: T, claims: Claims, language: Language, where: string): T {
  const fmt = new Intl.NumberFormat(language === "ru" ? "ru-RU" : "en-US", { maximumFractionDigits: 2, useGrouping: false });
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") {
      return v.replace(CLAIM_TOKEN, (_m, name: string) => {
        const claim = claims[name];
        if (!(CLAIM_NAMES as string[]).includes(name) || typeof claim !== "number") {
          throw new RouteBuildError(`${where}: unknown or unset claim {claim:${name}} (set it in siteSettings-${language}.claims)`);
        }
        return fmt.format(claim);
      });
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

// ——— catalog ———

export function planHref(plan: Pick<Plan, "line" | "slug">): string | null {
  return planPath(plan.line, plan.slug);
}

export function toPlanCard(plan: Plan): PlanCard {
  return {
    slug: plan.slug,
    name: plan.name,
    line: plan.line,
    price: plan.price,
    prices: plan.prices,
    cpu: plan.tariff.cpu,
    memory: plan.tariff.memory,
    disk: plan.tariff.hdd_space,
    sites: plan.tariff.sites,
    space: plan.space,
    cpuArch: plan.cpu_arch,
    minCpuFreq: plan.min_cpu_freq,
    threads: plan.cpu_threads,
    diskType: plan.disk_type,
    popular: plan.popular,
    testSupported: plan.test_supported,
    locations: plan.locations,
    href: planHref(plan),
    // The client-only checkout (src/pages/checkout/[...].tsx) starts from the plan in its query.
    orderHref: checkoutHref(plan.slug),
  };
}

export class CatalogIndex {
  readonly plans: Plan[];
  constructor(readonly catalog: Catalog) {
    this.plans = catalog.lines.flatMap((l) => l.plans);
  }
  line(id: string): Plan[] {
    return this.catalog.lines.find((l) => l.id === id)?.plans ?? [];
  }
  find(line: string, slug: string): Plan | undefined {
    return this.line(line).find((p) => p.slug === slug);
  }
  minPrice(line: string): number | null {
    const prices = this.line(line).map((p) => p.price);
    return prices.length ? Math.min(...prices) : null;
  }
}

/**
 * Resolves a page's sections: claims filled, plan tables given their catalog plans and their product
 * line's product image (`lineImage`).
 */
function resolveSections(
  sections: SectionResult[],
  catalog: CatalogIndex,
  where: string,
  locationSlug: string | null,
  lineImage: (line: string) => Picture | null = () => null,
): SectionView[] {
  return sections.map((section): SectionView => {
    if ("unknown" in section || section._type !== "planTable") return section as SectionView;
    const linePlans = catalog.line(section.productLine);
    if (!linePlans.length)
      throw new RouteBuildError(`${where}: plan table "${section.heading}" names product line "${section.productLine}", which the catalog does not sell`);
    const chosen = section.planSlugs.length
      ? section.planSlugs.map((slug) => {
          const plan = linePlans.find((p) => p.slug === slug);
          if (!plan)
            throw new RouteBuildError(
              `${where}: plan table "${section.heading}" lists plan "${slug}", which the catalog does not sell in ${section.productLine}`,
            );
          return plan;
        })
      : linePlans;
    const atLocation = locationSlug ? chosen.filter((p) => p.locations.includes(locationSlug)) : chosen;
    return {
      _type: "planTable",
      _key: section._key,
      heading: section.heading,
      intro: section.intro,
      productLine: section.productLine,
      // On a country landing, Order opens the checkout at that location (it was Germany, the first).
      plans: atLocation.map((plan) => (locationSlug ? { ...toPlanCard(plan), orderHref: checkoutHref(plan.slug, undefined, locationSlug) } : toPlanCard(plan))),
      image: lineImage(section.productLine),
    };
  });
}

// ——— helpers ———

function languagesOf<T extends { language: Language }>(docs: T[], key: (d: T) => string): Map<string, Language[]> {
  const map = new Map<string, Language[]>();
  for (const d of docs) map.set(key(d), [...(map.get(key(d)) ?? []), d.language]);
  return map;
}

type Ctx = { language: Language; settings: SiteSettings; claims: Claims; strings: SiteStrings; siteUrl: string; catalog: CatalogIndex };

/** A language's pictures: a field's picture, and each product line's hero and product image (its landing's). */
type Pictures = {
  of: PictureLookup;
  lineHero: (line: string) => Picture | null;
  lineProduct: (line: string) => Picture | null;
};

function home(ctx: Ctx): Breadcrumb {
  return { name: ctx.strings.home, path: localizePath(HOME_PATH, ctx.language) };
}

function crumb(ctx: Ctx, name: string, path: string): Breadcrumb {
  return { name, path: localizePath(path, ctx.language) };
}

function emptyLanding(): Pick<
  LandingContext,
  | "productLine"
  | "vpnModes"
  | "location"
  | "infoKind"
  | "contactSubjects"
  | "contacts"
  | "organization"
  | "highlights"
  | "configurator"
  | "indexGroups"
  | "heroImage"
> {
  return {
    heroImage: null,
    productLine: null,
    vpnModes: [],
    location: null,
    infoKind: null,
    contactSubjects: [],
    contacts: null,
    organization: null,
    highlights: [],
    configurator: null,
    indexGroups: [],
  };
}

/** The configurator island's catalog data of the VPS and dedicated product pages (the plans the listings show). */
export function configuratorView(catalog: CatalogIndex, line: string): ConfiguratorView | null {
  if (line !== "vps" && line !== "dedicated") return null;
  const plans = catalog.line(line);
  if (!plans.length) return null;
  const offered = new Set(plans.flatMap((p) => p.locations));
  const locations = catalog.catalog.locations.filter((l) => offered.has(l.slug)).map((l) => ({ slug: l.slug, name: l.name, countryCode: l.country_code }));
  return { line, plans: plans.map(toPlanCard), locations };
}

/** Languages each document exists in, by its route key (hreflang alternates). */
type Alternates = {
  home: Language[];
  products: Map<string, Language[]>;
  variants: Map<string, Language[]>;
  news: Map<string, Language[]>;
  newsIndex: Language[];
  legal: Map<string, Language[]>;
  info: Map<string, Language[]>;
};

/** What a route family needs for one language: the language's settings, claims and strings, and the SEO and claim helpers. */
type FamilyCtx = Ctx & {
  alternates: Alternates;
  /** `summary`: the page's own text, the description when the editor left it empty (decision 093). */
  seo: (
    doc: { seo: SeoFields; modifiedAt?: string | null },
    heading: string,
    path: string,
    languages: Language[] | undefined,
    summary: string | null,
  ) => ReturnType<typeof resolveSeo>;
  fill: <T>(value: T, where: string) => T;
  pictures: Pictures;
  /** Sections with plan tables that carry their line's product image. */
  sections: (sections: SectionResult[], where: string, locationSlug: string | null) => SectionView[];
};

const variantKey = (v: { productLine: string; prefix: string; slug: string }) => `${v.productLine}/${v.prefix}-${v.slug}`;

/** Every public route family of spec §2 (decision 003) in every language. */
export function publicPages(content: PublicContent, allSettings: SiteSettings[], catalogData: Catalog, siteUrl: string, pictureOf = noPictures): PageSpec[] {
  const catalog = new CatalogIndex(catalogData);
  checkContent(content, catalog);
  const alternates: Alternates = {
    home: content.home.map((h) => h.language),
    products: languagesOf(content.products, (p) => p.productLine),
    variants: languagesOf(content.variants, variantKey),
    news: languagesOf(content.news.posts, (p) => p.slug),
    newsIndex: content.news.index.map((n) => n.language),
    legal: languagesOf(content.legal, (l) => l.kind),
    info: languagesOf(content.info, (i) => i.kind),
  };
  const pages: PageSpec[] = [];
  for (const language of LANGUAGES) {
    const settings = settingsFor(allSettings, language);
    const claims: Claims = content.extras.find((e) => e.language === language)?.claims ?? {};
    const landing = (line: string) => content.products.find((p) => p.language === language && p.productLine === line);
    const pictures: Pictures = {
      of: pictureOf,
      lineHero: (line) => pictureOf(landing(line)?.heroImage ?? null),
      lineProduct: (line) => pictureOf(landing(line)?.productImage ?? null),
    };
    const ctx: FamilyCtx = {
      language,
      settings,
      claims,
      strings: siteStrings(language),
      siteUrl,
      catalog,
      alternates,
      seo: (doc, heading, path, languages, summary) =>
        resolveSeo({ seo: doc.seo, heading, language, path, languages, summary, modifiedAt: doc.modifiedAt }, settings, siteUrl),
      fill: (value, where) => fillClaims(value, claims, language, where),
      pictures,
      sections: (list, where, locationSlug) => resolveSections(list, catalog, where, locationSlug, pictures.lineProduct),
    };
    pages.push(
      ...homePages(content, ctx),
      ...productPages(content, ctx),
      ...variantPages(content, ctx),
      ...planPages(content, ctx),
      ...newsPages(content, ctx),
      ...legalPages(content, ctx),
      ...infoPages(content, ctx),
    );
  }
  return pages;
}

/** Plan and variant documents must match the catalog and spec §2 before any page is built. */
function checkContent(content: PublicContent, catalog: CatalogIndex): void {
  for (const d of content.plans) {
    if (!catalog.find(d.productLine, d.planSlug))
      throw new RouteBuildError(`planPage ${d.language} "${d.productLine}/${d.planSlug}": the catalog has no such plan`);
  }
  for (const v of content.variants) {
    if (!allowsPrefix(v.productLine, v.prefix))
      throw new RouteBuildError(`variantPage ${v.language} "${v.productLine}/${v.prefix}-${v.slug}": spec §2 has no ${v.prefix}- pages for ${v.productLine}`);
    if (v.prefix === "in" && !v.location)
      throw new RouteBuildError(`variantPage ${v.language} "${v.productLine}/in-${v.slug}": an in- page needs its location`);
    for (const ref of [v.location, v.software]) {
      if (ref && ref.language !== v.language)
        throw new RouteBuildError(`variantPage ${v.language} "${v.productLine}/${v.prefix}-${v.slug}" refers to a ${ref.language} document`);
    }
  }
}

/** Home (`/`). */
function homePages(content: PublicContent, ctx: FamilyCtx): PageSpec[] {
  const { language, settings, claims, siteUrl } = ctx;
  const homeDoc = content.home.find((h) => h.language === language);
  if (!homeDoc) return [];
  const where = `homePage-${language}`;
  const filled = ctx.fill(homeDoc, where);
  const context: LandingContext = {
    ...emptyLanding(),
    language,
    kind: "home",
    title: filled.title,
    lead: filled.lead,
    // Pictures are looked up by the field as read (fill() copies the document).
    heroImage: ctx.pictures.of(homeDoc.heroImage),
    sections: ctx.sections(filled.sections, where, null),
    breadcrumbs: [home(ctx)],
    seo: {
      ...ctx.seo(filled, filled.title, HOME_PATH, ctx.alternates.home, filled.lead),
      title: fitTitle(filled.seo.title || settings.seo.title || filled.title),
    },
    organization: {
      name: settings.siteName,
      url: siteUrl + "/",
      logo: publisherOf(settings, siteUrl).logo,
      email: settings.contacts?.email ?? null,
      phone: settings.contacts?.phone ?? null,
      address: settings.contacts?.postalAddress ?? null,
      foundingDate: typeof claims.foundedYear === "number" ? String(claims.foundedYear) : null,
    },
  };
  return [{ path: localizePath(HOME_PATH, language), template: "landing", family: "home", context }];
}

/** Product landings (`/vps/`, `/vpn/`, ...). */
function productPages(content: PublicContent, ctx: FamilyCtx): PageSpec[] {
  const { language, catalog } = ctx;
  return content.products
    .filter((p) => p.language === language)
    .map((doc): PageSpec => {
      const line = productLine(doc.productLine);
      const path = productPath(line.id)!;
      const where = `productPage ${language} "${doc.productLine}"`;
      const filled = ctx.fill(doc, where);
      const vpnModes = filled.vpnModes.map((m) => {
        const plan = catalog.find("vpn", m.planSlug);
        if (!plan) throw new RouteBuildError(`${where}: VPN tab "${m.title}" names plan "${m.planSlug}", which the catalog does not sell`);
        return { mode: m.mode, title: m.title, text: m.text, features: m.features, plan: toPlanCard(plan) };
      });
      const groups = indexGroups(content.variants, line, language, ctx.strings);
      const context: LandingContext = {
        ...emptyLanding(),
        language,
        kind: "product",
        title: filled.title,
        lead: filled.lead,
        productLine: doc.productLine,
        vpnModes,
        heroImage: ctx.pictures.of(doc.heroImage),
        configurator: configuratorView(catalog, doc.productLine),
        indexGroups: groups,
        sections: linkHighlights(ctx.sections(filled.sections, where, null), groups),
        breadcrumbs: [home(ctx), crumb(ctx, ctx.strings.lines[line.id], path)],
        seo: ctx.seo(filled, filled.title, path, ctx.alternates.products.get(doc.productLine), filled.lead),
      };
      return { path: localizePath(path, language), template: "landing", family: `product:${line.id}`, context };
    });
}

/** Variant landings (`/vps/in-germany/`, `/vps/for-…/`, ...). */
function variantPages(content: PublicContent, ctx: FamilyCtx): PageSpec[] {
  const { language } = ctx;
  return content.variants
    .filter((v) => v.language === language)
    .map((doc): PageSpec => {
      const line = productLine(doc.productLine);
      const path = variantPath(doc.productLine, doc.prefix, doc.slug)!;
      const where = `variantPage ${language} "${path}"`;
      const filled = ctx.fill(doc, where);
      const context: LandingContext = {
        ...emptyLanding(),
        language,
        kind: "variant",
        title: filled.title,
        lead: filled.lead,
        productLine: doc.productLine,
        location: doc.location ? { name: doc.location.name, city: doc.location.city, flag: doc.location.flag, countryCode: doc.location.countryCode } : null,
        // Without a picture of its own, a variant landing shows its product landing's.
        heroImage: ctx.pictures.of(doc.heroImage) ?? ctx.pictures.lineHero(doc.productLine),
        sections: ctx.sections(filled.sections, where, doc.prefix === "in" ? (doc.location?.catalogLocation ?? null) : null),
        breadcrumbs: [home(ctx), crumb(ctx, ctx.strings.lines[line.id], line.base), crumb(ctx, filled.title, path)],
        seo: ctx.seo(filled, filled.title, path, ctx.alternates.variants.get(variantKey(doc)), filled.lead),
      };
      const family = doc.productLine === "vps" && doc.prefix !== "in" ? "variant:vps:on|for|with" : `variant:${doc.productLine}:${doc.prefix}`;
      return { path: localizePath(path, language), template: "landing", family, context };
    });
}

/** Plan pages: every catalog plan of lines with plan pages; a planPage document adds text and SEO. */
function planPages(content: PublicContent, ctx: FamilyCtx): PageSpec[] {
  const { language, settings, siteUrl, catalog } = ctx;
  const pages: PageSpec[] = [];
  for (const line of PRODUCT_LINES.filter((l) => l.planPages)) {
    const linePlans = catalog.line(line.id);
    for (const plan of linePlans) {
      const card = toPlanCard(plan);
      const path = card.href!;
      const doc = content.plans.find((p) => p.language === language && p.productLine === line.id && p.planSlug === plan.slug);
      const where = `plan page ${language} "${path}"`;
      const filled = doc ? ctx.fill(doc, where) : null;
      const best = Math.max(0, ...plan.prices.map((p) => p.discount));
      const lead = filled?.lead ?? ctx.strings.planLead(plan.name, specsOf(card, ctx.strings), best);
      const title = filled?.title ?? plan.name;
      // Plans exist in every language the site has (they come from the catalog), so hreflang lists all.
      const context: PlanContext = {
        language,
        title,
        lead,
        plan: card,
        lineTitle: ctx.strings.lines[line.id],
        sections: filled ? ctx.sections(filled.sections, where, null) : [],
        productImage: ctx.pictures.of(doc?.productImage ?? null) ?? ctx.pictures.lineProduct(line.id),
        otherPlans: linePlans.filter((p) => p.slug !== plan.slug).map(toPlanCard),
        breadcrumbs: [home(ctx), crumb(ctx, ctx.strings.lines[line.id], line.base), crumb(ctx, title, path)],
        seo: resolveSeo(
          {
            seo: filled?.seo ?? {},
            heading: `${title} — ${ctx.strings.lines[line.id]}`,
            language,
            path,
            summary: lead,
            modifiedAt: doc?.modifiedAt ?? null,
          },
          settings,
          siteUrl,
        ),
      };
      pages.push({ path: localizePath(path, language), template: "plan", family: `plan:${line.id}`, context });
    }
  }
  return pages;
}

/** News index (`/news/`) and posts (`/news/:slug/`). */
function newsPages(content: PublicContent, ctx: FamilyCtx): PageSpec[] {
  const { language } = ctx;
  const pages: PageSpec[] = [];
  const newsIndex = content.news.index.find((n) => n.language === language);
  const posts = content.news.posts.filter((p) => p.language === language);
  if (newsIndex) {
    const filled = ctx.fill(newsIndex, `infoPage ${language} "news"`);
    const context: NewsIndexContext = {
      language,
      title: filled.title,
      lead: filled.lead,
      posts: posts.map((p) => ({ title: p.title, slug: p.slug, excerpt: p.excerpt, publishedAt: p.publishedAt })),
      breadcrumbs: [home(ctx), crumb(ctx, filled.title, NEWS_PATH)],
      // The index changes whenever a post does.
      seo: ctx.seo(
        { ...filled, modifiedAt: latest([filled.modifiedAt, ...posts.map((p) => p.modifiedAt)]) },
        filled.title,
        NEWS_PATH,
        ctx.alternates.newsIndex,
        filled.lead,
      ),
    };
    pages.push({ path: localizePath(NEWS_PATH, language), template: "news-index", family: "news-index", context });
  }
  const newsTitle = newsIndex?.title ?? ctx.strings.news;
  for (const post of posts) {
    const path = newsPostPath(post.slug);
    const context: DocumentContext = {
      language,
      kind: "news",
      title: post.title,
      lead: post.excerpt,
      body: post.body,
      publishedAt: post.publishedAt,
      effectiveDate: null,
      others: posts
        .filter((p) => p.slug !== post.slug)
        .slice(0, 3)
        .map((p) => ({ title: p.title, href: newsPostPath(p.slug) })),
      breadcrumbs: [home(ctx), crumb(ctx, newsTitle, NEWS_PATH), crumb(ctx, post.title, path)],
      seo: ctx.seo(post, post.title, path, ctx.alternates.news.get(post.slug), post.excerpt),
    };
    pages.push({ path: localizePath(path, language), template: "document", family: "news-post", context });
  }
  return pages;
}

/** Legal pages (terms, privacy, ...). */
function legalPages(content: PublicContent, ctx: FamilyCtx): PageSpec[] {
  const { language } = ctx;
  const legalDocs = content.legal.filter((l) => l.language === language);
  return legalDocs.map((doc): PageSpec => {
    const path = legalPath(doc.kind);
    if (!path) throw new RouteBuildError(`legalPage ${language}: unknown kind "${doc.kind}"`);
    const context: DocumentContext = {
      language,
      kind: "legal",
      title: doc.title,
      lead: null,
      body: doc.body,
      publishedAt: null,
      effectiveDate: doc.effectiveDate,
      others: legalDocs.filter((o) => o.kind !== doc.kind).map((o) => ({ title: o.title, href: legalPath(o.kind) ?? HOME_PATH })),
      breadcrumbs: [home(ctx), crumb(ctx, doc.title, path)],
      seo: ctx.seo(doc, doc.title, path, ctx.alternates.legal.get(doc.kind), firstParagraph(doc.body)),
    };
    return { path: localizePath(path, language), template: "document", family: "legal", context };
  });
}

/** Information pages (about, contacts, ...). */
function infoPages(content: PublicContent, ctx: FamilyCtx): PageSpec[] {
  const { language, settings } = ctx;
  return content.info
    .filter((i) => i.language === language)
    .map((doc): PageSpec => {
      const path = infoPath(doc.kind)!;
      const where = `infoPage ${language} "${doc.kind}"`;
      const filled = ctx.fill(doc, where);
      const context: LandingContext = {
        ...emptyLanding(),
        language,
        kind: "info",
        title: filled.title,
        lead: filled.lead,
        infoKind: doc.kind,
        contactSubjects: doc.contactSubjects,
        contacts:
          doc.kind === "contacts"
            ? { email: settings.contacts?.email ?? null, phone: settings.contacts?.phone ?? null, address: settings.contacts?.address ?? null }
            : null,
        sections: ctx.sections(filled.sections, where, null),
        breadcrumbs: [home(ctx), crumb(ctx, filled.title, path)],
        seo: ctx.seo(filled, filled.title, path, ctx.alternates.info.get(doc.kind), filled.lead),
      };
      return { path: localizePath(path, language), template: "landing", family: `info:${doc.kind}`, context };
    });
}

/** "2 vCPU, 4 GB RAM, 80 GB NVMe" for the default plan lead. */
export function specsOf(plan: PlanCard, s: SiteStrings): string {
  const parts: string[] = [];
  if (plan.cpu) parts.push(plan.threads ? s.cores(plan.cpu, plan.threads) : s.cpu(plan.cpu));
  if (plan.memory) parts.push(s.memory(plan.memory));
  if (plan.disk) parts.push(plan.diskType ? s.typedDisk(plan.disk, plan.diskType) : s.disk(plan.disk, plan.line));
  else if (plan.line === "web-hosting") parts.push(s.diskUnlimited);
  return parts.join(", ");
}
