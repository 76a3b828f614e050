import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ReactElement, ReactNode } from "react";
import { act, configure, render, screen, waitFor, type RenderResult } from "@testing-library/react";
import { createInstance, type i18n as I18n } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { LocationProvider, navigate } from "@reach/router";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../src/lib/i18n-config";
import { DEMO_PASSWORD } from "@sandbox/seed/seed";

// Rendering a client-only screen (the account, the checkout, the auth pages) in a feature test, as the page
// does in the browser: the page's i18n providers (every namespace of locales/, as the pages' locale query
// loads them), its address, and the site's real clients talking to the file's sandbox (sandbox-environment.ts).
// Each test file is one browser tab: one sandbox, one cookie jar, the site's module state (the auth store,
// the account's Apollo client) shared by its tests, as a tab's is by its pages.

// A screen waits on the sandbox's answers, on a shared 2-core machine: find* and waitFor wait as long as the
// browser tests' expectations do (playwright.config.ts: 15 s), not Testing Library's default second.
configure({ asyncUtilTimeout: 15_000 });

// Each page load of the browser starts with an empty GraphQL cache; the account keeps one client per customer
// in the tab's module state (account-data.tsx), which a test file keeps between its page loads. The clients
// it makes are noted here, and `renderAccount` empties their stores first, as a page load would.
const mockApolloClients: Array<{ clearStore(): Promise<unknown> }> = [];
jest.mock("../../../src/api-client/graphql/client", () => {
  const actual = jest.requireActual<typeof import("../../../src/api-client/graphql/client")>("../../../src/api-client/graphql/client");
  return {
    ...actual,
    createApolloClient: (...args: Parameters<typeof actual.createApolloClient>) => {
      const client = actual.createApolloClient(...args);
      mockApolloClients.push(client);
      return client;
    },
  };
});

const LOCALES = path.resolve(__dirname, "../../../locales");

/** The options every page's i18next instance is built with (gatsby-plugin-react-i18next's, as gatsby-config sets them). */
export const PAGE_I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  keySeparator: ".",
  nsSeparator: ":",
  returnNull: false,
  react: { useSuspense: false },
  initImmediate: false,
} as const;

/** The i18next instance a page of this language gets (gatsby-plugin-react-i18next's wrapPageElement, same options). */
export function pageI18n(language: Language): I18n {
  // The page's locale nodes come in file order; the plugin makes the first the default namespace.
  const namespaces = readdirSync(path.join(LOCALES, language))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""))
    .sort();
  const resources = Object.fromEntries(
    namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, language, `${ns}.json`), "utf8")) as Record<string, unknown>]),
  );
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: { [language]: resources },
    lng: language,
    defaultNS: namespaces[0],
    fallbackNS: namespaces.slice(1),
    ...PAGE_I18N_OPTIONS,
  });
  return i18n;
}

/** The page's providers in one language: what Gatsby's root (the location) and wrapPageElement give every page. */
export function PageProviders({ language, children }: { language: Language; children: ReactNode }) {
  const context = {
    language,
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    routed: language !== DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: false,
    originalPath: window.location.pathname.replace(/^\/ru(?=\/)/, ""),
    path: window.location.pathname,
  };
  return (
    <I18nextProvider i18n={pageI18n(language)}>
      <I18nextContext.Provider value={context}>
        <LocationProvider>{children}</LocationProvider>
      </I18nextContext.Provider>
    </I18nextProvider>
  );
}

let shown: RenderResult | undefined;

/**
 * Renders a client-only screen at an address (`/my/ssh-keys/`, `/ru/checkout/…`) in that address's language,
 * in place of the screen rendered before in this test (a new page load of the same tab).
 */
export function renderAt(address: string, ui: ReactElement): RenderResult {
  shown?.unmount();
  // Through the router's history (it keeps the location it last saw, as Gatsby's does), not history.replaceState.
  void navigate(address, { replace: true });
  const language: Language = /^\/ru\//.test(address) ? "ru" : "en";
  // The page's HTML names its language (<html lang>), which the site's HTTP client sends as accept-language
  // (src/api-client/http/client.ts): a page load of this address sets it.
  document.documentElement.lang = language;
  shown = render(<PageProviders language={language}>{ui}</PageProviders>);
  return shown;
}

const AUTH = "/auth/_allauth/browser/v1";
const csrf = () => /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1];

/**
 * Signs the tab in with the sandbox's allauth, as the login page does (the config and session calls seed the
 * CSRF cookie, then the login): the jar then holds the session cookie every later call of the screen sends.
 */
export async function signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
  const headers = () => ({ "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": decodeURIComponent(csrf() ?? "") });
  await fetch(`${AUTH}/config`, { headers: headers() });
  await fetch(`${AUTH}/auth/session`, { headers: headers() });
  const answer = await fetch(`${AUTH}/auth/login`, { method: "POST", headers: headers(), body: JSON.stringify({ email, password }) });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${await answer.text()}`);
}

/** Waits until a screen's heading (level 1 or 2) with this name is shown. */
export const findHeading = (name: string | RegExp) => waitFor(() => screen.getByRole("heading", { name }));

/**
 * A call of the tab beside the screen, read whole. In act(): the screen may update meanwhile (an answer it
 * was waiting for), which React wants inside act, as it is inside Testing Library's waits.
 */
export async function tabCall(address: string, init?: RequestInit): Promise<Response> {
  let answer!: Response;
  await act(async () => {
    const response = await fetch(address, init);
    const body = await response.arrayBuffer();
    answer = new Response(body, { status: response.status, headers: response.headers });
  });
  return answer;
}

/** A GraphQL call of the signed-in tab (set-up and checks beside the screen, as the browser tests' gqlData). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test names the data shape it expects
export async function gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const answer = await tabCall("/my/api/graphql/", {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": decodeURIComponent(csrf() ?? "") },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * The account area at an address (`/my/projects/1/`), as its page mounts it: the app and the static frame it
 * replaces, with an empty GraphQL cache (a page load). Resolves once the signed-in shell shows (its menu, or
 * the menu's failure).
 */
export async function renderAccount(address: string): Promise<RenderResult> {
  shown?.unmount();
  shown = undefined;
  await Promise.all(mockApolloClients.map((client) => client.clearStore()));
  const { AccountApp } = await import("../../../src/features/account/shell/account-app");
  const { AccountFrame } = await import("../../../src/features/account/shell/account-frame");
  const result = renderAt(
    address,
    <>
      <AccountApp />
      <AccountFrame />
    </>,
  );
  await waitFor(() => screen.getByRole("navigation", { name: /Account sections|Разделы кабинета/ }));
  // The tab's realtime connection opens after the first screen, at the next idle moment (decision 251): waited for
  // here, as a browser test waits for the page to settle, so its indicator's update is not one the test did not expect.
  await waitFor(() => expect(screen.getByTestId("realtime-status").dataset.status).toBe("open"));
  return result;
}

/** Waits until an element matching the selector is in the container (the data-* hooks the browser tests also use). */
export const findIn = (container: ParentNode, selector: string) =>
  waitFor(() => {
    const found = container.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  });

/** Disabled as Playwright's toBeDisabled reads it: the attribute, or aria-disabled (the site's buttons that keep focus). */
export const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled || element.getAttribute("aria-disabled") === "true";

/** A GraphQL call's whole answer, errors included (a refusal the test expects). */
export async function gqlAnswer(
  query: string,
  variables?: Record<string, unknown>,
): Promise<{ data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const answer = await tabCall("/my/api/graphql/", {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": decodeURIComponent(csrf() ?? "") },
    body: JSON.stringify({ query, variables }),
  });
  return (await answer.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

/** A call of the sandbox's own control API (`/sandbox/api/…`: verify a legal entity, mark an invoice paid). */
export async function sandboxPost(address: string, data: unknown = {}): Promise<void> {
  const answer = await tabCall(address, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(data) });
  if (!answer.ok) throw new Error(`${address}: ${answer.status}`);
}
