/** Set once a conversation exists: later page loads start the chat early (unread badge, live). */
export const CHAT_ACTIVE_KEY = "hostward:chat-active";

/** Whether this browser has a support conversation under way (false where storage is disabled). */
export function chatActive(): boolean {
  try {
    return window.localStorage.getItem(CHAT_ACTIVE_KEY) === "1";
  } catch {
    return false;
  }
}
