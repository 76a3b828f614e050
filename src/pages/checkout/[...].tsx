import { graphql, type HeadProps } from "gatsby";
import { stagedPage } from "../../components/staged-page";
import { preloadCheckoutRoute } from "../../templates/apps/checkout-route-chunks";
import { isLanguage } from "../../lib/i18n-config";
import { CHECKOUT_DESCRIPTION, CHECKOUT_TITLE } from "../../lib/app-page-strings";

// The chunk of the route in the address bar is asked for when this module runs (issue 40); until the route
// renders, the static frame stays (decision 143).
if (typeof window !== "undefined") preloadCheckoutRoute(window.location.pathname);

/**
 * Client-only checkout (`/checkout/*`, `/ru/checkout/*`): the stages, the payment page of a paymentRef and the
 * crypto page. The page's modules are evaluated in turns, each in a task of its own (decision 265): the API
 * client (zod with it), the session's answer schemas, the auth context, the site's layout, then the page.
 */
const CheckoutPage = stagedPage(
  [
    () => import(/* webpackMode: "eager" */ "../../api-client/client"),
    () => import(/* webpackMode: "eager" */ "../../api-client/schemas/auth-answers"),
    () => import(/* webpackMode: "eager" */ "../../components/auth/auth-context"),
    () => import(/* webpackMode: "eager" */ "../../templates/parts/site-layout"),
  ],
  () => import(/* webpackMode: "eager" */ "../../templates/apps/checkout-page").then((m) => m.CheckoutPage),
);
export default CheckoutPage;

export const Head = ({ pageContext }: HeadProps<unknown, { language?: string }>) => {
  const language = isLanguage(pageContext.language) ? pageContext.language : "en";
  return (
    <>
      <html lang={language} />
      <title>{CHECKOUT_TITLE[language]}</title>
      <meta name="description" content={CHECKOUT_DESCRIPTION[language]} />
      <meta name="robots" content="noindex" />
    </>
  );
};

export const query = graphql`
  query CheckoutPage($language: String!) {
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
