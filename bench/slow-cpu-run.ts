import { access, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { measurePages } from "./lighthouse";
import { signIn } from "./login";
import { buildReferenceSite, plainHtmlOf, REFERENCE_DIR } from "./reference-site";
import { renderReport } from "./report";
import { serveSite, serveStatic } from "./serve";
import { longestContentPage, NORMAL_CPU, referenceSiteHeaders, renderSlowCpu, SLOW_CPU, SLOW_CPU_ROUNDS, slowCpuBench } from "./slow-cpu";
import { securityHeaders } from "../src/build/security-headers";

// `npm run bench:slow-cpu -- [--runs N] [--only-slow]`: issue 40's round alone, on the build in public/: Lighthouse
// (mobile, simulated) at 4× and 6× CPU for `/my/` and `/checkout/` signed in and the longest content page, with
// the references in the same interleaved rounds: bare Gatsby as stock Gatsby serves it and with our headers
// (decision 268), and plain HTML (the bare-Gatsby site is built into bench/tmp/ when it is not there yet).
// Ports: BENCH_PORT (default 8900), the next three and the fifth. It prints the
// section and puts it into bench/report.json and report.md when they exist. No build of ours: run it after
// `npm run build`.

type Route = { path: string; template: string; language: string; family?: string };

async function main() {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf("--runs");
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : SLOW_CPU_ROUNDS;
  const multipliers = args.includes("--only-slow") ? [SLOW_CPU] : [NORMAL_CPU, SLOW_CPU];
  const port = Number(process.env.BENCH_PORT ?? 8900);
  const routes = JSON.parse(await readFile(".cache/route-table.json", "utf8")) as Route[];
  const longest = await longestContentPage(path.resolve("public"), routes);
  const articlePath = routes.find((r) => r.language === "en" && r.template === "help-article")?.path ?? "/help/";
  const plainHtml = plainHtmlOf(await readFile(path.join("public", ...articlePath.split("/").filter(Boolean), "index.html"), "utf8"));
  const referenceDir = path.join(REFERENCE_DIR, "public");
  const built = await access(path.join(referenceDir, "index.html")).then(
    () => true,
    () => false,
  );
  const reference = built ? referenceDir : (await buildReferenceSite()).dir;
  const PLAIN = "/plain-html-reference/";
  const site = await serveSite(port);
  const ref = await serveStatic(reference, port + 1);
  const refHeaders = await serveStatic(reference, port + 5, {}, (pathname) => referenceSiteHeaders(securityHeaders(pathname)));
  const plain = await serveStatic(path.resolve("public"), port + 3, { [PLAIN]: plainHtml }, (pathname) => securityHeaders(pathname));
  try {
    const { cookie } = await signIn(site.url);
    console.log(`longest content page: ${longest.path} (${longest.bytes} bytes of HTML)`);
    const slowCpu = await slowCpuBench(
      measurePages,
      { site: site.url, reference: ref.url, referenceHeaders: refHeaders.url, plain: plain.url, plainPath: PLAIN, longest: longest.path, cookie },
      multipliers,
      runs,
      (round) => console.log(`round ${round} of ${runs}`),
    );
    console.log(renderSlowCpu(slowCpu).join("\n"));
    const existing = await readFile("bench/report.json", "utf8")
      .then((t) => JSON.parse(t) as Parameters<typeof renderReport>[0])
      .catch(() => null);
    if (!existing) return;
    const report = { ...existing, slowCpu };
    await writeFile("bench/report.json", JSON.stringify(report, null, 2) + "\n");
    await writeFile("bench/report.md", renderReport(report));
  } finally {
    site.stop();
    await ref.stop();
    await refHeaders.stop();
    await plain.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
