import type { ComponentType } from "react";
import i18next, { type i18n } from "i18next";
import { I18nextContext, I18nextProvider } from "gatsby-plugin-react-i18next";
import type { IslandData } from "./define";

/**
 * The i18next instance of one island: the page's language and namespace order, and only the strings the
 * island declared (the server renders with the same instance, so a key the island did not declare shows
 * raw in the built HTML, where the raw-key browser scan catches it).
 */
export function islandI18n(data: IslandData["i18n"]): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [data.language]: data.strings as Record<string, Record<string, unknown>> },
    lng: data.language,
    fallbackLng: false,
    defaultNS: data.defaultNS,
    fallbackNS: data.fallbackNS,
    ns: [data.defaultNS, ...data.fallbackNS],
    keySeparator: ".",
    nsSeparator: ":",
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** What an island renders, on the server (in its own render) and in the browser (its own root): the same tree. */
export function IslandTree<P extends object>({
  component: Component,
  props,
  i18n,
  page,
}: {
  component: ComponentType<P>;
  props: P;
  i18n: i18n;
  page: IslandData["page"];
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={page as never}>
        <Component {...props} />
      </I18nextContext.Provider>
    </I18nextProvider>
  );
}
