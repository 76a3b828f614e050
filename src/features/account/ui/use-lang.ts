import { useI18next } from "gatsby-plugin-react-i18next";
import { isLanguage, type Language } from "../../../lib/i18n-config";

export function useLang(): Language {
  const { language } = useI18next();
  return isLanguage(language) ? language : "en";
}
