import { startTransition, Suspense, useEffect, useState } from "react";
import { SiteLayout } from "../parts/site-layout";
import type { AccountApp as AccountAppType } from "../../features/account/shell/account-app";
import { AccountFrame, accountFrame } from "../../features/account/shell/account-frame";
import { lazyPage } from "../../components/lazy-page";

// The notice's code loads only when the address carries a gateway's answer (`?payment=`): most visits to the
// account have none, and its module was evaluated on every load (decision 126).
const PaymentReturnNotice = lazyPage<Record<string, never>>(() =>
  import("../../features/payment/payment-return-notice").then((m) => ({ default: m.PaymentReturnNotice })),
);
const isPaymentReturn = () => new URLSearchParams(window.location.search).has("payment");

// The account app's modules are in the page's chunk (no request more) but evaluated in a task of their own after
// the hydration's: evaluating them with the page's module made one long task of both on a slow phone (issue 40).
const loadAccountApp = () => import(/* webpackMode: "eager" */ "../../features/account/shell/account-app");

/** The account area's page (`/my/*`, `/ru/my/*`): the site's layout, the static frame, then the app (src/pages/my/[...].tsx stages it). */
export function AccountPage() {
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
