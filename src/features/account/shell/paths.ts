/** `/my/finance/` → `/finance/`; `/ru/my/` → `/`. */
export function accountSubpath(pathname: string): string {
  const match = /^(?:\/[a-z]{2})?\/my(\/.*)?$/.exec(pathname);
  return match?.[1] || "/";
}

/** Is a menu item's url the current page (exact for the dashboard, prefix for sections)? */
export function isCurrent(itemUrl: string, pathname: string): boolean {
  const item = accountSubpath(itemUrl);
  const here = accountSubpath(pathname);
  return item === "/" ? here === "/" : here === item;
}

/** Pages whose address is not under their section's: an order is reached from, and listed in, its project. */
const SECTION_ALIASES: ReadonlyArray<[from: string, to: string]> = [["/orders/", "/projects/"]];
const inSection = (subpath: string) => {
  const alias = SECTION_ALIASES.find(([from]) => subpath.startsWith(from));
  return alias ? alias[1] + subpath.slice(alias[0].length) : subpath;
};

/**
 * The menu item whose section holds the current page when no item is the page itself (an order's page is in
 * "Projects", as its project's; a project's in "Projects"; a ticket's in "Tickets"): the item whose address is the longest
 * start of the current one. The dashboard holds no other page.
 */
export function sectionOf(itemUrls: readonly string[], pathname: string): string | null {
  const here = accountSubpath(pathname);
  if (itemUrls.some((url) => accountSubpath(url) === here)) return null;
  return longestStart(itemUrls, here) ?? longestStart(itemUrls, inSection(here));
}

function longestStart(itemUrls: readonly string[], here: string): string | null {
  let best: string | null = null;
  let bestLength = 0;
  for (const url of itemUrls) {
    const item = accountSubpath(url);
    if (item === "/" || !here.startsWith(item)) continue;
    if (item.length > bestLength) {
      best = url;
      bestLength = item.length;
    }
  }
  return best;
}

/** Does a router path (`/orders/:orderId/`) match an account subpath (`/orders/42/`)? */
export function routeMatches(route: string, subpath: string): boolean {
  const pattern = route
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${pattern}$`).test(subpath);
}
