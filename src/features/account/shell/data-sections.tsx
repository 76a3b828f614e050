import { Suspense } from "react";
import { Router, type RouteComponentProps } from "@reach/router";
import { InAppNotFound } from "@/components/in-app-not-found";
import { lazyPage } from "@/components/lazy-page";
import { AccountData } from "./account-data";
import { AccountFrameMain } from "./account-frame";
import { ACCOUNT_SECTIONS, type AccountSection } from "./sections";

// Each section its own chunk, with the preload rule (spec §7, §8).
const sectionPages = new Map(ACCOUNT_SECTIONS.map((s: AccountSection) => [s, lazyPage<RouteComponentProps>(s.load)] as const));

/**
 * The account feature's sections (src/features/account/sections.tsx) and the not-found page, under their
 * data context (Apollo client, realtime cache updates, display currency, toasts). A chunk of its own:
 * the Apollo client with graphql and rxjs is about 50 KB gz, and the dashboard, profile, second-login
 * and partner pages do without it (decision 064). It stays mounted while the customer moves between
 * these sections, so their context does too.
 */
export default function DataSections(_props: RouteComponentProps) {
  return (
    <AccountData>
      <Suspense fallback={<AccountFrameMain />}>
        <Router primary={false}>
          {ACCOUNT_SECTIONS.map((section) => {
            const Section = sectionPages.get(section)!;
            return <Section key={section.path} path={section.path} />;
          })}
          <InAppNotFound default />
        </Router>
      </Suspense>
    </AccountData>
  );
}
