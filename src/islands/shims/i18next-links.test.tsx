/** @jest-environment jsdom */
import type { ComponentType, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { act, render } from "@testing-library/react";
import type { I18NextContext } from "gatsby-plugin-react-i18next/dist/types";
import { I18nextProvider } from "react-i18next";
import { islandI18n } from "../island-i18n";
import { I18nextContext, Link, useI18next } from "./i18next-links";

// The islands' own context, `Link` and `useI18next` (decision 122) against gatsby-plugin-react-i18next's
// dist files, both over the islands' `gatsby` (plain links, page-load navigation): the same markup, the
// same navigation targets and the same stored language.

// The island bundle defines both as "" (src/build/islands-bundle.ts); the plugin reads them as globals.
Object.assign(globalThis, { __PATH_PREFIX__: "", __BASE_PATH__: "" });

const navigations: string[] = [];
jest.mock("gatsby", () => ({
  ...jest.requireActual<object>("./gatsby"),
  navigate: (to: string) => {
    navigations.push(to);
    return Promise.resolve();
  },
}));

type Plugin = {
  Link: ComponentType<Record<string, unknown>>;
  I18nextContext: React.Context<I18NextContext>;
  useI18next: typeof useI18next;
};
const plugin: Plugin = {
  ...(jest.requireActual("gatsby-plugin-react-i18next/dist/Link") as Pick<Plugin, "Link">),
  ...(jest.requireActual("gatsby-plugin-react-i18next/dist/i18nextContext") as Pick<Plugin, "I18nextContext">),
  ...(jest.requireActual("gatsby-plugin-react-i18next/dist/useI18next") as Pick<Plugin, "useI18next">),
};

const page = (language: string, routed = language !== "en"): I18NextContext => ({
  language,
  languages: ["en", "ru"],
  routed,
  defaultLanguage: "en",
  generateDefaultLanguagePage: false,
  originalPath: "/help/",
  path: language === "en" ? "/help/" : `/${language}/help/`,
});

const contexts = [page("en"), page("ru"), { ...page("en"), generateDefaultLanguagePage: true }];
const linkProps: Array<Record<string, unknown>> = [
  { to: "/help/", children: "Help" },
  { to: "/contacts/", language: "ru", className: "nav-link", "aria-current": "page", children: "Контакты" },
  { to: "/vpn/", language: "en", target: "_blank", rel: "noopener noreferrer", children: "VPN" },
];

it("renders the same links as the plugin, in every language context", () => {
  for (const context of contexts)
    for (const props of linkProps) {
      const ours = renderToStaticMarkup(
        <I18nextContext.Provider value={context}>
          <Link {...(props as { to: string; children: ReactNode })} />
        </I18nextContext.Provider>,
      );
      const theirs = renderToStaticMarkup(
        <plugin.I18nextContext.Provider value={context}>
          <plugin.Link {...props} />
        </plugin.I18nextContext.Provider>,
      );
      expect(ours).toBe(theirs);
      expect(ours).toContain("href=");
    }
});

it("stores the chosen language on a language link's click, as the plugin does", () => {
  localStorage.clear();
  const { getByText } = render(
    <I18nextContext.Provider value={page("en")}>
      <Link to="/help/" language="ru" onClick={(e) => e.preventDefault()}>
        ru
      </Link>
    </I18nextContext.Provider>,
  );
  act(() => getByText("ru").click());
  expect(localStorage.getItem("gatsby-i18next-language")).toBe("ru");
});

it("gives the page context and navigates to the same addresses as the plugin's useI18next", () => {
  for (const context of contexts) {
    const seen: Array<Record<string, unknown>> = [];
    function Probe({ use }: { use: typeof useI18next }) {
      const { i18n: _i18n, t: _t, navigate, changeLanguage, ...rest } = use();
      seen.push(rest);
      void navigate("/my/tickets/new/");
      void changeLanguage("ru");
      void changeLanguage("en", "/vpn/");
      return null;
    }
    navigations.length = 0;
    window.history.replaceState(null, "", `${context.path}?q=ssh`);
    renderToStaticMarkup(
      <I18nextContext.Provider value={context}>
        <I18nextProvider i18n={islandI18n({ language: context.language, defaultNS: "site", fallbackNS: [], strings: {} })}>
          <Probe use={useI18next} />
        </I18nextProvider>
      </I18nextContext.Provider>,
    );
    const ours = navigations.splice(0);
    renderToStaticMarkup(
      <plugin.I18nextContext.Provider value={context}>
        <I18nextProvider i18n={islandI18n({ language: context.language, defaultNS: "site", fallbackNS: [], strings: {} })}>
          <Probe use={plugin.useI18next} />
        </I18nextProvider>
      </plugin.I18nextContext.Provider>,
    );
    expect(ours).toEqual(navigations);
    expect(ours.length).toBe(3);
    expect(seen[0]).toEqual(seen[1]);
  }
});
