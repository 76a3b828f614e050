// The keys an island that is not live yet holds back and replays once it is: one rule for the content pages' boot
// (island-loader.ts) and the app pages' <Island> (island.tsx, decision 246). It imports nothing, so the boot script
// still shares no chunk with islands (decision 118).

/** Keys whose action the island must perform: held back while it loads, then replayed. */
const ACTION_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End", "Escape", "PageUp", "PageDown"]);

const isTextEntry = (el: Element) =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "reset"].includes(el.type)) ||
  (el instanceof HTMLElement && el.isContentEditable);

/**
 * Controls whose keys change their own value (arrows on a radio group, a select, a slider): the browser
 * acts on them at once, and the island gets the change when it hydrates (typed-before-hydration.ts).
 * A replayed key would not do it: a key event made by script has no default action.
 */
const isNativeChoice = (el: Element) => el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "range"));

/**
 * An action key the island must see, not the browser: not text typed in a field (Enter there submits, and the
 * submit is held back), not a native choice's own keys, not Enter or Space on a button or a link (they make a
 * click, which is held back on its own).
 */
export function isHeldKey(event: KeyboardEvent): event is KeyboardEvent & { target: HTMLElement } {
  const el = event.target;
  if (!(el instanceof HTMLElement) || !ACTION_KEYS.has(event.key)) return false;
  if (isTextEntry(el) || isNativeChoice(el)) return false;
  return !((event.key === "Enter" || event.key === " ") && el.matches("button, a[href], input[type=submit], input[type=button], summary"));
}

/** What a replayed key event is made from. */
export const keyInit = (event: KeyboardEvent): KeyboardEventInit => ({
  key: event.key,
  code: event.code,
  shiftKey: event.shiftKey,
  altKey: event.altKey,
  ctrlKey: event.ctrlKey,
  metaKey: event.metaKey,
  bubbles: true,
  cancelable: true,
});
