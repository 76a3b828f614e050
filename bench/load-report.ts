import type { LoadReport } from "./load";
import type { RestartFigures } from "./restart";

/** The restart part (issue 39): what the writers were told, what the new server has, how the sockets came back. */
export function renderRestart(restart: RestartFigures | { error: string } | undefined): string[] {
  const head = [`### A graceful restart under writes`, ``];
  if (!restart) return [...head, `- Not measured in this run.`, ``];
  if ("error" in restart) return [...head, `- Failed: ${restart.error}`, ``];
  const r = restart;
  const codes = Object.entries(r.closeCodes)
    .map(([code, count]) => `${count} × ${code}`)
    .join(", ");
  return [
    ...head,
    `\`npm run serve\` on a database file; ${r.writers} writers post chat messages (each its own text) and ${r.sockets} signed-in tabs hold realtime sockets that reconnect 200 ms after a close; SIGTERM in the middle, then the same script again on the same file and port. ${r.seconds} s in all. Figures of one run on a shared, loaded machine (the times stretch with the load), not a pass/fail test.`,
    ``,
    `- Writes acknowledged (2xx): ${r.acknowledged}; present after the restart: ${r.acknowledgedPresent}; lost: ${r.acknowledged - r.acknowledgedPresent}.`,
    `- Answered 5xx by the server: ${r.answered5xx}; other non-2xx: ${r.answeredOther}.`,
    `- No answer (refused while no server listened, or cut off): ${r.noAnswer}, of which stored anyway: ${r.noAnswerStored}.`,
    `- SIGTERM to exit: ${r.stopMs} ms (exit code ${r.exitCode ?? "none"}); SIGTERM to the new server listening: ${r.downMs} ms.`,
    `- Sockets: closes ${codes || "none"}; ${r.reconnected} of ${r.sockets} reconnected, the slowest ${r.reconnectMaxMs} ms after its close.`,
    ``,
  ];
}

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
    ...renderRestart(load.restart),
  ];
}
