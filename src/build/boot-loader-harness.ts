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
  new Function(BOOT_LOADER)();
}

/** A click as the browser sends it; true when something prevented its default action (held it). */
export function click(el: Element): boolean {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event.defaultPrevented;
}
