import { BOOT_LOADER } from "./boot-loader";

/**
 * Runs the page loader in jsdom as a page would: `body` is the page's body, whose script `scriptId` is the
 * loader's tag (its data attributes). jsdom has no paint timing: the loader adds everything at once, as in a
 * browser without it. Its listeners stay on the document: run it once per test file.
 */
export function runLoader(body: string, scriptId: string): void {
  document.head.innerHTML = "";
  document.body.innerHTML = body;
  const tag = document.getElementById(scriptId);
  if (!tag) throw new Error(`no script #${scriptId} in the page`);
  Object.defineProperty(document, "currentScript", { value: tag, configurable: true });
  added.length = 0;
  // A mutation observer's callback runs at the end of the task that made the changes: one batch per task.
  new MutationObserver((records) => {
    added.push(records.flatMap((r) => Array.from(r.addedNodes, describe)));
    for (const wait of waiting.splice(0)) wait();
  }).observe(document, { childList: true, subtree: true });
  new Function(BOOT_LOADER)();
}

/** What the loader added, one list per task that added something (`link stylesheet /a.css`, `script module /b.js`). */
const added: string[][] = [];
const waiting: Array<() => void> = [];
const describe = (node: Node) => {
  const el = node as Element;
  if (el.tagName === "LINK") return `link ${el.getAttribute("rel")} ${el.getAttribute("href")}`;
  if (el.tagName === "SCRIPT") return `script ${el.getAttribute("type") ?? "classic"} ${el.getAttribute("src")}`;
  return el.tagName ?? node.nodeName;
};

/** Resolves with the loader's additions per task once `count` elements have been added (awaits the observer, no timer). */
export async function addedPerTask(count: number): Promise<string[][]> {
  while (added.flat().length < count) await new Promise<void>((resolve) => waiting.push(resolve));
  return added.map((batch) => [...batch]);
}

/** A click as the browser sends it; true when something prevented its default action (held it). */
export function click(el: Element): boolean {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event.defaultPrevented;
}
