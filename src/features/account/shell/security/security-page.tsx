import { useCallback, useEffect, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useTranslation } from "react-i18next";
import { getAuthenticators } from "@/api-client/allauth";
import { messageOf, type ApiError } from "@/api-client/http";
import type { AuthenticatorList } from "@/api-client/schemas/mfa";
import { PasskeysPanel } from "./passkeys-panel";
import { TwoFactorPanel } from "./two-factor-panel";
import { useReauthentication } from "@/components/auth/use-reauthentication";
import { EmailPanel } from "./email-panel";
import { ProvidersPanel } from "./providers-panel";
import { SessionsPanel } from "./sessions-panel";
import { useAccountScreenTitle } from "@/components/app-ui/account-screen-title";

/**
 * Sign-in security (issue 20): two-factor authentication (TOTP with recovery codes) and passkeys, on
 * allauth's account calls; one list of authenticators feeds both panels and is read again after a change.
 * Then the signed-in sessions, the e-mail addresses and the connected logins, each panel with its own list.
 * One reauthentication runner serves every panel.
 */
export default function SecurityPage(_props: RouteComponentProps) {
  const { t } = useTranslation();
  const [list, setList] = useState<AuthenticatorList | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const { run, dialog } = useReauthentication();
  useAccountScreenTitle(t("account.security.title"));
  const reload = useCallback(async () => {
    const result = await getAuthenticators();
    if (result.ok) {
      setList(result.value.data.data);
      setError(null);
    } else setError(result.error);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return (
    <section className="security">
      <h1>{t("account.security.title")}</h1>
      <p className="lead">{t("account.security.lead")}</p>
      {error ? (
        <div role="alert">
          <p className="form__error">{messageOf(error, t)}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void reload()}>
            {t("session.retry")}
          </button>
        </div>
      ) : list === null ? (
        <p className="muted" role="status">
          {t("account.loading")}
        </p>
      ) : (
        <>
          <TwoFactorPanel list={list} run={run} reload={reload} />
          <PasskeysPanel list={list} run={run} reload={reload} />
        </>
      )}
      <SessionsPanel run={run} />
      <EmailPanel run={run} />
      <ProvidersPanel run={run} />
      {dialog}
    </section>
  );
}
