import { createTypeahead } from "../../lib/typeahead";

/**
 * The header's phone menu as plain DOM wiring (no React), so a small script can wire the server's HTML
 * the same way the React header does. `button` toggles `panel` (aria-expanded, hidden); while open:
 * - focus is trapped: Tab and Shift+Tab cycle through the toggle and the panel's links, never leaving;
 * - Escape closes and puts the focus back on the toggle; a press outside or a followed link closes;
 * - ArrowDown/ArrowUp, Home/End move between the links, and letters jump by type-ahead (spec §9, 350 ms,
 *   src/lib/typeahead.ts), as in the products menu.
 * Returns a function that removes every listener.
 */
export function wireMenuPanel(button: HTMLButtonElement, panel: HTMLElement, onChange?: (open: boolean) => void): () => void {
  const typeahead = createTypeahead();
  const doc = button.ownerDocument;
  const items = () => Array.from(panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")).filter((el) => !el.closest("[hidden]"));
  const isOpen = () => button.getAttribute("aria-expanded") === "true";

  const set = (open: boolean, returnFocus: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
    doc.documentElement.classList.toggle("menu-open", open);
    if (open) items()[0]?.focus();
    else if (returnFocus) button.focus();
    onChange?.(open);
  };

  const onButtonClick = () => set(!isOpen(), false);

  const onKey = (event: KeyboardEvent) => {
    if (!isOpen()) return;
    const list = items();
    const ring: HTMLElement[] = [button, ...list];
    const current = ring.indexOf(doc.activeElement as HTMLElement);
    const focusItem = (index: number) => list[(index + list.length) % list.length]?.focus();
    const inList = current - 1;
    switch (event.key) {
      case "Escape":
        event.preventDefault();
        set(false, true);
        return;
      case "Tab": {
        event.preventDefault();
        const next = current < 0 ? 0 : (current + (event.shiftKey ? -1 : 1) + ring.length) % ring.length;
        ring[next]?.focus();
        return;
      }
      case "ArrowDown":
        event.preventDefault();
        focusItem(inList + 1);
        return;
      case "ArrowUp":
        event.preventDefault();
        focusItem(inList < 0 ? -1 : inList - 1);
        return;
      case "Home":
        event.preventDefault();
        focusItem(0);
        return;
      case "End":
        event.preventDefault();
        focusItem(-1);
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          const labels = list.map((el) => (el.textContent ?? "").trim());
          const found = typeahead(event.key, labels, inList);
          if (found !== inList) focusItem(found);
        }
    }
  };

  const onPointer = (event: Event) => {
    const target = event.target as Node;
    if (isOpen() && !panel.contains(target) && !button.contains(target)) set(false, false);
  };
  const onPanelClick = (event: Event) => {
    if ((event.target as Element).closest("a[href]")) set(false, false);
  };

  button.addEventListener("click", onButtonClick);
  doc.addEventListener("keydown", onKey);
  doc.addEventListener("pointerdown", onPointer);
  panel.addEventListener("click", onPanelClick);
  return () => {
    button.removeEventListener("click", onButtonClick);
    doc.removeEventListener("keydown", onKey);
    doc.removeEventListener("pointerdown", onPointer);
    panel.removeEventListener("click", onPanelClick);
    doc.documentElement.classList.remove("menu-open");
  };
}
