import type { LoadReport } from "./load";

/** The load section of bench/report.md (issue 15). */
export function renderLoad(load: LoadReport | undefined): string[] {
  const head = [`## Load on loopback (\`npm run serve\`, in-memory sandbox)`, ``];
  if (!load) return [...head, `- Not measured in this run (\`npm run bench:load\` measures only this part).`, ``];
  if ("error" in load) return [...head, `- Failed: ${load.error}`, ``];
  const s = load.sockets;
  return [
    ...head,
    `Each run: ${load.runs[0]?.connections ?? 0} keep-alive connections for ${load.runs[0]?.seconds ?? 0} s from the bench process on the same machine (client and server share its cores), after a 1 s warm-up; the content page is asked with \`accept-encoding: br, gzip\` and served from the build's .br file.${load.loadAverage ? ` Load average (1 / 5 / 15 min) when it started: ${load.loadAverage.join(" / ")}.` : ""}`,
    ``,
    `| request | path | requests/s | p50 | p99 | non-2xx | errors |`,
    `|---|---|---|---|---|---|---|`,
    ...load.runs.map((r) => `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.non2xx} | ${r.errors} |`),
    ``,
    `- Server memory (RSS): ${load.rssStartMb} MB at start; ${s.rssBeforeMb} MB before ${s.sockets} signed-in WebSockets (${s.opened} opened in ${s.openMs} ms), ${s.rssOpenMb} MB with them open, ${s.rssAfterMb} MB after all were closed.`,
    ``,
  ];
}
