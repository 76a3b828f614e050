// Renders pages with the HTML renderer Gatsby's last whole build compiled (`.cache/page-ssr/routes/render-page.js`),
// the way its static HTML worker does (gatsby/dist/utils/worker/child/render-html.js, renderHTMLProd), then
// stitches the slices in (gatsby/dist/utils/slices/stitching.js) as the build does after it (decision 230).
// Gatsby's helpers read `process.cwd()/public`: the renderer runs in a folder of its own whose `public` is a link
// to the live build, which it only reads. The pages it renders are written into a folder of its own too.
import { createRequire } from "node:module";
import { mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PageDataFile } from "./page-data";

type Resources = Record<string, unknown>;
type GatsbyInternals = {
  readWebpackStats(publicDir: string): Promise<unknown>;
  getScriptsAndStylesForTemplate(componentChunkName: string, stats: unknown): Promise<Resources>;
  getStaticQueryContext(hashes: string[]): Promise<{ staticQueryContext: unknown }>;
  stitchSliceForAPage(args: { pagePath: string; publicDir: string }): Promise<void>;
  generateHtmlPath(publicDir: string, pagePath: string): string;
  renderer: { default(args: Record<string, unknown>): Promise<{ html: string }> };
};

/** The renderer the last whole build compiled. */
export const rendererPathOf = (projectDir: string) => path.join(projectDir, ".cache", "page-ssr", "routes", "render-page.js");

function loadGatsby(projectDir: string): GatsbyInternals {
  const from = createRequire(path.join(projectDir, "package.json"));
  const gatsby = (file: string) => from(`gatsby/dist/${file}`) as Record<string, unknown>;
  const assets = gatsby("utils/client-assets-for-template");
  const queries = gatsby("utils/static-query-utils");
  const stitching = gatsby("utils/slices/stitching");
  const pageHtml = from("gatsby-core-utils/page-html") as { generateHtmlPath: GatsbyInternals["generateHtmlPath"] };
  return {
    readWebpackStats: assets.readWebpackStats as GatsbyInternals["readWebpackStats"],
    getScriptsAndStylesForTemplate: assets.getScriptsAndStylesForTemplate as GatsbyInternals["getScriptsAndStylesForTemplate"],
    getStaticQueryContext: queries.getStaticQueryContext as GatsbyInternals["getStaticQueryContext"],
    stitchSliceForAPage: stitching.stitchSliceForAPage as GatsbyInternals["stitchSliceForAPage"],
    generateHtmlPath: pageHtml.generateHtmlPath,
    renderer: from(rendererPathOf(projectDir)) as GatsbyInternals["renderer"],
  };
}

export type PageRenderer = (pagePath: string, pageData: PageDataFile & { staticQueryHashes?: string[] }) => Promise<string>;

/**
 * A renderer of pages against the live build `liveDir` (its webpack stats, stylesheets, static query results and
 * slices). `workDir`: an empty folder for the renderer's links and the pages it stitches. Changes the process's
 * working folder to `workDir/render` (Gatsby's helpers read `cwd/public`): call it after anything that resolves
 * paths from the project.
 */
export async function gatsbyRenderer(projectDir: string, liveDir: string, workDir: string): Promise<PageRenderer> {
  const renderRoot = path.join(workDir, "render");
  const stitchDir = path.join(workDir, "stitch");
  await mkdir(renderRoot, { recursive: true });
  await mkdir(stitchDir, { recursive: true });
  await symlink(liveDir, path.join(renderRoot, "public"));
  await symlink(path.join(liveDir, "_gatsby"), path.join(stitchDir, "_gatsby"));
  // As the build's HTML workers have them (build-html.js: renderHTMLQueue's envVars).
  process.env.NODE_ENV = "production";
  process.env.gatsby_executing_command = "build";
  process.chdir(renderRoot);
  const gatsby = loadGatsby(projectDir);
  const stats = await gatsby.readWebpackStats(liveDir);
  const { webpackCompilationHash } = JSON.parse(await readFile(path.join(liveDir, "page-data", "app-data.json"), "utf8")) as {
    webpackCompilationHash: string;
  };
  const resources = new Map<string, Promise<Resources>>();
  const resourcesOf = (pageData: PageDataFile & { staticQueryHashes?: string[] }) => {
    let found = resources.get(pageData.componentChunkName);
    if (!found) {
      found = (async () => ({
        ...(await gatsby.getStaticQueryContext(pageData.staticQueryHashes ?? [])),
        ...(await gatsby.getScriptsAndStylesForTemplate(pageData.componentChunkName, stats)),
      }))();
      resources.set(pageData.componentChunkName, found);
    }
    return found;
  };
  return async (pagePath, pageData) => {
    const { html } = await gatsby.renderer.default({
      pagePath,
      pageData,
      webpackCompilationHash,
      context: { isDuringBuild: true },
      ...(await resourcesOf(pageData)),
    });
    const file = gatsby.generateHtmlPath(stitchDir, pagePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    await gatsby.stitchSliceForAPage({ pagePath, publicDir: stitchDir });
    return readFile(file, "utf8");
  };
}
