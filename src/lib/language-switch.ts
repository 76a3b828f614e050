import { isUnprefixedRoute } from "./links";
import { localizePath, splitLanguage, type Language } from "./i18n-config";

/** Where the visitor is: the address bar's path and query (`location.pathname`, `location.search`). */
export type Here = { pathname: string; search?: string; hash?: string };

/**
 * The address of the same screen in `target` (decision 001: same path, other prefix), with the query
 * and fragment kept: `/my/finance/transactions/` → `/ru/my/finance/transactions/`,
 * `/checkout/?plan=vps-2&months=3` → `/ru/checkout/?plan=vps-2&months=3`. Auth routes have no prefix
 * (spec §2): their address stays and the language changes in place (decision 076).
 */
export function switchedAddress(here: Here, target: Language): string {
  const { path } = splitLanguage(here.pathname || "/");
  const tail = `${here.search ?? ""}${here.hash ?? ""}`;
  if (isUnprefixedRoute(path)) return `${path}${tail}`;
  return `${localizePath(path, target)}${tail}`;
}

/**
 * The path a page was built for, as the switcher may use it before the browser's address is known
 * (server rendering and hydration). A client-only app is prerendered once at its route pattern
 * (`/my/[...]/`): the pattern is no address, so the app's start (`/my/`) stands in for it.
 */
export function builtPagePath(originalPath: string): string {
  const cut = originalPath.indexOf("[...]");
  return cut === -1 ? originalPath : originalPath.slice(0, cut);
}
