import { useEffect, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { RealtimeStatus } from "@/api-client/realtime/connection";
import { withRealtime } from "./live-after-first-screen";

/** The indicator's words (common.json `account.dashboard.*`), in the order `indicatorWord` names them. */
const WORDS = ["realtimeConnecting", "realtimeOpen", "realtimeReconnecting", "realtimeOff"] as const;
type Word = (typeof WORDS)[number];

/**
 * What the indicator says: connecting before the socket has ever opened, reconnecting after a drop (the library
 * retries), off once the connection has stopped for good (the session ended, or its code could not be fetched).
 */
export function indicatorWord(status: RealtimeStatus, opens: number): Word {
  if (status === "open") return "realtimeOpen";
  if (status === "closed") return "realtimeOff";
  return opens > 0 ? "realtimeReconnecting" : "realtimeConnecting";
}

/**
 * The tab's realtime connection (spec §9) as a small indicator beside the customer's name: a dot and one
 * word, announced politely when it changes. The dashboard's parts reload on its account events. The other words
 * stand unseen in the same cell, so the indicator is as wide as the longest and nothing beside it moves when it
 * changes (the account's frame test measures no shift).
 */
export function RealtimeIndicator() {
  const { t } = useTranslation();
  const [state, setState] = useState<{ status: RealtimeStatus; opens: number }>({ status: "connecting", opens: 0 });
  // "connecting" until the connection opens, after the first screen (live-after-first-screen.ts).
  useEffect(
    () =>
      withRealtime((connection) => {
        const update = (status: RealtimeStatus) => setState({ status, opens: connection.openCount() });
        update(connection.getStatus());
        return connection.onStatus(update);
      }),
    [],
  );
  const shown = indicatorWord(state.status, state.opens);
  return (
    <span
      className={`live-dot live-dot--${state.status}`}
      role="status"
      data-testid="realtime-status"
      data-status={state.status}
      title={t("account.dashboard.realtime")}
    >
      <span className="live-dot__words">
        <span>{t(`account.dashboard.${shown}`)}</span>
        {WORDS.filter((w) => w !== shown).map((w) => (
          <span key={w} className="live-dot__spare" aria-hidden="true">
            {t(`account.dashboard.${w}`)}
          </span>
        ))}
      </span>
    </span>
  );
}
