import type { ComponentType, ReactNode } from "react";
import type { RenderResult } from "@testing-library/react";
import { renderAccount, renderAt } from "./render-app";

// The pages the fault matrix (tests/support/fault-matrix.ts) opens, rendered in a feature test as a page load of
// the same tab: the auth pages and the checkout by their Gatsby page module (src/pages/…), the account area by its
// app. Each load starts the page's modules afresh (below): a failed session or catalog call of one load must not
// stay for the next, nor a successful one spare the next its call. The site layout around a
// page is a plain header and main: the header's islands and the CMS settings are the static site's, not what
// a failed call of the page shows. A file using this mocks "gatsby" with the harness's, page queries as nothing (page
// modules call `graphql` at load): jest.mock("gatsby", () => ({ ...jest.requireActual("…/gatsby"), graphql: () => null })).

jest.mock("../../../src/templates/parts/site-layout", () => ({
  SiteLayout: ({ children, account }: { children: ReactNode; account?: ReactNode }) => (
    <>
      <header>{account}</header>
      <main>{children}</main>
    </>
  ),
}));

// A page load starts the page's modules afresh (their module-level state: the auth store, the checkout's
// catalog and currency, the Apollo clients), as the browser's does: each load requires the page in a registry of
// its own (jest.isolateModules). What the test's own render shares with the page stays one instance in every
// registry: React and its renderer (one dispatcher), and the providers' contexts (i18n, the router).
jest.mock("react", () => ((globalThis as Record<string, unknown>).__pinnedReact ??= jest.requireActual("react")));
jest.mock("react-dom", () => ((globalThis as Record<string, unknown>).__pinnedReactDom ??= jest.requireActual("react-dom")));
jest.mock("react-dom/client", () => ((globalThis as Record<string, unknown>).__pinnedReactDomClient ??= jest.requireActual("react-dom/client")));
jest.mock("react-i18next", () => ((globalThis as Record<string, unknown>).__pinnedReactI18next ??= jest.requireActual("react-i18next")));
jest.mock(
  "gatsby-plugin-react-i18next",
  () => ((globalThis as Record<string, unknown>).__pinnedGatsbyI18next ??= jest.requireActual("gatsby-plugin-react-i18next")),
);
jest.mock("@reach/router", () => ((globalThis as Record<string, unknown>).__pinnedRouter ??= jest.requireActual("@reach/router")));
// Pinned now, in the test's registry (the instances its render already uses).
for (const name of ["react", "react-dom", "react-dom/client", "react-i18next", "gatsby-plugin-react-i18next", "@reach/router"]) jest.requireMock(name);

// The account area's screens load lazily (outside any isolated registry): it stays in the test's registry, and
// its one piece of tab state a failure matrix trips on, the auth store (the session and menu asked once per
// tab), is replaced by a new one at each of its page loads.
jest.mock("../../../src/components/auth/auth-store", () => {
  const actual = jest.requireActual<typeof import("../../../src/components/auth/auth-store")>("../../../src/components/auth/auth-store");
  let current = actual.createAuthStore();
  const authStore = new Proxy({} as Record<string | symbol, unknown>, { get: (_target, key) => (current as unknown as Record<string | symbol, unknown>)[key] });
  return { ...actual, authStore, mockNewStore: () => (current = actual.createAuthStore()) };
});

// jsdom does not scroll (the checkout's stages scroll to their top): a no-op here, as the environment's scrollIntoView.
window.scrollTo = () => undefined;

/** A module (and everything it requires) loaded afresh, as a page load of the browser does. */
function fresh<T>(load: () => T): T {
  let loaded!: T;
  jest.isolateModules(() => {
    loaded = load();
  });
  return loaded;
}

/** The test's whole registry started afresh, then the module loaded in it: what it requires later comes from there too. */
function afresh<T>(load: () => T): T {
  jest.resetModules();
  return load();
}

type PageModule = { default: ComponentType<{ location: Location; params: Record<string, string> }> };

/** The Gatsby page of an auth or checkout address, and the splat its match path gives. */
function pageOf(pathname: string): { load: () => PageModule; splat: string } {
  const rest = (prefix: string) => pathname.slice(prefix.length);
  if (pathname.startsWith("/checkout/")) return { load: () => jest.requireActual("../../../src/pages/checkout/[...]"), splat: rest("/checkout/") };
  if (pathname.startsWith("/auth/signup/")) return { load: () => jest.requireActual("../../../src/pages/auth/signup/[...]"), splat: rest("/auth/signup/") };
  if (pathname.startsWith("/auth/confirm-email/"))
    return { load: () => jest.requireActual("../../../src/pages/auth/confirm-email/[...]"), splat: rest("/auth/confirm-email/") };
  if (pathname.startsWith("/auth/password/reset/key/"))
    return { load: () => jest.requireActual("../../../src/pages/auth/password/reset/key/[...]"), splat: rest("/auth/password/reset/key/") };
  const pages: Record<string, () => PageModule> = {
    "/auth/login/": () => jest.requireActual("../../../src/pages/auth/login"),
    "/auth/2fa/": () => jest.requireActual("../../../src/pages/auth/2fa"),
    "/auth/email/": () => jest.requireActual("../../../src/pages/auth/email"),
    "/auth/password/change/": () => jest.requireActual("../../../src/pages/auth/password/change"),
    "/auth/password/reset/": () => jest.requireActual("../../../src/pages/auth/password/reset/index"),
    "/auth/provider/signup/": () => jest.requireActual("../../../src/pages/auth/provider/signup"),
  };
  const load = pages[pathname];
  if (!load) throw new Error(`no page for ${pathname} in the fault matrix's pages`);
  return { load, splat: "" };
}

/**
 * A page load of the tab at `address`: `/my/…` is the account area (`renderAccount`, with a new auth store and no toasts),
 * `/auth/…` and `/checkout/…` their Gatsby page with its modules afresh.
 * Resolves once the page is rendered (the account once its signed-in shell shows, unless `shell: false`: a load
 * whose session call fails, or an anonymous one).
 */
export async function renderPage(address: string, { shell = true }: { shell?: boolean } = {}): Promise<RenderResult> {
  const { pathname } = new URL(address, "http://tab");
  // A new window in the browser: no answers of calls the page before started early (src/api-client/early-answers.ts).
  for (const name of ["__earlyAnswers", "__earlyClientStarted", "__earlyAsked", "__earlySessionChanges"])
    delete (window as unknown as Record<string, unknown>)[name];
  if (pathname.startsWith("/my/")) {
    // Its screens load lazily, into the test's registry: it renders there, with a new auth store and no toasts
    // left from the page before (a load in the browser starts without any).
    (jest.requireMock("../../../src/components/auth/auth-store") as { mockNewStore(): void }).mockNewStore();
    (await import("../../../src/components/toasts/toast-store")).toasts.clear();
    if (shell) return renderAccount(address);
    const { AccountApp } = await import("../../../src/features/account/shell/account-app");
    const { AccountFrame } = await import("../../../src/features/account/shell/account-frame");
    return renderAt(
      address,
      <>
        <AccountApp />
        <AccountFrame />
      </>,
    );
  }
  const { load, splat } = pageOf(pathname);
  // The checkout's routes are chunks its page module asks for after it has run (issue 40): they must come from the
  // same registry as the page (its auth context), so a checkout load starts the test's registry afresh instead.
  const { default: Page } = pathname.startsWith("/checkout/") ? afresh(load) : fresh(load);
  return renderAt(address, <PageAtAddress Page={Page} splat={splat} />);
}

/** The page with the props Gatsby gives it (read when rendered: renderAt has moved the address there). */
function PageAtAddress({ Page, splat }: { Page: PageModule["default"]; splat: string }) {
  return <Page location={window.location} params={{ "*": splat }} />;
}
