import { useTranslation } from "react-i18next";
import { endSessions, getSessions } from "@/api-client/allauth";
import type { UserSession } from "@/api-client/schemas/account-manage";
import { FormError } from "@/components/forms/text-field";
import { formatDateTime } from "@/lib/format";
import { describeUserAgent } from "@/lib/user-agent";
import { useLang } from "@/components/use-lang";
import { PanelListState, usePanelAction, usePanelList, type Run } from "./panel-action";

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * The customer's signed-in sessions (allauth.usersessions): browser, address, last seen. Ending another
 * session signs that browser out and closes its realtime socket (the sandbox ends both); ending this one
 * signs this browser out (401), which the reauthentication runner hands to the auth state.
 */
export function SessionsPanel({ run }: { run: Run }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { items, setItems, error: loadError, reload } = usePanelList(getSessions);
  const { act, busy, error } = usePanelAction(run);
  const end = (ids: number[]) =>
    act(
      () => endSessions(ids),
      (answer) => setItems(answer.data),
      // A session ended elsewhere meanwhile is no longer ours to choose: say so and show the list as it is now.
      (failure) => (failure.status === 400 ? (void reload(), t("errors:sessionGone")) : null),
    );
  const label = (s: UserSession) => {
    const described = describeUserAgent(s.user_agent);
    if (!described) return t("account.security.sessions.unknownBrowser");
    return described.os ? t("account.security.sessions.on", { browser: described.browser, os: described.os }) : described.browser;
  };
  const others = (items ?? []).filter((s) => !s.is_current);
  return (
    <section className="panel" aria-labelledby="security-sessions">
      <div className="panel__head">
        <h2 id="security-sessions">{t("account.security.sessions.title")}</h2>
      </div>
      <p>{t("account.security.sessions.lead")}</p>
      {items === null ? (
        <PanelListState error={loadError} onRetry={() => void reload()} />
      ) : (
        <>
          <ul className="security-list">
            {/* This browser first, then the others as the API lists them (newest first). */}
            {[...items.filter((s) => s.is_current), ...items.filter((s) => !s.is_current)].map((s) => (
              <li key={s.id} className="security-item" data-testid="session" data-current={s.is_current}>
                <div className="security-item__text">
                  <strong className="security-item__name">
                    {label(s)}
                    {s.is_current ? <span className="badge badge--ok">{t("account.security.sessions.thisBrowser")}</span> : null}
                  </strong>
                  <span className="muted">
                    {t("account.security.sessions.ip")}: <span data-testid="session-ip">{s.ip}</span>
                    {" · "}
                    {t("account.security.sessions.lastSeen")}:{" "}
                    <time dateTime={iso(s.last_seen_at ?? s.created_at)}>{formatDateTime(iso(s.last_seen_at ?? s.created_at), lang)}</time>
                  </span>
                </div>
                <div className="actions">
                  <button type="button" className="button button--danger button--small" aria-busy={busy} onClick={() => void end([s.id])}>
                    {s.is_current ? t("account.security.sessions.endThis") : t("account.security.sessions.end")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {others.length > 1 ? (
            <div className="actions">
              <button type="button" className="button button--ghost button--small" aria-busy={busy} onClick={() => void end(others.map((s) => s.id))}>
                {t("account.security.sessions.endOthers")}
              </button>
            </div>
          ) : others.length === 0 ? (
            <p className="muted">{t("account.security.sessions.none")}</p>
          ) : null}
        </>
      )}
      <FormError message={error} />
    </section>
  );
}
