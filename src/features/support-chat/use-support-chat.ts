import { useCallback, useEffect, useRef, useState } from "react";
import * as z from "zod/mini";
import { call, ensureCsrfCookie } from "../../api-client/client";
import { isApiError, type ApiError } from "../../api-client/http";
import { acquireRealtime, type RealtimeConnection } from "../../api-client/realtime/connection";
import { mergeMessages } from "./merge-messages";
import { CHAT_UNAVAILABLE, chatMessageSchema, chatStateSchema, type ChatMessage, type StaffStatus } from "../../api-client/schemas/chat";

import { CHAT_ACTIVE_KEY } from "../../lib/chat-active";

export type ChatError = { kind: "load" } | { kind: "send"; cause: ApiError | null };

export interface SupportChat {
  loading: boolean;
  status: StaffStatus | null;
  agentName: string;
  emailRequired: boolean;
  messages: ChatMessage[];
  unread: number;
  /** The panel could not load, or a message could not be sent (with the send's typed error, when it has one). */
  error: ChatError | null;
  fieldErrors: { text?: string; email?: string };
  sending: boolean;
  send: (text: string, email?: string) => Promise<boolean>;
  markRead: () => void;
}

export function useSupportChat(language: string, visible: boolean): SupportChat {
  const [loading, setLoading] = useState(true);
  const [status, setStatus] = useState<StaffStatus | null>(null);
  const [agentName, setAgentName] = useState("");
  const [emailRequired, setEmailRequired] = useState(true);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [lastReadId, setLastReadId] = useState(0);
  const [error, setError] = useState<ChatError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ text?: string; email?: string }>({});
  const [sending, setSending] = useState(false);
  const connectionRef = useRef<RealtimeConnection | null>(null);
  const readSent = useRef(0);

  const load = useCallback(async () => {
    try {
      const state = await call({ path: "/my/api/chat/", schema: chatStateSchema });
      setStatus(state.staff.status);
      setAgentName(state.staff.agent_name);
      setEmailRequired(state.email_required);
      // Merge, never replace: a message that arrived on the socket while this request was under way
      // must not be dropped by an answer computed before it.
      setMessages((list) => mergeMessages(list, state.conversation?.messages ?? []));
      setLastReadId(state.conversation?.last_read_id ?? 0);
      readSent.current = state.conversation?.last_read_id ?? 0;
      if (state.conversation) window.localStorage.setItem(CHAT_ACTIVE_KEY, "1");
      setError(null);
    } catch {
      setError({ kind: "load" });
    } finally {
      setLoading(false);
    }
    // The client sends the page's language (accept-language): a language switch loads the chat again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is the reason to load again (line above)
  }, [language]);

  const addMessage = useCallback((m: ChatMessage) => {
    setMessages((list) => mergeMessages(list, [m]));
  }, []);

  // The chat rides on the tab's one realtime connection (src/api-client/realtime; decision 051): its
  // `chat.*` events, and a history load after every reconnect to catch up with what was said meanwhile.
  useEffect(() => {
    void load();
    const { connection, release } = acquireRealtime();
    connectionRef.current = connection;
    const opensBefore = Math.max(connection.openCount(), 1);
    const offEvent = connection.onEvent((event) => {
      if (event.type === "chat.hello" || event.type === "chat.status") {
        setStatus(event.staff.status);
        setAgentName(event.staff.agent_name);
      } else if (event.type === "chat.message") addMessage(event.message);
      else if (event.type === "chat.read") setLastReadId((id) => Math.max(id, event.last_read_id));
    });
    const offStatus = connection.onStatus((next) => {
      if (next === "open" && connection.openCount() > opensBefore) void load();
    });
    // Another tab started the conversation: the socket must reconnect to carry the chat cookie (the
    // reconnect's open loads the history).
    const onStorage = (e: StorageEvent) => {
      if (e.key === CHAT_ACTIVE_KEY && e.newValue) connection.reconnect();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("storage", onStorage);
      offEvent();
      offStatus();
      release();
      connectionRef.current = null;
    };
  }, [load, addMessage]);

  const unread = messages.filter((m) => m.author === "agent" && m.id > lastReadId).length;

  const markRead = useCallback(() => {
    const last = messages.at(-1)?.id ?? 0;
    if (!last || last <= readSent.current || messages.every((m) => m.id <= lastReadId)) return;
    readSent.current = last;
    setLastReadId(last);
    void call({ method: "POST", path: "/my/api/chat/read/", body: { last_id: last }, schema: z.unknown() }).catch(() => {
      readSent.current = 0;
    });
  }, [messages, lastReadId]);

  // What is on screen in an open panel is read.
  useEffect(() => {
    if (visible && unread > 0) markRead();
  }, [visible, unread, markRead]);

  const send = useCallback(
    async (text: string, email?: string) => {
      setSending(true);
      setFieldErrors({});
      setError(null);
      try {
        await ensureCsrfCookie();
        const hadConversation = !emailRequired;
        const message = await call({
          method: "POST",
          path: "/my/api/chat/messages/",
          body: emailRequired ? { text, email } : { text },
          schema: chatMessageSchema,
          ignoreStatuses: [400, 409],
        });
        addMessage(message);
        readSent.current = Math.max(readSent.current, message.id);
        if (!hadConversation || window.localStorage.getItem(CHAT_ACTIVE_KEY) !== "1") {
          setEmailRequired(false);
          window.localStorage.setItem(CHAT_ACTIVE_KEY, "1");
          // The socket was opened before the chat cookie existed: reconnect so it follows the conversation.
          connectionRef.current?.reconnect();
        }
        return true;
      } catch (e) {
        if (isApiError(e) && e.status === 409 && e.code === CHAT_UNAVAILABLE) {
          const s = (e.body as { status?: StaffStatus }).status;
          if (s) setStatus(s);
        } else if (isApiError(e) && e.status === 400) {
          setFieldErrors({ text: e.fieldErrors.text?.[0], email: e.fieldErrors.email?.[0] });
        } else setError({ kind: "send", cause: isApiError(e) ? e : null });
        return false;
      } finally {
        setSending(false);
      }
    },
    [emailRequired, addMessage],
  );

  return { loading, status, agentName, emailRequired, messages, unread, error, fieldErrors, sending, send, markRead };
}
