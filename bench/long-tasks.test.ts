import { blockingMs, longTasks, type TraceEvent } from "./long-tasks";

// bench/long-tasks.ts: a task's time split by kind from a trace (self time: an event's own duration minus
// its children's; Blink's unnamed trace points count as the kind they are inside).

const main = { pid: 1, tid: 7 };
const x = (name: string, ts: number, dur: number, data?: Record<string, unknown>, on = main): TraceEvent => ({
  name,
  ph: "X",
  ts,
  dur,
  ...on,
  ...(data ? { args: { data } } : {}),
});
const thread = (tid: number, name: string): TraceEvent => ({ name: "thread_name", ph: "M", ts: 0, pid: 1, tid, args: { name } });

it("splits each task of 50 ms or more into parse, style, layout, paint and script by URL, on the renderer's main thread", () => {
  const ms = 1000;
  const events: TraceEvent[] = [
    thread(7, "CrRendererMain"),
    thread(9, "Compositor"),
    // A 120 ms rendering task: parse 20 (with a 5 ms script inside), style 30, layout 40 of which 25 in a Blink trace point, paint 20.
    x("RunTask", 0, 120 * ms),
    x("ParseHTML", 0, 20 * ms),
    x("EvaluateScript", 10 * ms, 5 * ms, { url: "https://site/boot.js" }),
    x("UpdateLayoutTree", 20 * ms, 30 * ms),
    x("Layout", 50 * ms, 40 * ms),
    x("InlineNode::ShapeText", 55 * ms, 25 * ms),
    x("Paint", 90 * ms, 20 * ms),
    // A short task: not long.
    x("RunTask", 200 * ms, 30 * ms),
    x("FunctionCall", 200 * ms, 30 * ms, { url: "https://site/" }),
    // A 60 ms task of an inline script's function.
    x("RunTask", 300 * ms, 60 * ms),
    x("FunctionCall", 300 * ms, 58 * ms, { url: "https://site/" }),
    // Another thread's long task is not the page's.
    x("RunTask", 0, 500 * ms, undefined, { pid: 1, tid: 9 }),
  ];
  const tasks = longTasks(events);
  expect(tasks.map((t) => t.ms)).toEqual([120, 60]);
  const [render, script] = tasks;
  expect(render!.byKind).toEqual({ "parse HTML": 15, script: 5, style: 30, layout: 40, paint: 20, other: 10 });
  expect(render!.scripts).toEqual({ "https://site/boot.js": 5 });
  expect(script!.byKind).toEqual({ script: 58, other: 2 });
  expect(script!.scripts).toEqual({ "https://site/": 58 });
  expect(blockingMs(tasks)).toBe(70 + 10);
});
