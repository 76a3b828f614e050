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

/** Does a router path (`/orders/:orderId/`) match an account subpath (`/orders/42/`)? */
export function routeMatches(route: string, subpath: string): boolean {
  const pattern = route
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${pattern}$`).test(subpath);
}
