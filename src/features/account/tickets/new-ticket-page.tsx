import { useEffect, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useMutation, useQuery } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import { zodMiniResolver } from "@/components/forms/zod-mini-resolver";
import { requiredText } from "@/components/forms/required-text";
import * as z from "zod/mini";
import { useTranslation } from "react-i18next";
import { NewTicketOptionsQuery, TicketsQuery } from "./queries";
import { CreateTicketMutation } from "./mutations";
import { StaffStatus } from "./staff-status";
import { PageHeader } from "@/components/app-ui/section-nav";
import { ErrorState, Loading } from "@/components/app-ui/states";
import { Field } from "@/components/forms/field";
import { applyServerFieldErrors } from "@/components/forms/server-field-errors";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";
import { useLang } from "@/components/use-lang";
import { classifyGraphqlError } from "@/api-client/graphql/errors";
import { localizePath } from "@/lib/i18n-config";
import { clearTicketDraft, peekTicketDraft } from "@/lib/ticket-draft";
import { TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX } from "@/lib/rules/ticket";
import { ACCOUNT_QUOTAS, QUOTA_KEYS } from "@/lib/rules/quotas";
import { openTicketsFull } from "./ticket-quota";

export const ticketSchema = z.object({
  subject: requiredText(TICKET_SUBJECT_MAX, "line"),
  message: requiredText(TICKET_MESSAGE_MAX, "body"),
  orderId: z.string(),
});
const MAX_OF = { subject: TICKET_SUBJECT_MAX, message: TICKET_MESSAGE_MAX } as const;
type Values = z.infer<typeof ticketSchema>;

/**
 * New ticket (`/my/tickets/new/`, spec §2); what was typed stays when sending fails. Text the visitor
 * typed into the chat while staff were away arrives as a draft (decision 030) and fills the message.
 */
export default function NewTicketPage({ location }: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const toast = useToast();
  const showFailure = useFailureToast();
  const options = useQuery(NewTicketOptionsQuery);
  const [create, creating] = useMutation(CreateTicketMutation, { refetchQueries: [TicketsQuery] });
  // The open tickets are known (the list's query): a full quota is said at the form, before the request (issue 39).
  const open = useQuery(TicketsQuery);
  const full = open.data ? openTicketsFull(open.data.tickets) : false;
  const preset = new URLSearchParams(location?.search ?? "").get("order") ?? "";
  const [draft] = useState(() => (typeof window === "undefined" ? null : peekTicketDraft()));
  useEffect(() => {
    if (draft) clearTicketDraft();
  }, [draft]);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodMiniResolver(ticketSchema),
    defaultValues: { subject: "", message: draft?.message ?? "", orderId: preset },
  });
  const msg = (field: keyof typeof MAX_OF, m?: string, type?: string) => (m ? (type === "server" ? m : t(m, { max: MAX_OF[field] })) : undefined);
  return (
    <div className="account-page">
      <PageHeader title={t("tickets.new")} lead={t("tickets.newLead")} />
      <div className="layout-2">
        <section className="panel">
          <form
            className="form"
            noValidate
            data-testid="ticket-form"
            // A second submit while sending is ignored; the button is aria-disabled, not disabled (it keeps the focus).
            onSubmit={handleSubmit((v) =>
              creating.loading || full
                ? undefined
                : create({ variables: { input: { subject: v.subject.trim(), message: v.message.trim(), orderId: v.orderId || null } } })
                    .then(() => {
                      toast({ kind: "success", title: t("tickets.created") });
                      void navigate(localizePath("/my/tickets/", lang));
                    })
                    .catch((e: unknown) => {
                      const f = classifyGraphqlError(e);
                      if (f.kind === "input" && applyServerFieldErrors(f.fields, setError, ["subject", "message", "orderId"] as const)) return;
                      showFailure(e, "completeRequest");
                    }),
            )}
          >
            {full ? (
              <p className="hint" id="tickets-quota" data-testid="tickets-quota">
                {t(QUOTA_KEYS.openTickets, { count: ACCOUNT_QUOTAS.openTickets })}
              </p>
            ) : null}
            {draft ? (
              <p className="muted" role="status" data-testid="ticket-from-chat">
                {t("tickets.fromChat")}
              </p>
            ) : null}
            <Field label={t("tickets.subject")} error={msg("subject", formState.errors.subject?.message, formState.errors.subject?.type)}>
              {(a) => <input {...a} {...register("subject")} className="input" maxLength={TICKET_SUBJECT_MAX} />}
            </Field>
            <Field label={t("tickets.order")}>
              {(a) => (
                <select {...a} {...register("orderId")} className="input">
                  <option value="">{t("tickets.noOrder")}</option>
                  {(options.data?.orders ?? []).map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name} · {t(`orderTypes.${o.type}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t("tickets.message")} error={msg("message", formState.errors.message?.message, formState.errors.message?.type)}>
              {(a) => <textarea {...a} {...register("message")} className="input" rows={8} />}
            </Field>
            <div className="actions">
              <button
                type="submit"
                className="button"
                aria-disabled={creating.loading || full}
                aria-busy={creating.loading}
                aria-describedby={full ? "tickets-quota" : undefined}
              >
                {creating.loading ? t("ui.working") : t("tickets.submit")}
              </button>
            </div>
          </form>
        </section>
        {options.error && !options.data ? (
          <ErrorState error={options.error} failureKey="tickets" onRetry={() => void options.refetch()} />
        ) : options.data ? (
          <StaffStatus staff={options.data.supportStaff} />
        ) : (
          <Loading rows={3} />
        )}
      </div>
    </div>
  );
}
