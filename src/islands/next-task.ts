// The page's wiring runs in short tasks (decision 130): Lighthouse counts every task over 50 ms after the
// first paint as blocking (on its 4× slower CPU), and a visitor's tap waits for the task in progress.

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (the rest keeps its place ahead
 * of other queued work), else a MessageChannel message (a new task without setTimeout's clamping), else
 * a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== "function") return void setTimeout(resolve, 0);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `steps` one per task, in order; a step that throws does not stop the others. */
export async function inTurn(steps: Array<() => void>): Promise<void> {
  for (const step of steps) {
    await nextTask();
    try {
      step();
    } catch (error) {
      console.error(error);
    }
  }
}

/**
 * Runs `run` at the browser's next idle moment (at the latest after `timeout` ms, when given), or in a later task
 * where the browser has no idle callbacks (Safari). Returns its cancel.
 */
export function whenIdle(run: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
    // A page whose idle callbacks were replaced (a test) may lack the cancel.
    return () => window.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}
