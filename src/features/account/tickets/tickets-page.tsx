import type { RouteComponentProps } from "@reach/router";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { TicketsQuery } from "./queries";
import { StaffStatus } from "./staff-status";
import { PageHeader } from "@/components/app-ui/section-nav";
import { Badge, Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { DateText } from "@/components/app-ui/format";
import { useLang } from "@/components/use-lang";
import { SmartLink } from "@/components/smart-link";
import { ACCOUNT_QUOTAS, QUOTA_KEYS } from "@/lib/rules/quotas";
import { openTicketsFull } from "./ticket-quota";

export default function TicketsPage(_props: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const { data, loading, error, refetch } = useQuery(TicketsQuery);
  const tickets = data?.tickets ?? [];
  // The quota is known here (the tickets are listed): said before any request (issue 39); the form says it too.
  const full = openTicketsFull(tickets);
  return (
    <div className="account-page">
      <PageHeader
        title={t("tickets.title")}
        lead={t("tickets.lead")}
        actions={
          <SmartLink href="/my/tickets/new/" language={lang} className="button">
            {t("tickets.new")}
          </SmartLink>
        }
      />
      {full ? (
        <p className="hint" id="tickets-quota" data-testid="tickets-quota">
          {t(QUOTA_KEYS.openTickets, { count: ACCOUNT_QUOTAS.openTickets })}
        </p>
      ) : null}
      {error && !data ? (
        <ErrorState error={error} failureKey="tickets" onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Loading rows={4} />
      ) : (
        <div className="layout-2">
          <section className="panel">
            {tickets.length ? (
              <ul className="ticket-list" data-testid="tickets">
                {tickets.map((tk) => (
                  <li key={tk.id} data-ticket-id={tk.id} data-awaits-customer={tk.awaitsCustomer}>
                    <div className="panel__head">
                      <SmartLink href={`/my/tickets/${tk.id}/`} language={lang}>
                        <strong>{tk.subject}</strong>
                      </SmartLink>
                      {/* Which tickets wait for the customer's answer (support replied last): decision 107. */}
                      <Badge tone={tk.status === "closed" ? "muted" : tk.awaitsCustomer ? "warn" : "info"}>
                        {tk.awaitsCustomer ? t("tickets.awaitsYou") : t(`tickets.statuses.${tk.status}`, { defaultValue: tk.status })}
                      </Badge>
                    </div>
                    <p className="muted">
                      <DateText iso={tk.updatedAt} short /> · #{tk.id}
                    </p>
                    <p className="ticket-list__preview">{tk.message}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty title={t("tickets.empty")}>{t("tickets.emptyHint")}</Empty>
            )}
          </section>
          {data ? <StaffStatus staff={data.supportStaff} /> : null}
        </div>
      )}
    </div>
  );
}
