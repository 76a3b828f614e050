/**
 * A tab list as plain DOM wiring (no React; the ARIA tabs pattern with automatic activation), so the
 * static page's boot script and a React page wire the same server HTML the same way (decision 086):
 * a click on a tab, or ArrowLeft/ArrowRight/Home/End on the focused one, selects it (aria-selected,
 * roving tabindex) and shows its panel (`aria-controls`), hiding the others. Returns a function that
 * removes the listeners.
 */
export function wireTabs(tablist: HTMLElement): () => void {
  const doc = tablist.ownerDocument;
  const tabs = () => Array.from(tablist.querySelectorAll<HTMLElement>('[role="tab"]'));
  const select = (index: number, focus: boolean) => {
    tabs().forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute("aria-selected", String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = doc.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !on;
      if (on && focus) tab.focus();
    });
  };
  const onClick = (event: MouseEvent) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    if (tab) select(tabs().indexOf(tab), false);
  };
  const onKey = (event: KeyboardEvent) => {
    const list = tabs();
    const current = list.findIndex((t) => t === doc.activeElement);
    if (current === -1) return;
    const next =
      event.key === "ArrowRight"
        ? (current + 1) % list.length
        : event.key === "ArrowLeft"
          ? (current + list.length - 1) % list.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? list.length - 1
              : -1;
    if (next === -1) return;
    event.preventDefault();
    select(next, true);
  };
  tablist.addEventListener("click", onClick);
  tablist.addEventListener("keydown", onKey);
  return () => {
    tablist.removeEventListener("click", onClick);
    tablist.removeEventListener("keydown", onKey);
  };
}
