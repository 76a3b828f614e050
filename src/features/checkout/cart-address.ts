/**
 * The checkout's cart lives in its address (`?plan=vps-2&months=3`: what the plan pages link to), so a
 * plan or term the customer picks in the checkout survives a reload and the language switch (issue 17).
 * `changes` replaces those parameters and keeps every other one in its place.
 */
export function searchWith(search: string, changes: Record<string, string>): string {
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Writes the cart's changes into the address without a navigation (history entry replaced). */
export function keepCartInAddress(changes: Record<string, string>): void {
  const search = searchWith(window.location.search, changes);
  if (search === window.location.search) return;
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}${window.location.hash}`);
}
