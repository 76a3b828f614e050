import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "./smart-link";

/** Links to the same page in the other languages (same path, other prefix: decision 001). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { languages, language, originalPath } = useI18next();
  return (
    <ul className="language-switcher" aria-label={t("language.label")}>
      {languages.map((lng) => (
        <li key={lng}>
          {lng === language ? (
            <span aria-current="true" lang={lng} className="language-switcher__current">{lng.toUpperCase()}</span>
          ) : (
            <SmartLink href={originalPath} language={lng} aria-label={`${lng.toUpperCase()}: ${t("language.switchTo", { name: t(`language.${lng}`) })}`}>
              <span lang={lng}>{lng.toUpperCase()}</span>
            </SmartLink>
          )}
        </li>
      ))}
    </ul>
  );
}
