import { useTranslation } from "react-i18next";
import { disconnectProvider, getProviderAccounts } from "../../../../api-client/allauth";
import { FormError } from "../../../../components/forms/text-field";
import { PanelListState, usePanelAction, usePanelList, type Run } from "./panel-action";

/**
 * Logins of other services connected to the account (allauth `account/providers`). Disconnecting the
 * last one of an account without a password is refused by the server with the contract's message.
 */
export function ProvidersPanel({ run }: { run: Run }) {
  const { t } = useTranslation();
  const { items, setItems, error: loadError, reload } = usePanelList(getProviderAccounts);
  const { act, busy, error } = usePanelAction(run);
  return (
    <section className="panel" aria-labelledby="security-providers">
      <div className="panel__head">
        <h2 id="security-providers">{t("account.security.providers.title")}</h2>
      </div>
      <p>{t("account.security.providers.lead")}</p>
      {items === null ? (
        <PanelListState error={loadError} onRetry={() => void reload()} />
      ) : items.length ? (
        <ul className="security-list">
          {items.map((a) => (
            <li key={`${a.provider.id}:${a.uid}`} className="security-item" data-testid="provider-account">
              <div className="security-item__text">
                <strong className="security-item__name">{a.provider.name}</strong>
                <span className="muted">{a.display}</span>
              </div>
              <div className="actions">
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-busy={busy}
                  aria-label={`${t("account.security.providers.disconnect")} ${a.provider.name}`}
                  onClick={() =>
                    void act(
                      () => disconnectProvider(a.provider.id, a.uid),
                      (answer) => setItems(answer.data),
                    )
                  }
                >
                  {t("account.security.providers.disconnect")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("account.security.providers.none")}</p>
      )}
      <FormError message={error} />
    </section>
  );
}
