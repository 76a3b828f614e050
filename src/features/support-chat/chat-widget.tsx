import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { formatLocalTime } from "../../lib/format";
import { CHAT_TEXT_MAX } from "../../api-client/schemas/chat";
import { useSupportChat } from "./use-support-chat";
import { messageOf, type ApiError } from "../../api-client/http";
import { writeTicketDraft } from "../../lib/ticket-draft";
import { CONTROL_CHARACTERS_KEY, hasControlCharacters } from "../../lib/rules/text";

/** Spec §8 for a failed send: "Request failed…" without an answer, a 429's detail, else the generic text. */
const sendErrorText = (cause: ApiError | null, t: (key: string) => string): string => (cause ? messageOf(cause, t) : t("errors:requestFailed"));

type Props = {
  open: boolean;
  onClose: () => void;
  onUnread: (count: number) => void;
};

/**
 * The chat panel (loaded on demand by ChatLauncher). It stays mounted once loaded so the unread
 * count and the conversation stay live while it is closed.
 */
export default function ChatWidget({ open, onClose, onUnread }: Props) {
  const { t } = useTranslation("chat");
  const { language, navigate } = useI18next();
  const chat = useSupportChat(language, open);
  const [text, setText] = useState("");
  const [email, setEmail] = useState("");
  // The text rule (issue 39) checked before the request: a message with control characters is not sent.
  const [textProblem, setTextProblem] = useState<string | null>(null);
  const textErrorId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => onUnread(chat.unread), [chat.unread, onUnread]);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages.length, open]);
  const asksEmail = chat.status === "online" && chat.emailRequired;
  useEffect(() => {
    if (!open) return;
    // The first field to fill: a visitor who must give an e-mail address starts there, not in the message
    // below it (on a phone the keyboard opens for the wrong field). The e-mail field appears once the
    // status has arrived: focus moves to it then, unless the visitor has already started the message.
    const message = inputRef.current;
    const emailField = emailRef.current;
    const focusInside = !!message?.closest('[role="dialog"]')?.contains(document.activeElement);
    if (emailField && !emailField.value && !message?.value && (!focusInside || document.activeElement === message)) emailField.focus();
    else if (!focusInside) message?.focus();
  }, [open, asksEmail]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  if (!open) return null;
  const available = chat.status === "online";

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!available) {
      writeTicketDraft(text.trim());
      onClose();
      await navigate("/my/tickets/new/");
      return;
    }
    if (!text.trim()) return;
    if (hasControlCharacters(text, "body")) {
      setTextProblem(t(CONTROL_CHARACTERS_KEY));
      inputRef.current?.focus();
      return;
    }
    if (await chat.send(text.trim(), chat.emailRequired ? email.trim() : undefined)) setText("");
  }

  return (
    <section className="support-chat" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <header className="support-chat__header">
        <div>
          <h2 id={titleId} className="support-chat__title">
            {t("supportChat.title")}
          </h2>
          <p className="support-chat__status" data-status={chat.status ?? "unknown"} role="status">
            <span className="support-chat__dot" aria-hidden="true" />
            {chat.status ? t(`supportChat.status.${chat.status}`, { name: chat.agentName }) : t("supportChat.status.loading")}
          </p>
        </div>
        <button type="button" className="support-chat__close" onClick={onClose} aria-label={t("supportChat.close")}>
          ×
        </button>
      </header>

      {chat.messages.length ? (
        <ol ref={listRef} className="support-chat__messages" aria-label={t("supportChat.history")} aria-live="polite">
          {chat.messages.map((m) => (
            <li key={m.id} className={`support-chat__message support-chat__message--${m.author}`}>
              <span className="support-chat__author">{m.author === "agent" ? m.name : t("supportChat.you")}</span>
              <p className="support-chat__text">{m.text}</p>
              <time className="support-chat__time" dateTime={m.created_at}>
                {formatLocalTime(m.created_at, language)}
              </time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="support-chat__intro">
          {chat.loading ? t("supportChat.status.loading") : available ? t("supportChat.introOnline") : t("supportChat.introTicket")}
        </p>
      )}

      {!available && chat.status ? (
        <p className="support-chat__offline" data-testid="chat-offline">
          {t(chat.status === "break" ? "supportChat.onBreak" : "supportChat.offline")}
        </p>
      ) : null}
      {chat.error ? (
        <p className="support-chat__error" role="alert">
          {chat.error.kind === "load" ? t("supportChat.errorLoad") : sendErrorText(chat.error.cause, t)}
        </p>
      ) : null}

      <form className="support-chat__form" onSubmit={submit} noValidate>
        {available && chat.emailRequired ? (
          <label className="support-chat__field">
            <span>{t("supportChat.email")}</span>
            <input
              ref={emailRef}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              aria-invalid={!!chat.fieldErrors.email}
            />
            {chat.fieldErrors.email ? <span className="support-chat__field-error">{chat.fieldErrors.email}</span> : null}
          </label>
        ) : null}
        <label className="support-chat__field">
          <span className="support-chat__sr">{t("supportChat.message")}</span>
          <textarea
            ref={inputRef}
            rows={3}
            maxLength={CHAT_TEXT_MAX}
            value={text}
            placeholder={t(available ? "supportChat.placeholder" : "supportChat.placeholderTicket")}
            onChange={(e) => {
              setText(e.target.value);
              setTextProblem(null);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey && available) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            aria-invalid={!!(textProblem ?? chat.fieldErrors.text)}
            aria-describedby={(textProblem ?? chat.fieldErrors.text) ? textErrorId : undefined}
          />
          {(textProblem ?? chat.fieldErrors.text) ? (
            <span className="support-chat__field-error" id={textErrorId}>
              {textProblem ?? chat.fieldErrors.text}
            </span>
          ) : null}
        </label>
        <button type="submit" className="button support-chat__send" disabled={chat.sending || chat.loading || !chat.status}>
          {available ? t("supportChat.send") : t("supportChat.openTicket")}
        </button>
      </form>
    </section>
  );
}
