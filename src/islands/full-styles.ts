// The full stylesheet of a static content page, kept out of the reader's way (decision 133). The page
// carries its critical CSS (decision 128: every rule whose selector matches an element of the page, plus
// the states the wiring sets without the visitor, static-pages.ts `ALWAYS_CRITICAL`); the loader links the
// full sheet(s) after the first paint with `media="not all"`, so the browser fetches and parses them but
// does not apply them: no restyle of the whole page in the first seconds. They are applied (`media`
// dropped) only when something may need a rule the critical CSS lacks: the visitor's first pointer, touch,
// key or focus, an island starting, a menu or tab acting on a held click (boot.ts).

/** The `media` the loader gives the full sheets until they are applied (boot-loader.ts, the same literal). */
export const HELD_MEDIA = "not all";

/** How long a held interaction waits for a sheet that has not loaded (a failed load fires no event once missed). */
const LOAD_WAIT_MS = 3000;

/**
 * The page's full stylesheets (the links the loader holds with HELD_MEDIA): `apply()` applies them once they
 * have loaded and says so by its promise; `applied()` is true once they are. A sheet that fails to load is
 * applied anyway (its link applies nothing): the page keeps its critical CSS.
 */
export function fullStyles(doc: Document = document): { apply: () => Promise<void>; applied: () => boolean } {
  let done = false;
  let applying: Promise<void> | null = null;
  const apply = () =>
    (applying ??= (() => {
      const links = Array.from(doc.querySelectorAll<HTMLLinkElement>(`link[media="${HELD_MEDIA}"]`));
      const show = () => {
        for (const link of links) link.removeAttribute("media");
        done = true;
      };
      const waits = links.filter((link) => !link.sheet).map((link) => new Promise((resolve) => (link.onload = link.onerror = resolve)));
      // Loaded already (the usual case by the first interaction): applied in this task, before the event's
      // own effect (a menu opening on the click that follows this pointerdown) is painted.
      if (!waits.length) return Promise.resolve(show());
      return Promise.race([Promise.all(waits), new Promise((resolve) => window.setTimeout(resolve, LOAD_WAIT_MS))]).then(show);
    })());
  return { apply, applied: () => done };
}
