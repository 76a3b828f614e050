// Issue 40: what a page's long tasks are made of. Reads a Chromium trace of a load (bench/long-tasks-run.ts
// records one with the CPU slowed; a Lighthouse trace works too) and splits every main-thread task of 50 ms or
// more into its self time per kind: parse HTML, style, layout, paint (pre-paint, paint, layerize, commit),
// script (by the URL of the script that ran), garbage collection, other. Blink's own trace points (e.g.
// `LocalFrameView::layout`, `IsolatedSVGDocumentHost::…`) count as the kind of the event they are inside.
// A diagnosis, never a test: its durations depend on the machine's load.

/** One trace event, as Chromium writes it; only complete events (ph "X", with `dur`) are read, and thread names (ph "M"). */
export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; stackTrace?: Array<{ url?: string }>; frame?: string } } & Record<string, unknown>;
};

/** What a task's self time is counted as. */
type Kind = "parse HTML" | "style" | "layout" | "paint" | "script" | "gc" | "other";

const KIND: Record<string, Kind> = {
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "style",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  ScheduleStyleRecalculation: "style",
  Layout: "layout",
  UpdateLayerTree: "paint",
  PrePaint: "paint",
  Paint: "paint",
  PaintImage: "paint",
  Layerize: "paint",
  Commit: "paint",
  CompositeLayers: "paint",
  RasterTask: "paint",
  EvaluateScript: "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  "V8.Execute": "script",
  MinorGC: "gc",
  MajorGC: "gc",
  "BlinkGC.AtomicPhase": "gc",
  "V8.GC_SCAVENGER": "gc",
};

export type TaskBreakdown = {
  start: number;
  ms: number;
  byKind: Partial<Record<Kind, number>>;
  scripts: Record<string, number>;
  others: Record<string, number>;
};

/** The main thread of the page's renderer: the thread named CrRendererMain with the most task time. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const names = events.filter((e) => e.ph === "M" && e.name === "thread_name" && (e.args as { name?: string } | undefined)?.name === "CrRendererMain");
  let best: { pid: number; tid: number; total: number } | null = null;
  for (const t of names) {
    const total = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === "RunTask").reduce((s, e) => s + (e.dur ?? 0), 0);
    if (!best || total > best.total) best = { pid: t.pid, tid: t.tid, total };
  }
  return best && { pid: best.pid, tid: best.tid };
}

/**
 * Every top-level task (`RunTask`) of at least `minMs` on the main thread, its self time split by kind (an event's
 * own duration minus its nested children's), script time also by the URL of the script that ran.
 */
export function longTasks(events: readonly TraceEvent[], minMs = 50): TaskBreakdown[] {
  const main = mainThread(events);
  if (!main) return [];
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && typeof e.dur === "number")
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = own.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= minMs * 1000);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const byKind: Partial<Record<Kind, number>> = {};
    const scripts: Record<string, number> = {};
    const others: Record<string, number> = {};
    // Self time: walk in start order with a stack of open events; each event's time goes to it minus its children's.
    const stack: Array<{ e: TraceEvent; kind: Kind; url: string; childUs: number }> = [];
    const close = (upTo: number) => {
      while (stack.length && stack[stack.length - 1]!.e.ts + (stack[stack.length - 1]!.e.dur ?? 0) <= upTo) {
        const top = stack.pop()!;
        const self = (top.e.dur ?? 0) - top.childUs;
        byKind[top.kind] = (byKind[top.kind] ?? 0) + self / 1000;
        if (top.kind === "script") scripts[top.url] = (scripts[top.url] ?? 0) + self / 1000;
        if (stack.length) stack[stack.length - 1]!.childUs += top.e.dur ?? 0;
      }
    };
    for (const e of inside) {
      close(e.ts);
      const parentUrl = stack.length ? stack[stack.length - 1]!.url : "";
      const url = e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || parentUrl || "(inline or unknown)";
      // An event of no known kind (Blink's own trace points) is part of the kind of the event it is inside.
      stack.push({ e, kind: KIND[e.name] ?? stack[stack.length - 1]?.kind ?? "other", url, childUs: 0 });
      if (!KIND[e.name]) others[e.name] = (others[e.name] ?? 0) + (e.dur ?? 0) / 1000;
    }
    close(Number.POSITIVE_INFINITY);
    const attributed = Object.values(byKind).reduce((s, v) => s + (v ?? 0), 0);
    const ms = (task.dur ?? 0) / 1000;
    byKind.other = (byKind.other ?? 0) + Math.max(0, ms - attributed);
    return { start: task.ts, ms, byKind, scripts, others };
  });
}

/** Total blocking time of the tasks: what each spends over 50 ms, summed. */
export const blockingMs = (tasks: readonly TaskBreakdown[]) => tasks.reduce((s, t) => s + Math.max(0, t.ms - 50), 0);
