/**
 * Account-area routes as data (STYLE.md: paths.ts). Paths are relative to `/my/` (or `/ru/my/`);
 * `key` matches the menu_context item keys of the API, which decide what the customer sees.
 */
export const ACCOUNT_SECTIONS = [
  { key: "dashboard", path: "/" },
  { key: "finance", path: "/finance/*" },
  { key: "projects", path: "/projects/*" },
  { key: "tickets", path: "/tickets/*" },
  { key: "legal_entities", path: "/legalentities/*" },
  { key: "ssh_keys", path: "/ssh-keys/*" },
  { key: "personal_info", path: "/personal/" },
  { key: "change_account", path: "/second-login/" },
  { key: "access_settings", path: "/second-login/access/" },
] as const;

export type SectionKey = (typeof ACCOUNT_SECTIONS)[number]["key"];

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
  const pattern = route.split("/").map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/");
  return new RegExp(`^${pattern}$`).test(subpath);
}
