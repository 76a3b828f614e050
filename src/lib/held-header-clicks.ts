const CONTROLS = [".nav-toggle", ".product-menu__button"];

/**
 * Clicks on a client app's header controls (the menu button, the product menu) made before React ran: the
 * page's loader held them in `window.__heldApp` by control (src/build/boot-loader.ts, decision 149). Called
 * once React has rendered the page: from then on the loader holds nothing, and each held click is replayed,
 * in order, on the live control of its kind, the one that is shown. An auth screen's app commits its screen
 * after this call (its page renders in a later commit, and the static frame is gone by then, not hydrated):
 * what has no live control yet waits for it, `waitMs` at most. Resolves with the number of clicks replayed.
 */
export function replayHeldHeaderClicks(win: Window = window, waitMs = 10_000): Promise<number> {
  const w = win as unknown as { __heldApp?: string[] | null };
  const pending = (w.__heldApp ?? []).filter((control) => CONTROLS.includes(control));
  w.__heldApp = null;
  let replayed = 0;
  const live = (control: string) =>
    Array.from(win.document.querySelectorAll<HTMLElement>(`.site-header ${control}`)).find((el) => el.getClientRects().length > 0);
  /** Clicks what can be clicked now, in order; true once nothing is left. */
  const flush = () => {
    for (let control = pending[0]; control !== undefined; control = pending[0]) {
      const target = live(control);
      if (!target) return false;
      pending.shift();
      target.click();
      replayed++;
    }
    return true;
  };
  if (flush()) return Promise.resolve(replayed);
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(replayed);
    };
    const observer = new MutationObserver(() => {
      if (flush()) done();
    });
    observer.observe(win.document.body, { childList: true, subtree: true });
    const timer = setTimeout(done, waitMs);
  });
}
