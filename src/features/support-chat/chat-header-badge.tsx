import { useTranslation } from "gatsby-plugin-react-i18next";
import { chatUi, useChatUi } from "./chat-ui-store";

/** The header's unread count (issue 9): shown only while agent messages wait; opens the chat. */
export function ChatHeaderBadge() {
  const { t } = useTranslation("chat");
  const { unread, open } = useChatUi();
  if (unread < 1 || open) return null;
  return (
    <button
      type="button"
      className="chat-header-badge"
      data-testid="chat-unread-header"
      onClick={() => chatUi.set({ open: true })}
      aria-label={t("supportChat.unread", { count: unread })}
    >
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      </svg>
      <span className="chat-header-badge__count">{unread}</span>
    </button>
  );
}
