import type { ComponentType } from "react";
import type { i18n } from "i18next";
import { I18nextContext, I18nextProvider } from "gatsby-plugin-react-i18next";
import type { IslandData } from "./define";

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
