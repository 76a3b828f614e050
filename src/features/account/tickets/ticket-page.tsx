import { useRef, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { TicketQuery, TicketsQuery } from "./queries";
import { CloseTicketMutation, ReopenTicketMutation } from "./mutations";
import { PageHeader } from "@/components/app-ui/section-nav";
import { Badge, Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";
import { useLang } from "@/components/use-lang";
import { Field } from "@/components/forms/field";
import { SmartLink } from "@/components/smart-link";
import { readUpload, replyToTicket } from "@/api-client/tickets";
import { formatDateTime, formatFileSize } from "@/lib/format";
import { CONTROL_CHARACTERS_KEY, hasControlCharacters } from "@/lib/rules/text";
import { attachmentProblem, TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENTS_MAX, TICKET_MESSAGE_MAX } from "@/lib/rules/ticket";

const MAX_MB = TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024;

/**
 * A ticket as a conversation (decision 107): the whole thread, staff replies arriving over the tab's realtime
 * connection (`ticket.changed` refetches this page's query), the customer's reply with attachments (what was
 * typed and picked stays when sending fails), close and reopen.
 */
export default function TicketPage({ ticketId = "" }: RouteComponentProps<{ ticketId: string }>) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const toast = useToast();
  const showFailure = useFailureToast();
  const { data, loading, error, refetch } = useQuery(TicketQuery, { variables: { id: ticketId } });
  const [closeTicket, closing] = useMutation(CloseTicketMutation, { refetchQueries: [TicketsQuery] });
  const [reopenTicket, reopening] = useMutation(ReopenTicketMutation, { refetchQueries: [TicketsQuery] });
  const [message, setMessage] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  if (error && !data) return <ErrorState error={error} failureKey="ticket" onRetry={() => void refetch()} />;
  if (loading && !data) return <Loading rows={4} />;
  const ticket = data?.ticket;
  const back = (
    <SmartLink href="/my/tickets/" language={lang} className="button button--ghost">
      {t("tickets.back")}
    </SmartLink>
  );
  if (!ticket)
    return (
      <div className="account-page">
        <PageHeader title={t("tickets.notFound")} actions={back} />
        <Empty title={t("tickets.notFound")}>{t("tickets.notFoundHint")}</Empty>
      </div>
    );
  const closed = ticket.status === "closed";

  const pickFiles = (picked: File[]) => {
    const problem = attachmentProblem(picked);
    setFilesError(
      problem?.kind === "tooLarge"
        ? t("errors:attachmentTooLarge", { name: problem.name, size: MAX_MB })
        : problem?.kind === "tooMany"
          ? t("errors:attachmentsTooMany", { count: TICKET_ATTACHMENTS_MAX })
          : null,
    );
    setFiles(picked);
  };

  const send = async () => {
    const text = message.trim();
    const textProblem = !text
      ? t("errors:fieldRequired")
      : text.length > TICKET_MESSAGE_MAX
        ? t("validation.maxLength", { max: TICKET_MESSAGE_MAX })
        : hasControlCharacters(text, "body")
          ? t(CONTROL_CHARACTERS_KEY)
          : null;
    setMessageError(textProblem);
    if (textProblem || attachmentProblem(files)) return;
    setSending(true);
    try {
      const uploads = await Promise.all(files.map(readUpload));
      const result = await replyToTicket(ticket.id, text, uploads);
      if (!result.ok) {
        showFailure(result.error, "completeRequest");
        return;
      }
      setMessage("");
      setFiles([]);
      if (fileInput.current) fileInput.current.value = "";
      toast({ kind: "success", title: t("tickets.replied") });
      await refetch();
    } catch (e: unknown) {
      showFailure(e, "completeRequest");
    } finally {
      setSending(false);
    }
  };

  const toggle = () =>
    (closed ? reopenTicket : closeTicket)({ variables: { id: ticket.id } })
      .then(() => toast({ kind: "success", title: t(closed ? "tickets.reopened" : "tickets.closed") }))
      .catch((e: unknown) => showFailure(e, "completeRequest"));

  return (
    <div className="account-page" data-testid="ticket-page" data-status={ticket.status}>
      <PageHeader
        title={ticket.subject}
        lead={`#${ticket.id}`}
        actions={
          <>
            {back}
            <button type="button" className="button button--ghost" disabled={closing.loading || reopening.loading} onClick={() => void toggle()}>
              {t(closed ? "tickets.reopen" : "tickets.close")}
            </button>
          </>
        }
      />
      <p>
        <Badge tone={closed ? "muted" : ticket.awaitsCustomer ? "warn" : "info"}>
          {ticket.awaitsCustomer ? t("tickets.awaitsYou") : t(`tickets.statuses.${ticket.status}`, { defaultValue: ticket.status })}
        </Badge>
      </p>
      <section className="panel" aria-labelledby="thread-title">
        <h2 id="thread-title">{t("tickets.thread")}</h2>
        <ol className="ticket-thread" data-testid="ticket-thread">
          {ticket.messages.map((m) => (
            <li key={m.id} className={`ticket-message ticket-message--${m.author}`} data-author={m.author}>
              <p className="ticket-message__meta muted">
                <strong>{m.author === "staff" ? `${m.agentName ?? t("tickets.support")} · ${t("tickets.support")}` : t("tickets.you")}</strong> ·{" "}
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, lang)}</time>
              </p>
              <p className="ticket-message__body">{m.body}</p>
              {m.attachments.length ? (
                <ul className="ticket-message__files">
                  {m.attachments.map((a) => (
                    <li key={a.id}>
                      <a href={a.url} download={a.name}>
                        {t("tickets.attachment", { name: a.name, size: formatFileSize(a.size, lang) })}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section className="panel" aria-labelledby="reply-title">
        <h2 id="reply-title">{t("tickets.reply")}</h2>
        {closed ? (
          <p className="muted" data-testid="ticket-closed">
            {t("tickets.closedNote")}
          </p>
        ) : (
          <form
            className="form"
            noValidate
            data-testid="ticket-reply"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <Field label={t("tickets.message")} error={messageError ?? undefined}>
              {(a) => <textarea {...a} className="input" rows={6} value={message} onChange={(e) => setMessage(e.target.value)} />}
            </Field>
            <Field label={t("tickets.attach")} hint={t("tickets.attachHint", { count: TICKET_ATTACHMENTS_MAX, size: MAX_MB })} error={filesError ?? undefined}>
              {(a) => <input {...a} ref={fileInput} type="file" multiple className="input" onChange={(e) => pickFiles([...(e.target.files ?? [])])} />}
            </Field>
            <div className="actions">
              <button type="submit" className="button" disabled={sending}>
                {sending ? t("ui.working") : t("tickets.send")}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
