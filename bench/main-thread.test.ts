import { mainThreadTime, type TraceEvent } from "./main-thread";

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: "thread_name", ph: "M", pid, tid, ts: 0, args: { name } });
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs: number): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

it("sums the wall and CPU time of the busiest renderer main thread's tasks from its navigation on", () => {
  const events: TraceEvent[] = [
    thread(1, 1, "CrBrowserMain"),
    thread(2, 7, "CrRendererMain"), // the about:blank renderer a COOP page leaves
    thread(3, 9, "CrRendererMain"),
    thread(3, 10, "Compositor"),
    task(1, 1, 100, 50, 50),
    task(2, 7, 100, 30, 30),
    task(3, 9, 500, 99, 99), // before the page's navigation
    { name: "navigationStart", ph: "R", pid: 3, tid: 9, ts: 1000 },
    task(3, 9, 1000, 30.2, 15.9),
    task(3, 9, 2000, 18.1, 9.7),
    task(3, 9, 3000, 1.4, 1.4),
    task(3, 10, 3000, 80, 80),
    { name: "Layout", ph: "X", pid: 3, tid: 9, ts: 1100, dur: 5000, tdur: 5000 },
  ];
  expect(mainThreadTime(events)).toEqual({ wallMs: 50, cpuMs: 27 });
});

it("gives no figure for a trace without the page's thread or without thread times", () => {
  expect(mainThreadTime([thread(1, 1, "CrBrowserMain"), task(1, 1, 0, 10, 10)])).toBeNull();
  const noCpu = { ...task(3, 9, 0, 10, 0), tdur: undefined };
  expect(mainThreadTime([thread(3, 9, "CrRendererMain"), noCpu])).toBeNull();
});
