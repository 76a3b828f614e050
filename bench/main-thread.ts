// The page's main-thread time in a Lighthouse run's trace, as wall time and as the thread's own CPU time
// (decision 273). Lantern multiplies each observed task's wall time; on a machine whose cores are shared (the
// bench's Chrome, Lighthouse and the site's server on 2 cores) a task's wall time also holds the time the thread
// waited for a core. The CPU time is the page's own work. No imports: bench/lighthouse-child.mjs loads this file
// with Node's own type stripping, and the unit tests with Jest's.

/** The fields of a Chrome trace event this module reads. */
export type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

export type MainThreadTime = { wallMs: number; cpuMs: number };

const RENDERER_MAIN = "CrRendererMain";

/**
 * The sums over the top-level tasks of the page's main thread from its navigation on: the renderer main thread
 * that ran the most tasks (a page that needs a new renderer, such as one sent with COOP, leaves the first one
 * nearly idle). Null when the trace has no such thread or no thread times (`tdur`), never a zero.
 */
export function mainThreadTime(events: readonly TraceEvent[]): MainThreadTime | null {
  const mains = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === RENDERER_MAIN).map((e) => `${e.pid}:${e.tid}`));
  const tasks = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name !== "RunTask" || e.ph !== "X" || !mains.has(thread)) continue;
    const list = tasks.get(thread);
    if (list) list.push(e);
    else tasks.set(thread, [e]);
  }
  const busiest = [...tasks.values()].sort((a, b) => b.length - a.length)[0];
  if (!busiest) return null;
  const pid = busiest[0]!.pid;
  const start = events.find((e) => e.name === "navigationStart" && e.pid === pid)?.ts ?? -Infinity;
  const own = busiest.filter((e) => e.ts >= start);
  if (own.length === 0 || own.some((e) => typeof e.dur !== "number" || typeof e.tdur !== "number")) return null;
  const sum = (key: "dur" | "tdur") => Math.round(own.reduce((total, e) => total + (e[key] ?? 0), 0) / 1000);
  return { wallMs: sum("dur"), cpuMs: sum("tdur") };
}
