import { useEffect, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/components/auth/auth-context";
import { useGuardedSubmit } from "@/components/forms/use-guarded-submit";
import { toasts } from "@/components/toasts/toast-store";
import { useApiErrorToast } from "@/components/toasts/use-api-error";
import { getSecondLogin, setSecondLoginAccess } from "@/api-client/account";
import type { SecondLogin as SecondLoginState } from "@/api-client/schemas/account";
import { accessLevelOf } from "@/lib/access";
import { useAccountScreenTitle } from "@/components/app-ui/account-screen-title";

/** Second logins (spec §2, §6): "change account" (which account this login works on) and access settings. */
export default function SecondLogin({ view }: RouteComponentProps & { view: "change" | "access" }) {
  const { t } = useTranslation();
  const { store } = useAuth();
  const showError = useApiErrorToast();
  const [data, setData] = useState<SecondLoginState | null>(null);
  useEffect(() => {
    let live = true;
    void getSecondLogin().then((r) => {
      if (!live) return;
      if (r.ok) setData(r.value.data);
      else showError(r.error);
    });
    return () => {
      live = false;
    };
  }, [showError]);
  const { run, loading } = useGuardedSubmit(async (access: number) => {
    const r = await setSecondLoginAccess(access);
    if (!r.ok) return showError(r.error);
    setData(r.value.data);
    const account = r.value.data.accounts.find((a) => a.id === access);
    toasts.success(t("account.secondLogin.switched", { email: account?.email ?? "" }));
    await store.loadAccount(true);
  });
  const acting = data?.accounts.find((a) => a.id === data.access);
  useAccountScreenTitle(t(view === "access" ? "account.secondLogin.accessTitle" : "account.secondLogin.changeTitle"));
  if (view === "access") {
    return (
      <section>
        <h1>{t("account.secondLogin.accessTitle")}</h1>
        {data ? (
          <dl className="facts">
            <dt>{t("account.secondLogin.accessLevel")}</dt>
            <dd data-testid="access-level">{t(`account.secondLogin.levels.${accessLevelOf(data.access_level === "owner", data.access_level)}`)}</dd>
            <dt>{t("account.secondLogin.acting")}</dt>
            <dd>{acting ? `${acting.email} (${acting.is_main ? t("account.secondLogin.main") : t("account.secondLogin.own")})` : ""}</dd>
          </dl>
        ) : (
          <p className="muted">{t("account.loading")}</p>
        )}
      </section>
    );
  }
  return (
    <section>
      <h1>{t("account.secondLogin.changeTitle")}</h1>
      <p className="lead">{t("account.secondLogin.changeLead")}</p>
      <ul className="card-list">
        {data?.accounts.map((a) => (
          <li key={a.id} className="card">
            <p className="card__title">{a.email}</p>
            <p className="card__meta">{a.is_main ? t("account.secondLogin.main") : t("account.secondLogin.own")}</p>
            {a.id === data.access ? (
              <span className="badge badge--ok">{t("account.secondLogin.acting")}</span>
            ) : (
              <button type="button" className="button button--small" aria-busy={loading} onClick={() => void run(a.id)}>
                {t("account.secondLogin.switch")}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
