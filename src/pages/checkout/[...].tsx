import { startTransition, Suspense, useEffect, useState, type ComponentType } from "react";
import { graphql, type HeadProps } from "gatsby";
import { Router } from "@reach/router";
import { useI18next } from "gatsby-plugin-react-i18next";
import { SiteLayout } from "../../templates/parts/site-layout";
import { AuthProvider } from "../../components/auth/auth-context";
import { HeaderAccount } from "../../components/auth/header-account";
import { CheckoutFrame, checkoutFrame, useHideCheckoutFrame } from "../../features/checkout/checkout-frame";
import { lazyPage } from "../../components/lazy-page";
import { checkoutRouteOf, type CheckoutRoute } from "../../features/checkout/route-of";
import { CheckoutRouteLoading } from "../../features/checkout/route-loading";
import { isLanguage } from "../../lib/i18n-config";
import { CHECKOUT_TITLE } from "../../lib/app-page-strings";

// Each route is a chunk of its own (issue 40): the checkout's stages do not load the payment and crypto pages
// (the QR code, the socket), nor a payment page the stages' forms. The chunk of the route in the address bar is
// asked for when this module runs, beside Gatsby's own, not after the app's first render; the lazy route then
// finds it loaded. Until it renders, the static frame stays (decision 143).
const CHUNKS = {
  flow: () => import("../../features/checkout"),
  payment: () => import("../../features/payment"),
  notFound: () => import("../../components/in-app-not-found"),
} satisfies Record<CheckoutRoute, () => Promise<unknown>>;
const CheckoutFlow = lazyPage(async () => ({ default: (await CHUNKS.flow()).CheckoutFlow }));
const PaymentPage = lazyPage(async () => ({ default: (await CHUNKS.payment()).PaymentPage }));
const CryptoPage = lazyPage(async () => ({ default: (await CHUNKS.payment()).CryptoPage }));
const InAppNotFound = lazyPage(async () => ({ default: (await CHUNKS.notFound()).InAppNotFound }));
// A failure here is left to the lazy route's own request, which follows the preload rule (spec §8).
if (typeof window !== "undefined") void CHUNKS[checkoutRouteOf(window.location.pathname)]().catch(() => undefined);

/** A payment page, the crypto page or the not-found screen replaces the frame as soon as it renders (each shows its own loading line). */
function unframed<P extends object>(Page: ComponentType<P>) {
  return function Unframed(props: P) {
    useHideCheckoutFrame(true);
    return <Page {...props} />;
  };
}
const PaymentRoute = unframed(PaymentPage);
const CryptoRoute = unframed(CryptoPage);
const NotFoundRoute = unframed(InAppNotFound);
// One element for every render: the site header is memoised (components/site-header.tsx).
const HEADER_ACCOUNT = <HeaderAccount />;
const ROUTE_LOADING = <CheckoutRouteLoading />;

function CheckoutRoutes() {
  const { language, defaultLanguage } = useI18next();
  const basepath = language === defaultLanguage ? "/checkout" : `/${language}/checkout`;
  return (
    // On the first load the frame (its heading, lead and status line) stands in while the route's chunk arrives;
    // after it, the routes' own loading line does (route-loading.tsx), not an empty main area.
    <Suspense fallback={ROUTE_LOADING}>
      <Router basepath={basepath} primary={false}>
        <CheckoutFlow path="/" />
        <PaymentRoute path="pay/:paymentRef/" />
        <CryptoRoute path="pay/:paymentRef/crypto/" />
        <NotFoundRoute default />
      </Router>
    </Suspense>
  );
}

/**
 * Client-only checkout (`/checkout/*`, `/ru/checkout/*`): the stages, the payment page of a
 * paymentRef and the crypto page. Like /my, the router mounts after hydration (TOOLCHAIN.md).
 */
export default function CheckoutPage() {
  const [mounted, setMounted] = useState(false);
  // The app's first render is a transition: time-sliced like the hydration (decision 062), not one long task.
  useEffect(() => startTransition(() => setMounted(true)), []);
  useEffect(() => () => checkoutFrame.reset(), []);
  // The one auth context (decision 002) around the header too: a sign-in inside the checkout shows in
  // the header's account menu at once. The e-mail confirmation of an inline sign-up is waited for in
  // the account stage, not on /auth/email/ (decision 036).
  return (
    <AuthProvider inlineFlows={CHECKOUT_INLINE_FLOWS}>
      <SiteLayout account={mounted ? HEADER_ACCOUNT : undefined}>
        {mounted ? <CheckoutRoutes /> : null}
        {/* The static HTML's frame stays this one subtree until a route replaces it (decision 143). */}
        <CheckoutFrame />
      </SiteLayout>
    </AuthProvider>
  );
}

const CHECKOUT_INLINE_FLOWS = ["verify_email"] as const;

export const Head = ({ pageContext }: HeadProps<unknown, { language?: string }>) => {
  const language = isLanguage(pageContext.language) ? pageContext.language : "en";
  return (
    <>
      <html lang={language} />
      <title>{CHECKOUT_TITLE[language]}</title>
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
