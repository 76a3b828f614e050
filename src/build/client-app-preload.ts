import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// The client-only apps (`/my/*`, `/checkout/*`, `/ru/...`: the pages with a matchPath) show nothing of
// their own until Gatsby has fetched the page data, then the template's chunks, then the app has asked
// the API: three round trips in a row before the first API call. Their HTML preloads the page data, the
// app data and the template's chunk group, so those arrive together with Gatsby's own chunks. Content
// pages get no preloads: they are complete HTML, and a preload there only competes with the first paint
// (decision 063).

type Stats = { namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> };

/** `public/page-data/my/[...]/page-data.json` for the page path `/my/[...]/`. */
export const pageDataPath = (pagePath: string) => `/page-data${pagePath === "/" ? "/index" : pagePath.replace(/\/$/, "")}/page-data.json`;

/**
 * The preload tags of one client-app page: its data (page data, app data, static query results) and its
 * scripts (Gatsby's chunks, which the boot loader adds after the first paint, and the template's chunk
 * group). Scripts at low priority, so they never hold up the page's first paint.
 */
export function preloadTags(page: { path: string; componentChunkName: string; staticQueryHashes?: string[]; chunks: string[] }, stats: Stats): string {
  const data = [pageDataPath(page.path), "/page-data/app-data.json", ...(page.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`)];
  const scripts = [...page.chunks, ...templateScripts(page, stats)];
  return [
    ...data.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous"/>`),
    ...[...new Set(scripts)].map((href) => `<link rel="preload" href="${href}" as="script" fetchpriority="low"/>`),
  ].join("");
}

/** The template's chunk group: its scripts, in webpack's order. */
function templateScripts(page: { path: string; componentChunkName: string }, stats: Stats): string[] {
  const group = stats.namedChunkGroups[page.componentChunkName];
  if (!group) throw new Error(`${page.path}: webpack stats have no chunk group ${page.componentChunkName}`);
  return group.assets.filter((a) => a.name.endsWith(".js")).map((a) => `/${a.name}`);
}

/**
 * A client app whose HTML paints a frame of its own (`data-app-frame`: the account's, decision 131; the
 * checkout's, decision 143; the auth screens', decision 144) gets no preloads: like a
 * content page it has something to paint first, and a preload that finished before that paint was counted
 * into Lighthouse's simulated LCP (the framework and app chunks, the page data: about 150 KB). Instead the boot
 * loader adds the template's scripts with Gatsby's chunks once the page has painted, in one go, so they do not
 * wait for the runtime to ask for them. The page data is asked by the runtime (one request after the app runs).
 */
export const paintsFrame = (html: string) => /<[a-z]+ [^>]*\bdata-app-frame="/.test(html);

/** The loader's `data-chunks` with the template's scripts after Gatsby's (each once). */
export function withTemplateScripts(html: string, scripts: string[]): string {
  return html.replace(/(<script id="gatsby-boot"[^>]*data-chunks=")([^"]*)(")/, (_, start: string, chunks: string, end: string) => {
    const all = new Set([...chunks.split(" ").filter(Boolean), ...scripts]);
    return `${start}${[...all].join(" ")}${end}`;
  });
}

/**
 * The scripts the boot loader adds after the first paint (boot-loader.ts): its boot file (`data-src`: chunk
 * map, compilation hash) and Gatsby's chunks (`data-chunks`). The boot file is preloaded too: it was fetched
 * only once the page had painted, one round trip on the account's critical path (decision 120).
 */
export function bootScripts(html: string): string[] {
  const boot = /<script id="gatsby-boot"[^>]*>/.exec(html)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(boot)?.[1] ?? "";
  return [attribute("data-src"), ...attribute("data-chunks").split(" ")].filter(Boolean);
}

/**
 * Gatsby's global stylesheet in a page's head: inlined, as Gatsby writes it, or linked, as this module writes it
 * (decision 269).
 */
const GLOBAL_SHEET =
  /<style data-href="\/styles\.[0-9a-f]+\.css" data-identity="gatsby-global-css">[\s\S]*?<\/style>|<link rel="stylesheet" href="\/styles\.[0-9a-f]+\.css" data-identity="gatsby-global-css"\/>/;

/**
 * The page with this build's global stylesheet linked in place of Gatsby's inlined copy (decision 269): the
 * account, checkout and auth documents were 70 KB of CSS each (17.8 KB brotli, over the first round trip's 14.6 KB),
 * parsed again on every load; the linked file is fetched at once from the head, cached (its name is its hash) and
 * shared by every app page. A page an incremental build did not render again keeps the last build's link: it is
 * replaced by this build's (a CSS-only change keeps webpack's compilation hash, so Gatsby renders no app page).
 */
export function withGlobalSheetLink(html: string, sheetName: string): string {
  if (!GLOBAL_SHEET.test(html)) throw new Error("Gatsby's global stylesheet was not found");
  return html.replace(GLOBAL_SHEET, () => `<link rel="stylesheet" href="/${sheetName}" data-identity="gatsby-global-css"/>`);
}

/** The file name of the `app` chunk group's one stylesheet, the one Gatsby inlines. */
function globalSheetName(stats: Stats): string {
  const names = (stats.namedChunkGroups.app?.assets ?? []).map((a) => a.name).filter((name) => /^styles\.[0-9a-f]+\.css$/.test(name));
  if (names.length !== 1) throw new Error(`webpack stats: the app chunk group has ${names.length} global stylesheets, not one`);
  return names[0]!;
}

/** Adds the preloads to the HTML of every page with a matchPath (the client-only apps). */
export async function preloadClientApps(publicDir: string, pages: Array<{ path: string; matchPath: string | null }>): Promise<number> {
  const stats = JSON.parse(await readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const apps = pages.filter((p) => p.matchPath);
  await Promise.all(
    apps.map(async ({ path: pagePath }) => {
      const file = path.join(publicDir, pagePath, "index.html");
      const html = await readFile(file, "utf8");
      const data = JSON.parse(await readFile(path.join(publicDir, pageDataPath(pagePath)), "utf8")) as {
        componentChunkName: string;
        staticQueryHashes?: string[];
      };
      const chunks = bootScripts(html);
      // An incremental build may leave a page as the last build wrote it: replace its preloads.
      const bare = html.replace(/<link rel="preload" [^>]*\/>/g, "");
      if (paintsFrame(bare)) await writeFile(file, withTemplateScripts(bare, templateScripts({ ...data, path: pagePath }, stats)));
      else await writeFile(file, bare.replace("</head>", `${preloadTags({ ...data, path: pagePath, chunks }, stats)}</head>`));
    }),
  );
  return apps.length;
}

/**
 * Every page Gatsby rendered that carries its global stylesheet links this build's (decision 269): the client-only
 * apps (a page with a matchPath must have it) and the auth screens. Run after the static pages step, which replaces
 * the content pages' copy with their own critical CSS and stylesheet (decision 128): they have none left by then.
 */
export async function linkGlobalSheets(publicDir: string, pages: Array<{ path: string; matchPath: string | null }>): Promise<number> {
  const stats = JSON.parse(await readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const sheetName = globalSheetName(stats);
  const linked = await Promise.all(
    pages.map(async ({ path: pagePath, matchPath }) => {
      const file = path.join(publicDir, pagePath, "index.html");
      const html = await readFile(file, "utf8").catch(() => "");
      if (!matchPath && !GLOBAL_SHEET.test(html)) return 0;
      const current = withGlobalSheetLink(html, sheetName);
      if (current !== html) await writeFile(file, current);
      return 1;
    }),
  );
  return linked.reduce<number>((sum, n) => sum + n, 0);
}
