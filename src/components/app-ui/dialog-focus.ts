/**
 * Tab stops of a modal dialog. A native modal <dialog> makes the page behind inert, but Chromium lets
 * Tab leave the last control for the browser's own UI; the Dialog wraps it back to the first control
 * (and Shift+Tab from the first to the last), so the focus stays in the dialog (WCAG 2.4.3, issue 8).
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest("[inert]"));
}

/** A radio group is one Tab stop: any radio of the group stands for it. */
const sameStop = (a: Element | null, b: HTMLElement): boolean =>
  a === b ||
  (a instanceof HTMLInputElement &&
    b instanceof HTMLInputElement &&
    a.type === "radio" &&
    b.type === "radio" &&
    !!a.name &&
    a.name === b.name &&
    a.form === b.form);

/** Where Tab (or Shift+Tab) must go instead of leaving `root`, or null to let the browser move on. */
export function wrapTarget(root: HTMLElement, active: Element | null, backwards: boolean): HTMLElement | null {
  const stops = tabStops(root);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return null;
  if (backwards) return active === root || sameStop(active, first) ? last : null;
  return sameStop(active, last) ? first : null;
}
