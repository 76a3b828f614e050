import type { RouteComponentProps } from "@reach/router";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/components/auth/auth-context";
import { PersonalInfoForm } from "@/components/forms/personal-info-form";
import { toasts } from "@/components/toasts/toast-store";
import { messageOf } from "@/api-client/http";
import { useAccountScreenTitle } from "@/components/app-ui/account-screen-title";

/** Personal info GET/PUT (spec §3, §7): complete only when all six fields are filled. */
export default function PersonalInfo(_props: RouteComponentProps) {
  const { t } = useTranslation();
  const { state, store } = useAuth();
  useAccountScreenTitle(t("account.personal.title"));
  return (
    <section>
      <h1>{t("account.personal.title")}</h1>
      <p className="lead">{t("account.personal.lead")}</p>
      {state.profileState === "unavailable" ? <p className="form__notice">{t("account.dashboard.profileUnavailable")}</p> : null}
      <PersonalInfoForm
        initial={state.profile}
        className="form form--narrow"
        label={(field) => t(`account.personal.${field}`)}
        chooseCountry={t("account.personal.chooseCountry")}
        requiredText={t("errors:fieldRequired")}
        submitLabel={t("account.personal.save")}
        busyLabel={t("account.personal.saving")}
        failureText={(error) => (error.serverMessage && error.status === 403 ? error.serverMessage : messageOf(error, t))}
        onSaved={(saved) => {
          store.setProfile(saved);
          toasts.success(t("account.personal.saved"));
        }}
      />
    </section>
  );
}
