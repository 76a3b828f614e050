import { LANGUAGES } from "../lib/i18n-config";

/**
 * The matchPath a page created by gatsby-plugin-react-i18next should keep (decision 059).
 *
 * - The plugin prefixes the language twice on client-only pages (/ru/my/* becomes /ru/ru/my/*,
 *   TOOLCHAIN.md): put it back once.
 * - The plugin gives a language's 404 page the matchPath `/ru/*` (written `/ru/ru/*`, the same slip). Gatsby then lists every static
 *   /ru/ page in match-paths, which sits in the app chunk every page loads (170 entries now, one per
 *   page at scale). The 404 page needs no matchPath: the host sends ru/404.html for /ru/ misses
 *   (hosting-files.ts) and the 404 page takes its language from the address (src/pages/404.tsx).
 */
export function fixedMatchPath(pagePath: string, matchPath: string | undefined): string | undefined {
  if (!matchPath) return matchPath;
  for (const lang of LANGUAGES) {
    if ((matchPath === `/${lang}/*` || matchPath === `/${lang}/${lang}/*`) && /\/404(\/|\.html)?$/.test(pagePath)) return undefined;
    if (matchPath.startsWith(`/${lang}/${lang}/`)) return matchPath.slice(lang.length + 1);
  }
  return matchPath;
}
