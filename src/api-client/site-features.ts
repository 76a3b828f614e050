import type { Features } from "./schemas/site-data";

let pending: Promise<Features | null> | null = null;

/**
 * The page's one `GET /my/api/features/`, shared by the VPN rule and the currency store (both asked it
 * on every load before). `refresh` asks again (the checkout and the account after sign-in). A failed or
 * malformed answer is `null`: each user keeps its default (spec §6, §9) and the client has reported it.
 * The call and its schema load on demand, so this module adds no zod to the page's bundle.
 */
export function loadFeatures(refresh = false): Promise<Features | null> {
  // A static content page's boot script asked already (src/islands/boot.ts): the same answer, checked.
  const booted = typeof window === "undefined" ? undefined : (window as unknown as { __siteFeatures?: Promise<Features | null> }).__siteFeatures;
  if (booted && !refresh) return booted;
  if (!pending || refresh) {
    pending = import("./site-data").then(({ getFeatures }) => getFeatures()).catch(() => null);
  }
  return pending;
}
