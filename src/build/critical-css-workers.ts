import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type Beasties from "beasties";

// The critical CSS of the static pages in worker threads (decision 255). Beasties is synchronous CPU work for most of
// its 40 ms a page (parsing the page and matching every rule of the stylesheet against it); on the main thread the
// step used one core of two. Each worker builds its own Beasties from the same options and is sent one page at a
// time; the page's HTML goes in and Beasties' output comes back, so what a page gets is what the main thread's
// Beasties gives it (criticalCssOf reads the CSS out of it in the main thread either way).

type BeastiesOptions = NonNullable<ConstructorParameters<typeof Beasties>[0]>;

/** A pool of Beasties in worker threads: `process` as Beasties' own; `close` ends the threads (always call it). */
export type CriticalCssPool = Pick<Beasties, "process"> & { readonly threads: number; close(): Promise<void> };

/** The worker's file: plain JavaScript beside this one (Parcel compiles gatsby-node with `__dirname` as the source folder). */
const WORKER_FILE = path.join(__dirname, "critical-css-worker.mjs");

/** Threads for the critical CSS: one per core the process may use (two on the build machine). */
export const criticalCssThreads = () => Math.max(1, os.availableParallelism());

type Pending = { resolve: (out: string) => void; reject: (error: Error) => void };
type Reply = { id: number; out?: string; error?: string };

export function criticalCssWorkers(options: BeastiesOptions, threads = criticalCssThreads()): CriticalCssPool {
  const workers = Array.from({ length: Math.max(1, threads) }, () => {
    const worker = new Worker(WORKER_FILE, { workerData: { options } });
    const pending = new Map<number, Pending>();
    const fail = (error: Error) => {
      for (const p of pending.values()) p.reject(error);
      pending.clear();
    };
    worker.on("message", ({ id, out, error }: Reply) => {
      const p = pending.get(id);
      pending.delete(id);
      if (error !== undefined || out === undefined) p?.reject(new Error(`critical CSS worker: ${error ?? "no output"}`));
      else p?.resolve(out);
    });
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`critical CSS worker exited (code ${code}) with pages in hand`)));
    return { worker, pending };
  });
  let nextId = 0;
  return {
    threads: workers.length,
    process(html: string) {
      // The least busy thread: the caller keeps a page or two queued per thread, so none waits while another has a backlog.
      const target = workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        target.pending.set(id, { resolve, reject });
        target.worker.postMessage({ id, html });
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
