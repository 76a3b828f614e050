import { lazy, Suspense } from "react";
import type { RouteComponentProps } from "@reach/router";

const PartnerAccount = lazy(() => import(/* webpackChunkName: "partner-account" */ "./partner-account"));

/** Mounted by the account router at /my/partner/; the screen's code loads with the route (spec §7). */
export function PartnerRoute(props: RouteComponentProps) {
  return (
    <Suspense fallback={null}>
      <PartnerAccount {...props} />
    </Suspense>
  );
}
