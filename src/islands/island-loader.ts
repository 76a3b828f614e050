import type { IslandData, IslandDefinition } from "./define";
import { isHeldKey, keyInit } from "./held-keys";

// The part of the boot script that starts islands (decision 078). No React here: React, the island's code
// and its strings arrive when the island is started.

type Entry = () => Promise<{ default: IslandDefinition<object> }>;
type Mount = () => Promise<{ mountIsland: (el: Element, def: IslandDefinition<object>, data: IslandData) => unknown }>;

/**
 * How far below (or above) the viewport a "near" island starts loading once the visitor scrolls. Here, not in
 * define.ts (which every island imports): the boot script imports nothing it shares with islands (decision 118).
 */
const NEAR_MARGIN_PX = 300;

/** Events inside a waiting island that start it (the visitor is using it or about to). */
const START_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

type Pending =
  { type: "click"; target: HTMLElement } | { type: "keydown"; target: HTMLElement; init: KeyboardEventInit } | { type: "submit"; target: HTMLFormElement };

/**
 * The HTML element an event happened on: a tap on a button's icon has the SVG `<path>` as its target, which
 * has no `click()` (and is no HTMLElement); the button around it is what was pressed.
 */
export const htmlElementOf = (target: EventTarget | null): HTMLElement | null => {
  let el = target instanceof Element ? target : null;
  while (el && !(el instanceof HTMLElement)) el = el.parentElement;
  return el;
};

/**
 * Starts every `[data-island]` root of the page on first interaction inside it, or (for "near" islands)
 * when it comes within NEAR_MARGIN_PX of the viewport after the visitor has scrolled; a "boot" island only
 * when the boot script starts it by name (the returned function). A click, an action
 * key or a submit that happens before the island is live is held back and replayed on the same element
 * once React has the root; text typed meanwhile stays in the fields (hydration keeps the DOM).
 */
export function startIslands(
  entries: Record<string, Entry>,
  mount: Mount,
  { companions = {}, doc = document }: { companions?: Record<string, string[]>; doc?: Document } = {},
): (name: string) => void {
  const roots = Array.from(doc.querySelectorAll<HTMLElement>("[data-island]"));
  const startByName = (name: string) => roots.filter((r) => r.dataset.island === name).forEach((r) => start(r));
  const pending = new Map<HTMLElement, Pending[]>();

  const start = (root: HTMLElement) => {
    if (root.dataset.state) return;
    const load = entries[root.dataset.island ?? ""];
    const script = root.nextElementSibling;
    if (!load || !(script instanceof HTMLScriptElement)) return;
    root.dataset.state = "loading";
    // Islands that show one thing in two places (the chat's button and the header's unread count).
    for (const other of companions[root.dataset.island ?? ""] ?? []) startByName(other);
    Promise.all([mount(), load(), islandData(script)])
      .then(([{ mountIsland }, entry, data]) => {
        mountIsland(root, entry.default, data);
        root.dataset.state = "live";
        failedNotice(root, false);
        const held = pending.get(root) ?? [];
        pending.delete(root);
        for (const p of held) replay(p);
      })
      .catch((error: unknown) => {
        // The static HTML stays (links and text work); the next interaction tries again.
        delete root.dataset.state;
        pending.delete(root);
        failedNotice(root, true);
        console.error("Island failed to load:", root.dataset.island, error);
      });
  };

  const rootOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null);
  // An island the boot script starts itself ("boot", decision 122) is static HTML until then: nothing held back.
  const notStarted = (root: HTMLElement) => root.dataset.when === "boot" && !root.dataset.state;
  const hold = (root: HTMLElement, p: Pending) => pending.set(root, [...(pending.get(root) ?? []), p]);

  for (const root of roots) {
    if (root.dataset.when === "boot") continue;
    for (const type of START_EVENTS) root.addEventListener(type, () => start(root), { once: true, passive: true });
  }
  // Held back in the capture phase, before the (not yet live) island or the browser acts on them.
  doc.addEventListener(
    "click",
    (event) => {
      const root = rootOf(event.target);
      const target = htmlElementOf(event.target);
      if (!root || root.dataset.state === "live" || notStarted(root) || !target) return;
      // Links work without the island: a click on one is the browser's to follow.
      if (target.closest("a[href]")) return;
      // A radio or a checkbox changes at once, as the visitor expects; the island takes the change when it
      // hydrates (typed-before-hydration.ts). Arrow keys in a radio group click too.
      if (target instanceof HTMLInputElement && (target.type === "radio" || target.type === "checkbox")) return;
      event.preventDefault();
      event.stopPropagation();
      hold(root, { type: "click", target });
      start(root);
    },
    true,
  );
  doc.addEventListener(
    "keydown",
    (event) => {
      const root = rootOf(event.target);
      if (!root || root.dataset.state === "live" || notStarted(root) || !isHeldKey(event)) return;
      event.preventDefault();
      hold(root, { type: "keydown", target: event.target, init: keyInit(event) });
      start(root);
    },
    true,
  );
  doc.addEventListener(
    "submit",
    (event) => {
      const root = rootOf(event.target);
      if (!root || root.dataset.state === "live" || notStarted(root) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopPropagation();
      hold(root, { type: "submit", target: event.target });
      start(root);
    },
    true,
  );

  const near = roots.filter((r) => r.dataset.when === "near");
  if (near.length && typeof IntersectionObserver === "function") {
    // Not merely because it is in the first screen: only once the visitor scrolls.
    const watch = () => {
      const observer = new IntersectionObserver(
        (list) => {
          for (const e of list) {
            if (!e.isIntersecting) continue;
            observer.unobserve(e.target);
            start(e.target as HTMLElement);
          }
        },
        { rootMargin: `${NEAR_MARGIN_PX}px 0px` },
      );
      near.forEach((r) => observer.observe(r));
    };
    window.addEventListener("scroll", watch, { once: true, passive: true });
  }
  return startByName;
}

/** A data file of an island (decision 133: strings and long props are shared files, not in the page). */
const dataFile = (src: string): Promise<unknown> =>
  fetch(src).then((response) => {
    if (!response.ok) throw new Error(`${src}: ${response.status}`);
    return response.json();
  });

/** The island's data from the JSON after its root, with what it refers to fetched (beside the island's code). */
export async function islandData(script: HTMLScriptElement): Promise<IslandData> {
  const data = JSON.parse(script.textContent ?? "{}") as IslandData;
  const { refs } = data;
  if (!refs) return data;
  const [strings, props] = await Promise.all([refs.strings ? dataFile(refs.strings) : data.i18n.strings, refs.props ? dataFile(refs.props) : data.props]);
  return { ...data, props: props as IslandData["props"], i18n: { ...data.i18n, strings: strings as IslandData["i18n"]["strings"] } };
}

/**
 * A press on an island whose code did not arrive did nothing, and said nothing: the visitor learns it here,
 * under the island (after its data script, which the loader finds as the root's next sibling), with the
 * root's `data-failed` text in the page's language. Chromium keeps a module that failed to arrive as failed
 * for the page's life (whatwg/html#6768), so the next use may fail the same way until the page is reloaded;
 * a reload keeps what was typed (the browser restores the fields), as the text says. Gone once it loads.
 */
function failedNotice(root: HTMLElement, show: boolean): void {
  const anchor = root.nextElementSibling ?? root;
  const current = anchor.nextElementSibling?.classList.contains("island-failed") ? anchor.nextElementSibling : null;
  if (!show) return current?.remove();
  if (current || !root.dataset.failed) return;
  const notice = root.ownerDocument.createElement("p");
  notice.className = "island-failed";
  notice.setAttribute("role", "alert");
  notice.textContent = root.dataset.failed;
  anchor.after(notice);
}

function replay(p: Pending): void {
  if (!p.target.isConnected) return;
  if (p.type === "click") p.target.click();
  else if (p.type === "submit") p.target.requestSubmit();
  else p.target.dispatchEvent(new KeyboardEvent("keydown", p.init));
}
