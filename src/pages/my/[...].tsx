import { startTransition, Suspense, useEffect, useState } from "react";
import { graphql, type HeadProps } from "gatsby";
import { SiteLayout } from "../../templates/parts/site-layout";
import type { AccountApp as AccountAppType } from "../../features/account/shell/account-app";
import { AccountFrame, accountFrame } from "../../features/account/shell/account-frame";
import { authStore } from "../../components/auth/auth-store";
import { lazyPage } from "../../components/lazy-page";
import { isLanguage } from "../../lib/i18n-config";
import { ACCOUNT_TITLE } from "../../lib/app-page-strings";

/**
 * Client-only mount point for the account area (`/my/*`, `/ru/my/*`). The HTML is prerendered once
 * for every path, so the router mounts after hydration: rendering it during hydration gives React
 * error #418 (TOOLCHAIN.md).
 */
// The session call (and the auth config) start when this page's code runs, not after hydration and the
// app's first render: the account area waits on its answer for everything it shows.
// The menu and profile follow as soon as the session is known to be signed in (the signed-in area asks
// again when it mounts; the store does not repeat a request under way).
if (typeof window !== "undefined") {
  authStore.start();
  const stop = authStore.subscribe(() => {
    const { status } = authStore.getSnapshot();
    if (status === "loading") return;
    stop();
    if (status === "settled") void authStore.loadAccount();
  });
}

// The notice's code loads only when the address carries a gateway's answer (`?payment=`): most visits to the
// account have none, and its module was evaluated on every load (decision 126).
const PaymentReturnNotice = lazyPage<Record<string, never>>(() =>
  import("../../features/payment/payment-return-notice").then((m) => ({ default: m.PaymentReturnNotice })),
);
const isPaymentReturn = () => new URLSearchParams(window.location.search).has("payment");

// The account app's modules are in this page's chunk (no request more) but evaluated in a task of their own after
// the hydration's: evaluating them with the page's module made one long task of both on a slow phone (issue 40).
const loadAccountApp = () => import(/* webpackMode: "eager" */ "../../features/account/shell/account-app");

export default function AccountPage() {
  const [App, setApp] = useState<typeof AccountAppType | null>(null);
  const [paymentReturn, setPaymentReturn] = useState(false);
  useEffect(() => setPaymentReturn(isPaymentReturn()), []);
  // The app's first render is a transition: time-sliced like the hydration (decision 062), not one long task.
  useEffect(() => {
    let live = true;
    const task = window.setTimeout(() => {
      void loadAccountApp().then(({ AccountApp }) => {
        if (live) startTransition(() => setApp(() => AccountApp));
      });
    }, 0);
    return () => {
      live = false;
      window.clearTimeout(task);
    };
  }, []);
  useEffect(() => () => accountFrame.reset(), []);
  return (
    <SiteLayout>
      {/* The gateways send the customer back to /my/?payment=…: only this page carries the notice, so
          content pages do not load it (docs/perf/js-size-analysis.md §3 step 6). */}
      {paymentReturn ? (
        <Suspense fallback={null}>
          <PaymentReturnNotice />
        </Suspense>
      ) : null}
      {App ? <App /> : null}
      {/* The static HTML's frame stays this one subtree until the shell replaces it (decision 131). */}
      <AccountFrame />
    </SiteLayout>
  );
}

export const Head = ({ pageContext }: HeadProps<unknown, { language?: string }>) => {
  const language = isLanguage(pageContext.language) ? pageContext.language : "en";
  return (
    <>
      <html lang={language} />
      <title>{ACCOUNT_TITLE[language]}</title>
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
