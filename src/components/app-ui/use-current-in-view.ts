import { useEffect, type RefObject } from "react";

/**
 * Keeps the current link in view in a row that scrolls sideways: the account nav below the two-column layout
 * (app.css) and an area's tabs on a phone (account.css), where the current one may sit past the row's right
 * edge. Centred when it is out of view; nothing happens when the row fits. `key` changes with the address
 * (and, for the nav, when the menu's items arrive).
 */
export function useCurrentInView(list: RefObject<HTMLElement | null>, key: string): void {
  useEffect(() => {
    const row = list.current;
    if (!row || row.scrollWidth <= row.clientWidth) return;
    const current = row.querySelector<HTMLElement>('[aria-current="page"]') ?? row.querySelector<HTMLElement>('[aria-current="true"]');
    if (!current) return;
    const box = row.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.left < box.left || item.right > box.right) row.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
  }, [list, key]);
}
