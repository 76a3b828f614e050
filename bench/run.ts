import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { measurePage, type LighthouseFigures } from "./lighthouse";
import { buildReferenceSite } from "./reference-site";
import { measureScripts, type PageScripts } from "./js-bytes";
import { countPages, removeDataset, scaleRun, type ScaleFigures } from "./scale";
import { gatsby } from "./process";
import { serveSite, serveStatic } from "./serve";
import { renderReport, TARGETS } from "./report";
import { searchBench, type SearchFigures } from "./search";

// `npm run bench`: a benchmark, not a test. It reports figures (bench/report.json, bench/report.md)
// and never fails on a missed target; it fails only when it cannot measure.

type Route = { path: string; template: string; language: string; family?: string };

const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function pick(routes: Route[], pattern: RegExp, fallback: string): string {
  return routes.find((r) => r.language === "en" && pattern.test(`${r.family ?? ""} ${r.template} ${r.path}`))?.path ?? fallback;
}

async function loginCookie(baseUrl: string): Promise<string> {
  const api = `${baseUrl}/auth/_allauth/browser/v1`;
  const first = await fetch(`${api}/auth/session`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const login = await fetch(`${api}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrftoken": csrf, cookie: `csrftoken=${csrf}` },
    body: JSON.stringify({ email: "complete@example.com", password: "Sandbox-demo-2024" }),
  });
  const cookies = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  if (!cookies.includes("sessionid=")) throw new Error(`Bench login failed (${login.status})`);
  return cookies;
}

async function main() {
  const started = Date.now();
  await mkdir("bench/tmp", { recursive: true });

  log("full build of the seed (clean)");
  await gatsby(["clean"]);
  const build = await gatsby(["build"]);
  if (build.code !== 0) throw new Error(`Build failed:\n${build.output.slice(-2000)}`);
  const pages = await countPages(path.resolve("public"));
  const routes = JSON.parse(await readFile(".cache/route-table.json", "utf8")) as Route[];

  log("reference site (bare Gatsby 5 + React 19)");
  const reference = await buildReferenceSite();

  const site = await serveSite(8900);
  const ref = await serveStatic(reference.dir, 8901);
  try {
    const kinds = new Map<string, string>();
    for (const r of routes) if (!kinds.has(r.family ?? r.template)) kinds.set(r.family ?? r.template, r.path);
    const perKind = [...kinds].map(([kind, p]) => ({ kind, path: p }));
    log(`script bytes for ${perKind.length + 1} page kinds`);
    const scripts: PageScripts[] = await measureScripts(site.url, [...perKind, { kind: "account (/my/)", path: "/my/" }], path.resolve("public"));
    const [refScripts] = await measureScripts(ref.url, [{ kind: "reference", path: "/" }], reference.dir);

    const lighthousePages = {
      home: "/",
      "VPS landing": pick(routes, /vps.*(landing|on-|for-|with-)|virtual-private-servers\/(on|for|with)-/, "/help/"),
      "plan page": pick(routes, /plan/, "/help/"),
      "help article": pick(routes, /help-article/, "/help/"),
    };
    const lighthouse: Record<string, LighthouseFigures & { path: string }> = {};
    for (const [name, p] of Object.entries(lighthousePages)) {
      log(`lighthouse ${name} ${p} (3 runs)`);
      lighthouse[name] = { path: p, ...(await measurePage(site.url + p)) };
    }
    log("lighthouse /my/ dashboard, signed in (3 runs)");
    lighthouse["account dashboard"] = { path: "/my/", ...(await measurePage(`${site.url}/my/`, 3, { cookie: await loginCookie(site.url) })) };
    log("lighthouse reference page (3 runs)");
    const referenceLh = { path: "/", ...(await measurePage(`${ref.url}/`)) };

    site.stop();
    await ref.stop();

    log("scale run: 2,000 help articles per language, then one edit");
    let scale: ScaleFigures | { error: string };
    try {
      const figures = await scaleRun(path.resolve("studio/seed"), 2000);
      await removeDataset(figures.datasetDir);
      scale = figures;
    } catch (error) {
      scale = { error: (error as Error).message.slice(0, 500) };
    }
    log("rebuilding the seed so public/ is the real site again");
    await gatsby(["build"]);

    log("help search over the index scaled to 2,000 articles per language");
    let search: SearchFigures | { error: string };
    try {
      search = await searchBench(path.resolve("public"), 2000);
    } catch (error) {
      search = { error: (error as Error).message.slice(0, 500) };
    }

    const report = {
      date: new Date().toISOString(),
      machine: { cores: (await import("node:os")).cpus().length, node: process.version },
      targets: TARGETS,
      build: { fullBuildMs: build.ms, pages, referenceBuildMs: reference.ms },
      scripts: { pages: scripts, reference: refScripts },
      lighthouse: { pages: lighthouse, reference: referenceLh },
      scale,
      search,
      benchMs: Date.now() - started,
    };
    await writeFile("bench/report.json", JSON.stringify(report, null, 2) + "\n");
    await writeFile("bench/report.md", renderReport(report));
    log(`done in ${Math.round(report.benchMs / 1000)} s: bench/report.md`);
  } finally {
    site.stop();
    await ref.stop().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
