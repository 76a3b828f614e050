import { readFile } from "node:fs/promises";
import path from "node:path";
import { measureScripts } from "./js-bytes";
import { isAppPage } from "./report";
import { serveSite } from "./serve";
import { signIn } from "./login";

// `npm run bench:bytes [-- <checkout>]`: the script bytes of one page of every content page kind in English
// and Russian, before any interaction and after its islands are used, with the bench's method
// (bench/js-bytes.ts), on the build in public/ (or another checkout's, to compare). Issue 14's targets:
// ≤ 10 KB brotli before interaction, ≤ 100 KB after use; and the account and checkout apps signed in, as the
// bench measures them (issue 40's targets: ≤ 110 KB br for `/my/`, ≤ 120 KB br for `/checkout/`).
// No build: run it after `npm run build`.

type Route = { path: string; template: string; language: string; family?: string };

async function main() {
  const checkout = path.resolve(process.argv[2] ?? ".");
  const routes = JSON.parse(await readFile(path.join(checkout, ".cache/route-table.json"), "utf8")) as Route[];
  const kinds = new Map<string, Route>();
  for (const r of routes) if (!kinds.has(`${r.family ?? r.template} ${r.language}`)) kinds.set(`${r.family ?? r.template} ${r.language}`, r);
  const pages = [...kinds.values()].map((r) => ({ kind: r.family ?? r.template, path: r.path, language: r.language }));
  const site = await serveSite(Number(process.env.BENCH_PORT ?? 8900), checkout);
  try {
    const { cookie } = await signIn(site.url);
    const apps = [
      { kind: "account (/my/, signed in)", path: "/my/", language: "en", cookie },
      { kind: "account (/my/, signed in)", path: "/ru/my/", language: "ru", cookie },
      { kind: "checkout (/checkout/, signed in)", path: "/checkout/", language: "en", cookie },
    ];
    const rows = await measureScripts(site.url, [...pages, ...apps], path.join(checkout, "public"), 2);
    console.log("| kind | language | page | before 390×844 br | before 1280×800 br | after use br (gz) | files after use |");
    console.log("|---|---|---|---|---|---|---|");
    for (const r of rows)
      console.log(
        `| ${r.kind} | ${r.language} | \`${r.path}\` | ${r.before["390x844"]!.br} | ${r.before["1280x800"]!.br} | ${r.afterUse.br} (${r.afterUse.gz}) | ${r.files.length} |`,
      );
    const content = rows.filter((r) => !isAppPage(r));
    const worst = content.reduce((a, b) => (b.afterUse.br > a.afterUse.br ? b : a));
    const worstBefore = Math.max(...content.flatMap((r) => Object.values(r.before).map((b) => b.br)));
    console.log(`\nworst after use: ${worst.afterUse.br} KB br (${worst.path}); worst before interaction: ${worstBefore} KB br`);
    // The files behind the figures that have targets of their own: the worst content page's and the apps'.
    for (const r of [worst, ...rows.filter((x) => isAppPage(x))]) console.log(`\nfiles of ${r.path}: ${r.files.join(" ")}`);
  } finally {
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
