import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { chatUi, useChatUi } from "./chat-ui-store";
import { keepClearOfActions } from "../../components/launcher-placement";

import { chatActive } from "../../lib/chat-active";
import { whenIdle } from "../../islands/next-task";

type Widget = ComponentType<{ open: boolean; onClose: () => void; onUnread: (n: number) => void }>;

/**
 * The support chat's button, mounted on every page by the Layout. It is the only chat code in the
 * first load: the panel, the socket and the API calls arrive with a dynamic import when the visitor
 * opens the chat, or early (after the page is idle) when this browser already has a conversation, so
 * the unread badge is live.
 */
export function ChatLauncher() {
  const { t } = useTranslation("chat");
  const [Widget, setWidget] = useState<Widget | null>(null);
  // Open state and unread count live in a small store: the header's badge shows and opens them too.
  const { open, unread } = useChatUi();
  const setUnread = useCallback((n: number) => chatUi.set({ unread: n }), []);

  const load = useCallback(async () => {
    try {
      const mod = await import(/* webpackChunkName: "support-chat" */ "./chat-widget");
      setWidget(() => mod.default);
    } catch {
      // The chat's code did not arrive (offline, or a new deploy replaced it): the launcher closes again and the
      // next press tries again. Left unhandled, Gatsby's runtime would navigate the app page again (decision 263).
      chatUi.set({ open: false });
    }
  }, []);

  useEffect(() => {
    if (!chatActive()) return;
    whenIdle(() => void load());
  }, [load]);

  useEffect(() => {
    if (open && !Widget) void load();
  }, [open, Widget, load]);

  // Steps aside while a primary action is under it (launcher-placement.ts).
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => (button.current ? keepClearOfActions(button.current) : undefined), []);

  const toggle = () => chatUi.set({ open: !open });
  const close = useCallback(() => chatUi.set({ open: false }), []);

  return (
    <div className="support-chat-root">
      {Widget ? <Widget open={open} onClose={close} onUnread={setUnread} /> : null}
      <button ref={button} type="button" className="support-chat-launcher" aria-expanded={open} onClick={toggle} data-testid="chat-launcher">
        <svg
          aria-hidden="true"
          className="support-chat-launcher__icon"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
        <span className="support-chat-launcher__text">{t("supportChat.open")}</span>
        {unread > 0 ? (
          <span className="support-chat-launcher__badge" data-testid="chat-unread" aria-label={t("supportChat.unread", { count: unread })}>
            {unread}
          </span>
        ) : null}
      </button>
    </div>
  );
}
