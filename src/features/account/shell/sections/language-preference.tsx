import { navigate } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { toasts } from "@/components/toasts/toast-store";
import { useApiErrorToast } from "@/components/toasts/use-api-error";
import { useGuardedSubmit } from "@/components/forms/use-guarded-submit";
import { saveLanguage } from "@/api-client/account";
import { rememberLanguage } from "@/lib/stored-language";
import { LANGUAGES, localizePath, splitLanguage, type Language } from "@/lib/i18n-config";
import { LANGUAGE_SAVED } from "@/lib/app-page-strings";

/**
 * Spec §7: the language preference is saved with PUT /my/api/i18n/language/ and applied to the account area.
 * It is the site's stored language from then on too (decision 076), at once: the sign-in page after a
 * logout and the auth screens speak it (issue 37), whatever the navigation to the account in it does.
 */
export function LanguagePreference() {
  const { t } = useTranslation();
  const { language } = useI18next();
  const showError = useApiErrorToast();
  const { run, loading } = useGuardedSubmit(async (next: Language) => {
    const r = await saveLanguage(next);
    if (!r.ok) return showError(r.error);
    rememberLanguage(next);
    // Said in the language chosen: the page it leads to speaks it (app-page-strings.ts holds that text in both languages).
    toasts.success(LANGUAGE_SAVED[next]);
    const { path } = splitLanguage(window.location.pathname);
    await navigate(localizePath(path, next) + window.location.search);
  });
  return (
    <div className="card dash-part dash-part--language">
      <h2 className="card__title" id="language-pref">
        {t("account.dashboard.language")}
      </h2>
      <div className="language-pref" role="group" aria-labelledby="language-pref">
        {LANGUAGES.map((lng) => (
          <button
            key={lng}
            type="button"
            lang={lng}
            className={lng === language ? "button button--small" : "button button--ghost button--small"}
            aria-pressed={lng === language}
            aria-busy={loading}
            onClick={() => void run(lng)}
          >
            {t(`language.${lng}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
