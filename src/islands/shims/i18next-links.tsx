import { createContext, forwardRef, useContext, type ComponentProps, type MouseEvent } from "react";
import { useTranslation, type UseTranslationOptions } from "react-i18next";
import { Link as GatsbyLink, navigate as gatsbyNavigate } from "gatsby";
import type { I18NextContext } from "gatsby-plugin-react-i18next/dist/types";
import type { NavigateOptions as ReachNavigateOptions } from "@reach/router";

// gatsby-plugin-react-i18next's own pieces (its context, `useI18next`, `Link`) for the island bundle, as
// the plugin's dist files do them (3.0.1), in TypeScript: its CommonJS files brought Babel's interop helpers
// and their wrappers (about 1 KB brotli on every page whose islands start; decision 122). Islands are
// bundled with an empty path prefix, so the plugin's prefix removal is the identity here.
// i18next-links.test.tsx renders both versions and compares the markup.

/** The plugin's key for the language a visitor chose by a language link. */
const LANGUAGE_KEY = "gatsby-i18next-language";

export const I18nextContext = createContext<I18NextContext>({
  language: "en",
  languages: ["en"],
  routed: false,
  defaultLanguage: "en",
  generateDefaultLanguagePage: false,
  originalPath: "/",
  path: "/",
});

const languagePath = (context: I18NextContext, language: string) =>
  context.generateDefaultLanguagePage || language !== context.defaultLanguage ? `/${language}` : "";

type NavigateOptions = ReachNavigateOptions<object>;

export function useI18next(ns?: string, options?: UseTranslationOptions<undefined>) {
  const { i18n, t, ready } = useTranslation(ns, options);
  const context = useContext(I18nextContext);
  const removeLocalePart = (pathname: string) => (context.routed ? pathname.substring(pathname.indexOf("/", 1)) : pathname);
  const navigate = (to: string, navigateOptions?: NavigateOptions) =>
    gatsbyNavigate(context.routed ? `${languagePath(context, context.language)}${to}` : to, navigateOptions);
  const changeLanguage = (language: string, to?: string, navigateOptions?: NavigateOptions) => {
    const link = `${languagePath(context, language)}${to || removeLocalePart(window.location.pathname)}${window.location.search}`;
    localStorage.setItem(LANGUAGE_KEY, language);
    return gatsbyNavigate(link, navigateOptions);
  };
  return { ...context, i18n, t, ready, navigate, changeLanguage };
}

type LinkProps = Omit<ComponentProps<typeof GatsbyLink>, "ref"> & { language?: string };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ language, to, onClick, ...rest }, ref) {
  const context = useContext(I18nextContext);
  const urlLanguage = language || context.language;
  return (
    <GatsbyLink
      {...rest}
      to={`${languagePath(context, urlLanguage)}${to}`}
      innerRef={ref}
      hrefLang={urlLanguage}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        if (language) localStorage.setItem(LANGUAGE_KEY, language);
        onClick?.(e);
      }}
    />
  );
});
