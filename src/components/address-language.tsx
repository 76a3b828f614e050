import { useContext, useMemo, type ReactNode } from "react";
import i18next from "i18next";
import { I18nextContext, I18nextProvider, useTranslation } from "gatsby-plugin-react-i18next";
import { localizePath, type Language } from "../lib/i18n-config";
import { isUnprefixedRoute } from "../lib/links";

/**
 * Renders its children in `language` when the page was built for another one: the not-found page
 * (decision 059) and the auth pages (decision 076, both languages' catalogues too). Gatsby
 * shows /404.html's page (English) for any address it does not know, also /ru/ ones; the not-found
 * page carries the catalogues of both languages, so here it switches to the address's language with
 * a second i18next instance over the same resources (synchronous: no request, no flash).
 */
export function AddressLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const context = useContext(I18nextContext);
  const { i18n } = useTranslation();
  const override = useMemo(() => {
    if (language === context.language) return null;
    const instance = i18next.createInstance();
    void instance.init({ ...i18n.options, lng: language });
    const routed = language !== context.defaultLanguage;
    return {
      i18n: instance,
      context: {
        ...context,
        language,
        routed,
        path: isUnprefixedRoute(context.originalPath) ? context.originalPath : localizePath(context.originalPath, language),
      },
    };
  }, [language, context, i18n]);
  if (!override) return <>{children}</>;
  return (
    <I18nextProvider i18n={override.i18n}>
      <I18nextContext.Provider value={override.context}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  );
}
