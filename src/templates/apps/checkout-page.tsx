import { startTransition, Suspense, useEffect, useState, type ComponentType } from "react";
import { Router } from "@reach/router";
import { useI18next } from "gatsby-plugin-react-i18next";
import { SiteLayout } from "../parts/site-layout";
import { AuthProvider } from "../../components/auth/auth-context";
import { HeaderAccount } from "../../components/auth/header-account";
import { CheckoutFrame, checkoutFrame, useHideCheckoutFrame } from "../../features/checkout/checkout-frame";
import { lazyPage } from "../../components/lazy-page";
import { CHECKOUT_ROUTE_CHUNKS as CHUNKS } from "./checkout-route-chunks";
import { CheckoutRouteLoading } from "../../features/checkout/route-loading";

const CheckoutFlow = lazyPage(async () => ({ default: (await CHUNKS.flow()).CheckoutFlow }));
const PaymentPage = lazyPage(async () => ({ default: (await CHUNKS.payment()).PaymentPage }));
const CryptoPage = lazyPage(async () => ({ default: (await CHUNKS.payment()).CryptoPage }));
const InAppNotFound = lazyPage(async () => ({ default: (await CHUNKS.notFound()).InAppNotFound }));

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
 * The checkout's page (`/checkout/*`, `/ru/checkout/*`; src/pages/checkout/[...].tsx stages it): the stages, the
 * payment page of a paymentRef and the crypto page. Like /my, the router mounts after hydration (TOOLCHAIN.md).
 */
export function CheckoutPage() {
  const [mounted, setMounted] = useState(false);
  // The app's first render is a transition: time-sliced like the hydration (decision 062), not one long task.
  useEffect(() => startTransition(() => setMounted(true)), []);
  useEffect(() => () => checkoutFrame.reset(), []);
  // The one auth context (decision 002) around the header too: a sign-in inside the checkout shows in
  // the header's account menu at once. The e-mail confirmation of an inline sign-up is waited for in
  // the account stage, not on /auth/email/ (decision 036). Deferred as the account's (decisions 135, 265): the
  // session's, profile's and menu's answers render below the provider in a transition, in slices.
  return (
    <AuthProvider inlineFlows={CHECKOUT_INLINE_FLOWS} deferred>
      <SiteLayout account={mounted ? HEADER_ACCOUNT : undefined}>
        {mounted ? <CheckoutRoutes /> : null}
        {/* The static HTML's frame stays this one subtree until a route replaces it (decision 143). */}
        <CheckoutFrame />
      </SiteLayout>
    </AuthProvider>
  );
}

const CHECKOUT_INLINE_FLOWS = ["verify_email"] as const;
