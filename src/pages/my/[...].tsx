import { graphql, type HeadProps } from "gatsby";
import { stagedPage } from "../../components/staged-page";
import { isLanguage } from "../../lib/i18n-config";
import { ACCOUNT_DESCRIPTION, ACCOUNT_TITLE } from "../../lib/app-page-strings";

/**
 * Client-only mount point for the account area (`/my/*`, `/ru/my/*`). The HTML is prerendered once
 * for every path, so the router mounts after hydration: rendering it during hydration gives React
 * error #418 (TOOLCHAIN.md).
 *
 * The page's modules are evaluated in turns, each in a task of its own (decision 265): the API client (zod with
 * it), the session's and the account's answer schemas, the session store (its calls start as soon as its code has
 * run), the site's layout, then the page with the static frame.
 */
const AccountPage = stagedPage(
  [
    () => import(/* webpackMode: "eager" */ "../../api-client/client"),
    () => import(/* webpackMode: "eager" */ "../../api-client/schemas/auth-answers"),
    () => import(/* webpackMode: "eager" */ "../../api-client/account"),
    () => import(/* webpackMode: "eager" */ "../../features/account/shell/session-start").then((m) => m.startAccountSession()),
    () => import(/* webpackMode: "eager" */ "../../templates/parts/site-layout"),
  ],
  () => import(/* webpackMode: "eager" */ "../../templates/apps/account-page").then((m) => m.AccountPage),
);
export default AccountPage;

export const Head = ({ pageContext }: HeadProps<unknown, { language?: string }>) => {
  const language = isLanguage(pageContext.language) ? pageContext.language : "en";
  return (
    <>
      <html lang={language} />
      <title>{ACCOUNT_TITLE[language]}</title>
      <meta name="description" content={ACCOUNT_DESCRIPTION[language]} />
      <meta name="robots" content="noindex" />
    </>
  );
};

export const query = graphql`
  query AccountPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }, sort: [{ ns: ASC }, { language: ASC }]) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
