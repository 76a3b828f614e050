import { execFile } from "node:child_process";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { measurePages, type LighthouseFigures } from "./lighthouse";
import { buildReferenceSite, plainHtmlOf } from "./reference-site";
import { measureScripts, type PageScripts } from "./js-bytes";
import { countPages, removeDataset, scaleRun, type ScaleFigures } from "./scale";
import { gatsby } from "./process";
import { signIn } from "./login";
import { serveSite, serveStatic } from "./serve";
import { securityHeaders } from "../src/build/security-headers";
import { renderReport, TARGETS } from "./report";
import { searchBench, type SearchFigures } from "./search";
import { loadBench, type LoadReport } from "./load";
import { longestContentPage, referenceSiteHeaders, SLOW_CPU, SLOW_CPU_ROUNDS, slowCpuBench, type SlowCpuReport } from "./slow-cpu";

// `npm run bench`: a benchmark, not a test. It reports figures (bench/report.json, bench/report.md)
// and never fails on a missed target; it fails only when it cannot measure.

type Route = { path: string; template: string; language: string; family?: string };

const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function pick(routes: Route[], pattern: RegExp, fallback: string, language = "en"): string {
  return routes.find((r) => r.language === language && pattern.test(`${r.family ?? ""} ${r.template} ${r.path}`))?.path ?? fallback;
}

/** A named step's wall time and the machine's 1-minute load average when it started and ended. */
type Step = { name: string; ms: number; loadStart: number; loadEnd: number };
const steps: Step[] = [];
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  log(name);
  const started = Date.now();
  const loadStart = os.loadavg()[0]!;
  try {
    return await work();
  } finally {
    steps.push({ name, ms: Date.now() - started, loadStart: round2(loadStart), loadEnd: round2(os.loadavg()[0]!) });
  }
}
const round2 = (n: number) => Number(n.toFixed(2));
/** Waits until the 1-minute load average is below the number of cores, or 2 minutes have passed. */
async function settle(): Promise<void> {
  const until = Date.now() + 120_000;
  while (os.loadavg()[0]! >= os.cpus().length && Date.now() < until) await new Promise((r) => setTimeout(r, 5000));
}
const loadNow = () => os.loadavg().map(round2) as [number, number, number];

/** The commit measured, and whether the working tree had changes on top of it. */
async function revision(): Promise<{ commit: string; dirty: boolean }> {
  const git = (args: string[]) => new Promise<string>((resolve) => execFile("git", args, (error, out) => resolve(error ? "" : out.trim())));
  return {
    commit: (await git(["rev-parse", "--short", "HEAD"])) || "unknown",
    dirty:
      (await git([
        "status",
        "--porcelain",
        "--",
        "src",
        "static",
        "locales",
        "gatsby-config.ts",
        "gatsby-node.ts",
        "gatsby-browser.tsx",
        "gatsby-ssr.tsx",
        "studio/seed",
      ])) !== "",
  };
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadNow();
  const rev = await revision();
  await mkdir("bench/tmp", { recursive: true });
  const port = Number(process.env.BENCH_PORT ?? 8900);

  const build = await step("full build of the seed (clean cache)", async () => {
    await gatsby(["clean"]);
    const result = await gatsby(["build"]);
    if (result.code !== 0) throw new Error(`Build failed:\n${result.output.slice(-2000)}`);
    return result;
  });
  const pages = await countPages(path.resolve("public"));
  const routes = JSON.parse(await readFile(".cache/route-table.json", "utf8")) as Route[];

  const reference = await step("reference site build (bare Gatsby 5 + React 19, clean)", () => buildReferenceSite());

  // The plain-HTML reference: our help article with every script taken out, served beside our public/.
  const articlePath = pick(routes, /help-article/, "/help/");
  const plainHtml = plainHtmlOf(await readFile(path.join("public", ...articlePath.split("/").filter(Boolean), "index.html"), "utf8"));
  const PLAIN = "/plain-html-reference/";
  const REFERENCE = "bare-Gatsby reference";

  const site = await serveSite(port);
  const ref = await serveStatic(reference.dir, port + 1);
  // Served with our site's own headers (decision 150: its cross-origin-opener-policy alone changes Lighthouse's
  // TBT), so the reference is the limit of a page served as ours are.
  const plainRef = await serveStatic(path.resolve("public"), port + 3, { [PLAIN]: plainHtml }, (pathname) => securityHeaders(pathname));
  // The slow round's third reference (decision 268): bare Gatsby with our headers but the CSP.
  const refHeaders = await serveStatic(reference.dir, port + 5, {}, (pathname) => referenceSiteHeaders(securityHeaders(pathname)));
  let scripts: PageScripts[];
  let refScripts: PageScripts | undefined;
  let plainScripts: PageScripts | undefined;
  const lighthouse: Record<string, LighthouseFigures & { path: string }> = {};
  let referenceLh: LighthouseFigures & { path: string };
  let plainLh: LighthouseFigures & { path: string };
  let slowCpu: SlowCpuReport;
  try {
    const cookie = (await signIn(site.url)).cookie;
    // One page of every route family (or template), in each language.
    const kinds = new Map<string, Route>();
    for (const r of routes) if (!kinds.has(`${r.family ?? r.template} ${r.language}`)) kinds.set(`${r.family ?? r.template} ${r.language}`, r);
    const perKind = [...kinds.values()].map((r) => ({ kind: r.family ?? r.template, path: r.path, language: r.language }));
    const apps = [
      { kind: "account (/my/, signed in)", path: "/my/", language: "en", cookie },
      { kind: "account (/my/, signed in)", path: "/ru/my/", language: "ru", cookie },
      { kind: "checkout (/checkout/, signed in)", path: "/checkout/", language: "en", cookie },
    ];
    // Issue 14's content pages (help article, landing, plan, news, legal, help index, contacts), the home
    // page and a Russian help article.
    const lighthousePages = {
      home: "/",
      "VPS landing": pick(routes, /vps.*(landing|on-|for-|with-)|virtual-private-servers\/(on|for|with)-/, "/help/"),
      "plan page": pick(routes, /plan/, "/help/"),
      "help article": articlePath,
      "help article (ru)": pick(routes, /help-article/, "/ru/help/", "ru"),
      "help index": pick(routes, /help-index/, "/help/"),
      "news post": pick(routes, /news-post|document .*\/news\//, "/news/"),
      legal: pick(routes, /legal|\/privacy\//, "/privacy/"),
      contacts: pick(routes, /contacts/, "/contacts/"),
    };
    // Every page, the account and both references interleaved, one run of each per round (decision 148),
    // before the byte step: that one runs browsers in parallel and leaves the load average far above the
    // core count for minutes, which Lighthouse's TBT would then measure.
    await step("wait for the machine to settle (1-minute load average below the core count, 2 minutes at most)", settle);
    const measured = await step(
      `lighthouse: ${Object.keys(lighthousePages).length + 3} pages (ours, /my/ signed in, both references), 3 rounds of one run each`,
      () =>
        measurePages(
          [
            ...Object.entries(lighthousePages).map(([name, p]) => ({ name, url: site.url + p })),
            { name: "account dashboard", url: `${site.url}/my/`, headers: { cookie } },
            { name: REFERENCE, url: `${ref.url}/` },
            { name: PLAIN, url: plainRef.url + PLAIN },
          ],
          3,
          (round) => log(`  round ${round} of 3`),
        ),
    );
    const figuresOf = (name: string) => {
      const figures = measured[name];
      if (!figures) throw new Error(`no Lighthouse figures for ${name}`);
      return figures;
    };
    for (const [name, p] of Object.entries(lighthousePages)) lighthouse[name] = { path: p, ...figuresOf(name) };
    lighthouse["account dashboard"] = { path: "/my/", ...figuresOf("account dashboard") };
    referenceLh = { path: "/", ...figuresOf(REFERENCE) };
    plainLh = { path: PLAIN, ...figuresOf(PLAIN) };
    // Issue 40: the apps and the longest content page with the CPU 6× slower, the references in the same rounds.
    const longest = await longestContentPage(path.resolve("public"), routes);
    slowCpu = await step(
      `lighthouse at ${SLOW_CPU}× CPU: /my/, /checkout/, the longest content page (${longest.path}), the three references, ${SLOW_CPU_ROUNDS} rounds`,
      () =>
        slowCpuBench(
          measurePages,
          { site: site.url, reference: ref.url, referenceHeaders: refHeaders.url, plain: plainRef.url, plainPath: PLAIN, longest: longest.path, cookie },
          [SLOW_CPU],
          SLOW_CPU_ROUNDS,
          (round) => log(`  round ${round} of ${SLOW_CPU_ROUNDS}`),
        ).catch((error: unknown) => ({ error: (error as Error).message.slice(0, 500) })),
    );
    scripts = await step(`script bytes of ${perKind.length + apps.length} pages (page kinds in en and ru, the apps signed in), 2 viewports`, () =>
      measureScripts(site.url, [...perKind, ...apps], path.resolve("public")),
    );
    [refScripts] = await measureScripts(ref.url, [{ kind: "reference", path: "/" }], reference.dir);
    [plainScripts] = await measureScripts(plainRef.url, [{ kind: "plain", path: PLAIN }], path.resolve("public"));
  } finally {
    site.stop();
    await ref.stop();
    await refHeaders.stop();
    await plainRef.stop();
  }

  let search: SearchFigures | { error: string };
  try {
    search = await step("help search over the index scaled to 2,000 articles per language", () => searchBench(path.resolve("public"), 2000));
  } catch (error) {
    search = { error: (error as Error).message.slice(0, 500) };
  }

  const load: LoadReport = await step("load on loopback: content page, session call, GraphQL query; 500 sockets", () => loadBench(port + 2));

  // The scale run builds into public/ and .cache/ like any build. The seed's public/ is set aside first
  // (a rename, not a rebuild) and put back afterwards, so public/ is the real site when the bench ends;
  // the scaled .cache/ is removed, so the next `npm run build` starts clean rather than from the scaled data.
  const reportWith = (scale: ScaleFigures | { error: string }) => ({
    date: new Date(started).toISOString(),
    revision: rev,
    machine: { cores: os.cpus().length, node: process.version, loadAtStart, loadAtEnd: loadNow() },
    targets: TARGETS,
    build: { fullBuildMs: build.ms, pages, referenceBuildMs: reference.ms },
    scripts: { pages: scripts, reference: refScripts, plain: plainScripts },
    lighthouse: { pages: lighthouse, reference: referenceLh, plain: plainLh },
    scale,
    search,
    load,
    slowCpu,
    steps: [...steps],
    benchMs: Date.now() - started,
  });
  const save = async (report: ReturnType<typeof reportWith>) => {
    await writeFile("bench/report.json", JSON.stringify(report, null, 2) + "\n");
    await writeFile("bench/report.md", renderReport(report));
  };
  // The scale run is the longest step on a loaded machine: what was measured before it is written first,
  // so a run stopped during it still leaves every other figure.
  await save(reportWith({ error: "not finished: the run was stopped during the scale run" }));

  // `--no-scale`: everything but the scale run (about 15 of the bench's 25 minutes), said so in the report.
  if (process.argv.includes("--no-scale")) {
    const report = reportWith({ error: "not run this time (`npm run bench -- --no-scale`); its last figures are in the git history of this report" });
    await save(report);
    log(`done in ${Math.round(report.benchMs / 1000)} s without the scale run: bench/report.md`);
    return;
  }

  let scale: ScaleFigures | { error: string };
  const seedPublic = path.resolve("bench/tmp/public-seed");
  await rm(seedPublic, { recursive: true, force: true });
  await rename("public", seedPublic);
  try {
    // Publish to live on the scaled build: the publish service on port+4, the site it serves on port+5.
    const figures = await step("scale run: 2,000 help articles per language, then one article edit, then publish to live", () =>
      scaleRun(path.resolve("studio/seed"), { perLanguage: 2000, publishPort: port + 4 }),
    );
    await removeDataset(figures.datasetDir);
    scale = figures;
  } catch (error) {
    scale = { error: (error as Error).message.slice(0, 500) };
  } finally {
    await rm("public", { recursive: true, force: true });
    await rename(seedPublic, "public");
    await rm(".cache", { recursive: true, force: true });
  }

  const report = reportWith(scale);
  await save(report);
  log(`done in ${Math.round(report.benchMs / 1000)} s: bench/report.md`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
