import { useEffect, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { useAuth } from "../../../../components/auth/auth-context";
import { SmartLink } from "../../../../components/smart-link";
import { toasts } from "../../../../components/toasts/toast-store";
import { useApiErrorToast } from "../../../../components/toasts/use-api-error";
import { useGuardedSubmit } from "../../../../components/forms/use-guarded-submit";
import { saveLanguage } from "../../../../api-client/account";
import { acquireRealtime, type RealtimeStatus } from "../../../../api-client/realtime/connection";
import { LANGUAGES, localizePath, splitLanguage, type Language } from "../../../../lib/i18n-config";

export default function Dashboard(_props: RouteComponentProps) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const name = [state.menu?.user.first_name, state.menu?.user.last_name].filter(Boolean).join(" ") || state.user?.display || "";
  return (
    <section>
      <h1>{t("account.dashboard.greeting", { name })}</h1>
      <div className="account-grid">
        <div className="card">
          <h2 className="card__title">{t("account.dashboard.profile")}</h2>
          {state.profileState === "unavailable" ? (
            <p className="card__text">{t("account.dashboard.profileUnavailable")}</p>
          ) : state.profileState === "loaded" ? (
            state.profileComplete ? (
              <p>
                <span className="badge badge--ok" data-testid="profile-status">
                  {t("account.dashboard.profileComplete")}
                </span>
              </p>
            ) : (
              <>
                <p>
                  <span className="badge" data-testid="profile-status">
                    {t("account.dashboard.profileIncomplete")}
                  </span>
                </p>
                <SmartLink href="/my/personal/">{t("account.dashboard.fillIn")}</SmartLink>
              </>
            )
          ) : (
            <p className="muted">{t("account.loading")}</p>
          )}
        </div>
        <LanguagePreference />
        <RealtimeStatusCard />
      </div>
    </section>
  );
}

/** Spec §7: the language preference is saved with PUT /my/api/i18n/language/ and applied to the account area. */
function LanguagePreference() {
  const { t } = useTranslation();
  const { language } = useI18next();
  const showError = useApiErrorToast();
  const { run, loading } = useGuardedSubmit(async (next: Language) => {
    const r = await saveLanguage(next);
    if (!r.ok) return showError(r.error);
    toasts.success(t("account.dashboard.languageSaved"));
    const { path } = splitLanguage(window.location.pathname);
    await navigate(localizePath(path, next) + window.location.search);
  });
  return (
    <div className="card">
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

/** The tab's realtime connection (spec §9); later issues subscribe to its events. */
function RealtimeStatusCard() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RealtimeStatus>("connecting");
  useEffect(() => {
    const { connection, release } = acquireRealtime();
    setStatus(connection.getStatus());
    const off = connection.onStatus(setStatus);
    return () => {
      off();
      release();
    };
  }, []);
  return (
    <div className="card">
      <h2 className="card__title">{t("account.dashboard.realtime")}</h2>
      <p data-testid="realtime-status" data-status={status}>
        {status === "open" ? t("account.dashboard.realtimeOpen") : t("account.dashboard.realtimeClosed")}
      </p>
    </div>
  );
}
