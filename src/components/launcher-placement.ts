/**
 * The chat launcher never covers a primary action (issue 17): while a primary action (a large button,
 * a plan's Order, anything marked `data-primary-action`) passes under the launcher's corner, the
 * launcher steps aside (`data-yield` on it; support-chat.css hides it) and comes back when the action
 * has scrolled on. Text the visitor must read while acting is kept clear too (issue 37): the password hints,
 * and anything marked `data-keep-clear` (the checkout's password hint, its promo code's Apply). Plain DOM code: an IntersectionObserver whose root box is the launcher's own box.
 */
export const PRIMARY_ACTIONS = ".button--large, .plan-card__actions .button, [data-primary-action], .password-hints, [data-keep-clear]";

export type Box = { top: number; left: number; bottom: number; right: number };

/** Negative root margins that shrink the viewport to `box` grown by `pad` px on each side. */
export function rootMarginFor(box: Box, viewport: { width: number; height: number }, pad = 8): string {
  const px = (n: number) => `${Math.min(0, -Math.floor(n))}px`;
  return [px(box.top - pad), px(viewport.width - box.right - pad), px(viewport.height - box.bottom - pad), px(box.left - pad)].join(" ");
}

/** The placements running, per launcher, and how many callers hold each. */
const running = new WeakMap<HTMLElement, { holders: number; stop: () => void }>();

/**
 * Keeps `launcher` clear of the page's primary actions until the returned function is called. Several callers
 * may ask for the same launcher (an app page's layout for the server's button, then the launcher's island once
 * it has hydrated that button): one placement runs, until the last of them lets go.
 */
export function keepClearOfActions(launcher: HTMLElement, selector = PRIMARY_ACTIONS): () => void {
  let placement = running.get(launcher);
  if (!placement) {
    placement = { holders: 0, stop: place(launcher, selector) };
    running.set(launcher, placement);
  }
  const held = placement;
  held.holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--held.holders > 0) return;
    held.stop();
    running.delete(launcher);
  };
}

function place(launcher: HTMLElement, selector: string): () => void {
  const win = launcher.ownerDocument.defaultView;
  if (!win || typeof win.IntersectionObserver !== "function") return () => undefined;
  const under = new Set<Element>();
  let observer: IntersectionObserver | null = null;
  let frame = 0;

  const update = () => (under.size ? launcher.setAttribute("data-yield", "") : launcher.removeAttribute("data-yield"));
  const observe = () => {
    observer?.disconnect();
    under.clear();
    const rect = launcher.getBoundingClientRect();
    if (!rect.width || !rect.height) return update();
    observer = new win.IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) under.add(e.target);
          else under.delete(e.target);
        }
        update();
      },
      { rootMargin: rootMarginFor(rect, { width: win.innerWidth, height: win.innerHeight }) },
    );
    for (const el of launcher.ownerDocument.querySelectorAll(selector)) if (!launcher.contains(el)) observer.observe(el);
  };
  const schedule = () => {
    win.cancelAnimationFrame(frame);
    frame = win.requestAnimationFrame(observe);
  };
  // Islands add actions after load (the configurator's Order): watch the page for new elements. Only a change
  // that adds an action or removes one under the launcher re-measures: the account app's renders change
  // <main> in many frames, and a measure per frame was a forced layout each time (decision 126).
  const touches = (nodes: NodeList, hit: (el: Element) => boolean) => Array.from(nodes).some((n) => n instanceof win.Element && hit(n));
  const addsAction = (el: Element) => el.matches(selector) || el.querySelector(selector) !== null;
  const removesUnder = (el: Element) => Array.from(under).some((u) => el === u || el.contains(u));
  const mutations = new win.MutationObserver((records) => {
    if (records.some((r) => touches(r.addedNodes, addsAction) || touches(r.removedNodes, removesUnder))) schedule();
  });
  // The page's main content, and its header: the account entry's menu (kept clear while open) is added there once its
  // island starts.
  for (const root of launcher.ownerDocument.querySelectorAll("main, .site-header")) mutations.observe(root, { childList: true, subtree: true });
  win.addEventListener("resize", schedule);
  // At the next frame, whose layout the box is read after: no layout forced in the caller's task.
  schedule();
  return () => {
    win.cancelAnimationFrame(frame);
    observer?.disconnect();
    mutations.disconnect();
    win.removeEventListener("resize", schedule);
    launcher.removeAttribute("data-yield");
  };
}
