import { LANGUAGES } from "./i18n-config";

const LANGUAGE_404 = new RegExp(`^/(${LANGUAGES.join("|")})/404(/|\\.html)$`);

/**
 * The page path Gatsby's runtime should start from (decision 059). The host answers an unknown /ru/
 * address with ru/404.html, whose page path is /ru/404/. Gatsby only accepts a different address
 * for its own /404/ page or an address that a matchPath covers; the /ru/* matchPath is gone (it put
 * every /ru/ page into the app chunk), so it would rewrite the address to /ru/404/. Starting from
 * /404.html keeps the address: the runtime then renders the not-found page, which takes its
 * language from the address (src/pages/404.tsx), so it matches the Russian HTML it hydrates.
 */
export function bootPagePath(pagePath: string | undefined, pathname: string): string | undefined {
  if (pagePath && pagePath !== pathname && LANGUAGE_404.test(pagePath)) return "/404.html";
  return pagePath;
}
