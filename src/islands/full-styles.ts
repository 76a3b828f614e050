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
 * The page's full stylesheets (`hrefs`, the loader tag's `data-css`): `apply()` applies them once they have
 * loaded and says so by its promise; `applied()` is true once they are. A sheet the loader has not added
 * yet (no paint reported so far) is added here. A sheet that fails to load is applied anyway (its link
 * applies nothing): the page keeps its critical CSS.
 */
export function fullStyles(hrefs: readonly string[], doc: Document = document): { apply: () => Promise<void>; applied: () => boolean } {
  let done = hrefs.length === 0;
  let applying: Promise<void> | null = done ? Promise.resolve() : null;
  const linkOf = (href: string) => {
    const found = Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).find((l) => l.getAttribute("href") === href);
    if (found) return found;
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.media = HELD_MEDIA;
    doc.head.appendChild(link);
    return link;
  };
  const loaded = (link: HTMLLinkElement) =>
    link.sheet
      ? null
      : new Promise<void>((resolve) => {
          link.addEventListener("load", () => resolve(), { once: true });
          link.addEventListener("error", () => resolve(), { once: true });
        });
  const applyAll = (links: HTMLLinkElement[]) => {
    for (const link of links) link.removeAttribute("media");
    done = true;
  };
  const apply = () => {
    if (applying) return applying;
    const links = hrefs.map(linkOf);
    const waits = links.map(loaded).filter((p): p is Promise<void> => p !== null);
    // Loaded already (the usual case by the first interaction): applied in this task, before the event's
    // own effect (a menu opening on the click that follows this pointerdown) is painted.
    if (waits.length === 0) {
      applyAll(links);
      applying = Promise.resolve();
    } else applying = Promise.race([Promise.all(waits), new Promise((resolve) => window.setTimeout(resolve, LOAD_WAIT_MS))]).then(() => applyAll(links));
    return applying;
  };
  return { apply, applied: () => done };
}
