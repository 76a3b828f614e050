import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadSite, type LoadedSite } from "./src/build/load-site";
import { TEMPLATES } from "./src/build/page-spec";
import { pageContextOf } from "./src/build/page-context";
import { writeHostingFiles } from "./src/build/hosting-files";
import { nearDuplicateReport, nearDuplicates, pageText } from "./src/build/near-duplicates";
import { copyContentAssets } from "./src/build/seo-images";
import { writeSocialCards } from "./src/build/social-cards";
import { precompressDir } from "./src/build/precompress";
import { moveSourceMaps, SOURCE_MAPS_DIR } from "./src/build/source-maps";
import { readContentEnv } from "./src/build/env";
import { PRODUCT_LINES } from "./schemas/lib/site-model";
import { externalizeInlineScripts } from "./src/build/externalize-inline-scripts";
import { linkGlobalSheets, preloadClientApps } from "./src/build/client-app-preload";
import { addAccountEarly, bundleAccountEarly } from "./src/build/account-early";
import { writeHelpIndexes } from "./src/build/help-search-index";
import { fixedMatchPath } from "./src/build/match-paths";
import { libraryCacheGroups, sharedByChunkSet } from "./src/build/library-chunks";
import { zodClassicCacheGroup } from "./src/build/zod-classic-chunk";
import { appI18nAliases } from "./src/build/app-i18n-aliases";
import { headerIslandsAlias } from "./src/build/header-islands-alias";
import { bundleReactDomInRenderer, COMPILER_RUNTIME, siteFrameworkCacheGroup, siteReactAliases } from "./src/build/site-react";
import { appRuntimeStandIns } from "./src/build/app-runtime-stand-ins";
import { stageAppEntry, stagedAppEntryAliases } from "./src/build/staged-app-entry";
import { bundleIslandsCached } from "./src/build/islands-bundle-cache";
import { stepTimes } from "./src/build/step-times";
import { narrowSsrDefines } from "./src/build/ssr-env-defines";
import { browserTargetsPreset, isBrowserStage } from "./src/build/babel-targets";
import { bootImportsOf, writeStaticPages } from "./src/build/static-pages";

// Thin on purpose: route families live in src/build/, this file wires them to Gatsby's APIs.

let site: Promise<LoadedSite> | undefined;
const getSite = () => (site ??= loadSite());

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  // Read all content first, so an unreachable Sanity project fails the build within seconds.
  try {
    const loaded = await getSite();
    reporter.info(`Content: ${loaded.sourceLabel}; catalog: ${loaded.catalogLabel}; ${loaded.pages.length} pages in the route table`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest }) => {
  const { settings, extras, catalog, partnersSeo } = await getSite();
  // The header's product menu: every product line with its lowest catalog price (prices are billing's).
  const productMenu = PRODUCT_LINES.map((line) => {
    const prices = catalog.lines.find((l) => l.id === line.id)?.plans.map((p) => p.price) ?? [];
    return { line: line.id, href: line.base, fromPrice: prices.length ? Math.min(...prices) : null };
  });
  for (const s of settings) {
    const extra = extras.find((e) => e.language === s.language);
    const data = {
      language: s.language,
      siteName: s.siteName,
      footerLinks: s.footerLinks,
      footerColumns: extra?.footerColumns ?? [],
      productMenu,
      email: s.contacts?.email ?? null,
      phone: s.contacts?.phone ?? null,
      address: s.contacts?.address ?? null,
      socialLoginDisabledForRu: s.socialLoginDisabledForRu,
      partnerCashbackPercent: typeof extra?.claims?.partnerCashbackPercent === "number" ? extra.claims.partnerCashbackPercent : null,
      // The partner page's resolved metadata (a file route has no route-table entry; decision 093).
      partnersSeo: partnersSeo[s.language],
    };
    actions.createNode({
      ...data,
      id: createNodeId(`site-settings-${s.language}`),
      internal: { type: "SiteSettings", contentDigest: createContentDigest(data) },
    });
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteSettingsFooterLink { label: String!, href: String! }
    type SiteSettingsFooterColumn { title: String!, links: [SiteSettingsFooterLink!]! }
    type SiteSettingsProductMenuItem { line: String!, href: String!, fromPrice: Float }
    type SiteSettings implements Node {
      language: String!, siteName: String!, footerLinks: [SiteSettingsFooterLink!]!, footerColumns: [SiteSettingsFooterColumn!]!,
      productMenu: [SiteSettingsProductMenuItem!]!, email: String, phone: String, address: String,
      socialLoginDisabledForRu: [String!]!, partnerCashbackPercent: Float, partnersSeo: JSON!
    }
  `);
};

export const createPages: GatsbyNode["createPages"] = async ({ actions }) => {
  const { pages } = await getSite();
  for (const page of pages) {
    actions.createPage({
      path: page.path,
      component: path.resolve(`src/templates/${TEMPLATES[page.template]}`),
      context: pageContextOf(page),
    });
  }
};

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const matchPath = fixedMatchPath(page.path, page.matchPath);
  if (matchPath === page.matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath });
};

// The browser bundles' Babel follows the site's browserslist, without the preset's forced ES5 classes and spread
// (decision 267).
// knip calls this hook with nothing but `actions` to list Babel plugins: no stage, no store.
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ stage, actions, store }) => {
  if (!isBrowserStage(stage)) return;
  const program = (store.getState() as { program?: { browserslist?: string[] } }).program;
  const preset = browserTargetsPreset(stage, program?.browserslist);
  if (preset) actions.setBabelPreset(preset);
};

// The import aliases of tsconfig.json (decision 179), in every stage; the site's React in Gatsby's framework chunk
// (decision 266); and zod classic, Apollo and react-hook-form in chunks of their own, never in `commons`
// (decisions 065, 101, 120).
// The HTML renderer defines Gatsby's and GATSBY_* variables only, not the whole environment: a build started with
// other variables than the last one keeps webpack's cache of it (decision 196).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, reporter, plugins }) => {
  if (stage === "build-html")
    reporter.info(`HTML renderer: ${narrowSsrDefines(getConfig() as { plugins?: unknown[] })} variables of the environment not defined`);
  actions.setWebpackConfig({ resolve: { alias: { "@": path.resolve("src"), "@sandbox": path.resolve("sandbox") } } });
  // The site's React 18 in every stage, the HTML renderer's with it (decision 264).
  actions.setWebpackConfig(siteReactAliases(path.resolve(".")));
  const compilerRuntime = path.resolve("node_modules", COMPILER_RUNTIME.package);
  actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(/^react\/compiler-runtime$/, compilerRuntime)] });
  if (stage === "build-html" || stage === "develop-html") bundleReactDomInRenderer(getConfig() as { externals?: unknown });
  // The browser bundles' i18n modules (decision 200): the server render keeps the packages as they are.
  if (stage === "develop" || stage === "build-javascript") actions.setWebpackConfig(appI18nAliases(path.resolve(".")));
  // The header's islands load as they mount in the browser bundles (decision 232); the HTML renders the entries.
  if (stage === "develop" || stage === "build-javascript") actions.setWebpackConfig(headerIslandsAlias(path.resolve(".")));
  if (stage !== "build-javascript") return;
  // Modules of Gatsby's app chunk a production page never runs (decision 232); `develop` uses them.
  actions.setWebpackConfig(appRuntimeStandIns(path.resolve(".")));
  // Gatsby's app chunk evaluates its modules over three tasks, not one (decision 272).
  if (!stageAppEntry(getConfig() as { entry?: unknown }, path.resolve(".")))
    reporter.panicOnBuild("Gatsby's app entry is not .cache/production-app: the staged app entry was not put in place");
  actions.setWebpackConfig(stagedAppEntryAliases(path.resolve(".")));
  actions.setWebpackConfig({
    optimization: {
      splitChunks: {
        cacheGroups: { framework: siteFrameworkCacheGroup(), zodClassic: zodClassicCacheGroup(), ...libraryCacheGroups(), ...sharedByChunkSet() },
      },
    },
  });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ allSitePage: { nodes: Array<{ path: string; matchPath: string | null }> } }>(`
    {
      allSitePage {
        nodes {
          path
          matchPath
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Cannot list built pages: ${JSON.stringify(result.errors)}`);
    return;
  }
  const nodes = result.data.allSitePage.nodes;
  // Each step's wall time goes in the log (decision 196: what an incremental build still pays).
  const steps = stepTimes();
  const { pages } = await getSite();
  const env = readContentEnv();
  const { partnersSeo, assetCopies, redirects } = await getSite();
  await steps.time("host files", () =>
    writeHostingFiles(path.resolve("public"), nodes, pages, env.siteUrl, env.hostingApiUrl, { "/partners/": partnersSeo }, redirects),
  );
  // Pages whose text repeats another's (issue 36): reported for the editors, never a failure.
  const duplicates = await steps.time("near duplicates", () => Promise.resolve(nearDuplicates(pages.map(pageText))));
  if (duplicates.length) reporter.warn(nearDuplicateReport(duplicates));
  else reporter.info(nearDuplicateReport(duplicates));
  await steps.time("content assets", () => copyContentAssets(path.resolve("public"), assetCopies));
  // Every indexable page's social card (issue 36, decision 195): drawn once, then copied from the cache (SOCIAL_CARDS_CACHE_DIR).
  const cards = await steps.time("social cards", async () => writeSocialCards(path.resolve("public"), (await getSite()).socialCards));
  reporter.info(`Social cards: ${cards.cards} (${cards.drawn} drawn, ${cards.reused} from the cache) in ${cards.ms} ms, ${cards.cpuMs} ms of CPU`);
  try {
    await steps.time("inline scripts", () => externalizeInlineScripts(path.resolve("public")));
    await steps.time("app preloads", () => preloadClientApps(path.resolve("public"), nodes));
    // The account's first calls start from a small script of their own, the first the boot loader adds after the
    // first paint, before Gatsby's chunks (decisions 126, 266).
    await steps.time("account early", async () => addAccountEarly(path.resolve("public"), nodes, await bundleAccountEarly(path.resolve("public"))));
    // Content pages: static HTML with islands, no Gatsby runtime (decision 078). The islands bundle and each page's
    // critical CSS are redone only for changed inputs, records kept in .cache/ (decision 196).
    const islands = await steps.time("islands bundle", () => bundleIslandsCached(path.resolve("public"), path.resolve(".cache/islands-bundle")));
    const statics = await steps.time("static pages", () =>
      writeStaticPages(
        path.resolve("public"),
        pages,
        islands.boot,
        { content: islands.css, partner: islands.partnerCss },
        bootImportsOf(islands.metafile, islands.boot),
        { recordFile: path.resolve(".cache/static-pages.json") },
      ),
    );
    reporter.info(
      `Static content pages: ${statics.files} (${statics.kept} as the last build wrote them), boot script ${islands.boot}${islands.reused ? " (islands bundle of the last build)" : ""}`,
    );
    // The apps and the auth screens link Gatsby's stylesheet instead of inlining it (decision 269).
    await steps.time("global stylesheet links", () => linkGlobalSheets(path.resolve("public"), nodes));
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
  // The help search index, one file per language, fetched by /help/ only when a visitor starts searching.
  await steps.time("help search index", () => writeHelpIndexes(path.resolve("public"), pages));
  // Last, after every step that writes to public/: source maps out of the deployed output, then
  // file.br and file.gz beside every text asset (served as they are by nginx and `npm start`).
  const maps = await steps.time("source maps", () => moveSourceMaps(path.resolve("public"), path.resolve(SOURCE_MAPS_DIR)));
  // The record of what was compressed lets a later build keep the copies of files it wrote again unchanged.
  const compressed = await steps.time("precompression", () => precompressDir(path.resolve("public"), undefined, path.resolve(".cache/precompressed.json")));
  reporter.info(
    `Moved ${maps} source maps to ${SOURCE_MAPS_DIR}/; precompressed ${compressed.files} text files, ${compressed.kept} of them as the last build had them (${compressed.bytes} B → ${compressed.brotliBytes} B brotli, ${compressed.gzipBytes} B gzip)`,
  );
  reporter.info(`Post-build steps: ${steps.summary()}`);
};
