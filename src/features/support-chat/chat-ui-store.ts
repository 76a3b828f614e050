import { useSyncExternalStore } from "react";

/**
 * Whether the chat panel is open and how many agent messages are unread, shared by the floating
 * launcher and the header's unread badge (issue 9: unread count in the header). Tiny on purpose: both
 * are in every page's first load.
 */
export type ChatUi = { open: boolean; unread: number };

const INITIAL: ChatUi = { open: false, unread: 0 };
let state: ChatUi = INITIAL;
const listeners = new Set<() => void>();

export const chatUi = {
  get: (): ChatUi => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(patch: Partial<ChatUi>): void {
    const next = { ...state, ...patch };
    if (next.open === state.open && next.unread === state.unread) return;
    state = next;
    listeners.forEach((l) => l());
  },
};

export function useChatUi(): ChatUi {
  return useSyncExternalStore(chatUi.subscribe, chatUi.get, () => INITIAL);
}
