import { useI18next } from "gatsby-plugin-react-i18next";
import { isLanguage, type Language } from "../lib/i18n-config";

/** The page's language (en or ru), also while it is rendered at build time, where there is no document. */
export function useLang(): Language {
  const { language } = useI18next();
  return isLanguage(language) ? language : "en";
}
