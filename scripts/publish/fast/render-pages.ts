// The changed pages of a fast publish rendered and post-processed (decision 230's steps 3 and 4), in this process or
// in two (decision 253): an edit shown on many pages (an article listed as related on a thousand others) spends most
// of its time here, one page after another on one core. With many pages a second process (render-child.ts) loads the
// same renderer once and takes pages from the same queue as this one, a few at a time, so neither waits for the other
// however the machine's load falls on them. Each page's files are its own; the island data files (named by their
// bytes' hash) are gathered here and written once, in the order one process would have met them, so the new build
// and the list of files replaced are the same whichever process rendered a page.
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { criticalCssExtractor } from "../../../src/build/static-pages";
import { ISLAND_DATA_DIR } from "../../../src/build/island-data-files";
import { gatsbyRenderer } from "./gatsby-render";
import { pageDataFileOf, type PageDataFile } from "./page-data";
import { FastPathUnavailable, finishStaticPage, islandsBootOf } from "./page-steps";
import { replaceIfChanged } from "./output-files";

/** One changed page: its path, its new page data (Gatsby's text), and its live HTML file. */
export type RenderJob = { path: string; text: string; liveHtml: string };

/** What rendering a page wrote: its files replaced (page data, HTML: those that differed), the island data it refers to. */
export type RenderedPage = { files: string[]; dataFiles: Array<[string, string]> };

/** From this many changed pages on, two processes render them (fewer: the second's start costs more than it saves). */
export const SECOND_PROCESS_FROM = 40;

/** Pages handed out at a time: small enough that both processes end together, large enough to keep messages few. */
const BATCH = 4;

/** Pages whose files are still being written (and compressed, in libuv's threads) while the next page renders. */
const WRITES_IN_FLIGHT = 4;

/**
 * Renders one page at a time against the live build (the renderer loaded once); a page's files are written into
 * the new build while the next one renders: it resolves when the page is rendered, with the promise of its files.
 */
export async function pageRendererFor(projectDir: string, liveDir: string, workDir: string) {
  const render = await gatsbyRenderer(projectDir, liveDir, workDir);
  const beasties = await criticalCssExtractor(liveDir);
  const pending = new Set<Promise<unknown>>();
  return async (job: RenderJob, newDir: string): Promise<{ written: Promise<RenderedPage> }> => {
    // A bound on the writes in flight: the renderer does not run ahead of the compression by more than a few pages.
    while (pending.size >= WRITES_IN_FLIGHT) await Promise.race(pending);
    const rel = path.relative(liveDir, job.liveHtml).split(path.sep).join("/");
    const dataFiles = new Map<string, string>();
    const html = await finishStaticPage(
      await render(job.path, JSON.parse(job.text) as PageDataFile),
      rel,
      job.path,
      liveDir,
      islandsBootOf(await readFile(job.liveHtml, "utf8"), rel),
      beasties,
      dataFiles,
    );
    const dataRel = path.relative(newDir, pageDataFileOf(newDir, job.path)).split(path.sep).join("/");
    const written = Promise.all([replaceIfChanged(newDir, dataRel, job.text), replaceIfChanged(newDir, rel, html)]).then(([data, page]) => ({
      files: [...(data ? [dataRel] : []), ...(page ? [rel] : [])],
      dataFiles: [...dataFiles],
    }));
    const tracked: Promise<unknown> = written.then(
      () => pending.delete(tracked),
      () => pending.delete(tracked),
    );
    pending.add(tracked);
    return { written };
  };
}

/** Messages between this process and render-child.ts. */
export type ToChild = { jobs: Array<{ at: number; job: RenderJob }>; newDir: string } | { end: true };
export type FromChild = { ready: true } | { done: Array<{ at: number; page: RenderedPage }> } | { error: { name: string; message: string; stack?: string } };

/** A second rendering process, started early (its start overlaps this process's other steps); see renderChangedPages. */
export type SecondRenderer = { child: ChildProcess; ready: Promise<void>; exited: Promise<string>; workDir: string };

export function startSecondRenderer(projectDir: string, liveDir: string): SecondRenderer {
  // The child's folder for the renderer's links and stitched pages: made and removed here, so a child killed leaves none.
  const workDir = mkdtempSync(path.join(os.tmpdir(), "fast-render-child-"));
  const child = fork(path.join(__dirname, "render-child.ts"), [projectDir, liveDir, workDir], {
    cwd: projectDir,
    // tsx's loader, whatever ran this process (tsx's own command, or Jest).
    execArgv: ["--import", "tsx"],
    env: { ...process.env, NODE_ENV: "production", gatsby_executing_command: "build" },
    // Its output goes to this process's stderr: stdout is the fast path's report (fast-publish-main.ts).
    stdio: ["ignore", 2, 2, "ipc"],
  });
  const exited = new Promise<string>((resolve) => {
    child.on("exit", (code, signal) => resolve(`the second renderer exited (${signal ?? code})`));
    child.on("error", (error) => resolve(`the second renderer failed to start: ${error.message}`));
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.on("message", (message: FromChild) => {
      if ("ready" in message) resolve();
      else if ("error" in message) reject(errorOf(message.error));
    });
    void exited.then((why) => reject(new Error(why)));
  });
  // Not awaited until the pages: a child that fails to start must not be an unhandled rejection meanwhile.
  ready.catch(() => undefined);
  return { child, ready, exited, workDir };
}

/**
 * The child gone and its folder removed. Called when it holds no batch (it was told to end, or is still starting:
 * nothing of it is waited for) or after a failure (the new build is thrown away): killed if still there.
 */
export async function stopSecondRenderer({ child, workDir }: SecondRenderer): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await rm(workDir, { recursive: true, force: true });
}

function errorOf({ name, message, stack }: { name: string; message: string; stack?: string }): Error {
  const error = name === "FastPathUnavailable" ? new FastPathUnavailable(message) : new Error(message);
  if (stack) error.stack = stack;
  return error;
}

/**
 * Renders the changed pages into `newDir` and writes their island data files; returns the files replaced, in the
 * order one process rendering the pages in `jobs`' order gives. `second`: a second process (startSecondRenderer)
 * that takes pages from the same queue; it is ended (or killed on a failure) before this returns.
 */
export async function renderChangedPages(
  projectDir: string,
  liveDir: string,
  newDir: string,
  jobs: readonly RenderJob[],
  second?: SecondRenderer,
  /** The second process gets the first pages before this one takes any (tests: so that both render, whatever the load). */
  secondFirst = false,
): Promise<{ files: string[]; byChild: number }> {
  const results: RenderedPage[] = new Array<RenderedPage>(jobs.length);
  let next = 0;
  const take = () => {
    const batch = jobs.slice(next, next + BATCH).map((job, i) => ({ at: next + i, job }));
    next += batch.length;
    return batch;
  };
  let byChild = 0;
  const child = second
    ? childRenders(second, newDir, take, (at, page) => {
        results[at] = page;
        byChild += 1;
      })
    : { done: Promise.resolve(), stopIfIdle: () => {}, served: Promise.resolve() };
  // If this process fails first, the child is killed (finally) and its promise's rejection is expected.
  child.done.catch(() => undefined);
  const workDir = await mkdtemp(path.join(os.tmpdir(), "fast-render-"));
  const cwd = process.cwd();
  try {
    const renderPage = await pageRendererFor(projectDir, liveDir, workDir);
    if (secondFirst) await child.served;
    const writes: Array<Promise<void>> = [];
    try {
      for (let batch = take(); batch.length; batch = take())
        for (const { at, job } of batch) {
          const { written } = await renderPage(job, newDir);
          const stored = written.then((page) => void (results[at] = page));
          // Awaited below; a failure meanwhile must not be an unhandled rejection.
          stored.catch(() => undefined);
          writes.push(stored);
        }
    } finally {
      // Nothing of this process still writing when it returns or fails.
      await Promise.allSettled(writes);
    }
    await Promise.all(writes);
    child.stopIfIdle();
    await child.done;
  } finally {
    process.chdir(cwd);
    if (second) await stopSecondRenderer(second);
    await rm(workDir, { recursive: true, force: true });
  }
  const files = results.flatMap((r) => r.files);
  const dataFiles = new Map<string, string>();
  for (const { dataFiles: pageData } of results) for (const [file, text] of pageData) if (!dataFiles.has(file)) dataFiles.set(file, text);
  for (const [file, data] of dataFiles) {
    const rel = file.replace(/^\//, "");
    if (!rel.startsWith(`${ISLAND_DATA_DIR}/`)) throw new Error(`An island data file outside ${ISLAND_DATA_DIR}: ${file}`);
    if (await replaceIfChanged(newDir, rel, data)) files.push(rel);
  }
  return { files, byChild };
}

/**
 * Feeds the child batches from the queue until it is empty. `done` resolves when every batch it took is back;
 * `stopIfIdle` (this process has emptied the queue) resolves it at once when the child holds no batch (it may still
 * be starting: it is not waited for, and is killed with nothing written).
 */
function childRenders(
  { child, ready, exited }: SecondRenderer,
  newDir: string,
  take: () => Array<{ at: number; job: RenderJob }>,
  put: (at: number, page: RenderedPage) => void,
): { done: Promise<void>; stopIfIdle: () => void; served: Promise<void> } {
  let stopIfIdle = () => {};
  let wasServed = () => {};
  const served = new Promise<void>((resolve) => (wasServed = resolve));
  // No bound of its own: the fast path's process is bounded by the publish service (fast-runner.ts), and a child whose
  // parent is gone loses its IPC channel and exits (render-child.ts).
  const done = new Promise<void>((resolve, reject) => {
    let settled = false;
    // Batches sent and not yet back: two at a time, so the child renders one while the other's files are written.
    let holding = 0;
    const finish = (error?: Error) => {
      wasServed();
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve();
    };
    const send = () => {
      const jobs = take();
      if (jobs.length) {
        holding += 1;
        child.send({ jobs, newDir } satisfies ToChild);
        wasServed();
      } else if (holding === 0) {
        child.send({ end: true } satisfies ToChild);
        finish();
      }
    };
    stopIfIdle = () => {
      if (holding === 0) finish();
    };
    child.on("message", (message: FromChild) => {
      if ("done" in message) {
        holding -= 1;
        for (const { at, page } of message.done) put(at, page);
        send();
      } else if ("error" in message) finish(errorOf(message.error));
    });
    void exited.then((why) => finish(new Error(why)));
    ready.then(() => {
      if (settled) return;
      send();
      send();
    }, finish);
  });
  return { done, stopIfIdle, served };
}
