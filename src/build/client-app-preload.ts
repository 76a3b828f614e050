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

/** Gatsby's inlined global stylesheet in a page's head: its file name and its text. */
const GLOBAL_CSS = /<style data-href="\/(styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;

/**
 * The page with the build's own global stylesheet inlined. An incremental build whose only change is CSS
 * does not render the client-app pages again (webpack's compilation hash, which Gatsby compares, stays the
 * same), so they kept the last build's stylesheet: a CSS fix reached the content pages but not the account
 * or the checkout until `.cache` was cleared. `sheet` is the `app` chunk group's stylesheet.
 */
export function withGlobalCss(html: string, sheet: { name: string; css: string }): string {
  const inlined = GLOBAL_CSS.exec(html);
  if (!inlined) throw new Error("Gatsby's inlined global stylesheet was not found");
  if (inlined[1] === sheet.name) return html;
  return html.replace(GLOBAL_CSS, () => `<style data-href="/${sheet.name}" data-identity="gatsby-global-css">${sheet.css}</style>`);
}

/** The `app` chunk group's one stylesheet, as Gatsby inlines it. */
async function globalSheet(publicDir: string, stats: Stats): Promise<{ name: string; css: string }> {
  const names = (stats.namedChunkGroups.app?.assets ?? []).map((a) => a.name).filter((name) => /^styles\.[0-9a-f]+\.css$/.test(name));
  if (names.length !== 1) throw new Error(`webpack stats: the app chunk group has ${names.length} global stylesheets, not one`);
  return { name: names[0]!, css: await readFile(path.join(publicDir, names[0]!), "utf8") };
}

/**
 * Adds the preloads to the HTML of every page with a matchPath (the client-only apps), and makes sure its
 * inlined stylesheet is this build's (`withGlobalCss`); so does every other page that still inlines Gatsby's
 * stylesheet (the auth screens, which have no matchPath: after a CSS-only change they kept the last build's).
 */
export async function preloadClientApps(publicDir: string, pages: Array<{ path: string; matchPath: string | null }>): Promise<number> {
  const stats = JSON.parse(await readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const apps = pages.filter((p) => p.matchPath);
  const sheet = await globalSheet(publicDir, stats);
  await Promise.all(
    apps.map(async ({ path: pagePath }) => {
      const file = path.join(publicDir, pagePath, "index.html");
      const html = withGlobalCss(await readFile(file, "utf8"), sheet);
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
  const others = pages.filter((p) => !p.matchPath);
  await Promise.all(
    others.map(async ({ path: pagePath }) => {
      const file = path.join(publicDir, pagePath, "index.html");
      const html = await readFile(file, "utf8").catch(() => "");
      if (!GLOBAL_CSS.test(html)) return;
      const current = withGlobalCss(html, sheet);
      if (current !== html) await writeFile(file, current);
    }),
  );
  return apps.length;
}
