/**
 * Chat → ticket hand-over (docs/decisions/030-chat-ticket-handover.md): when staff are offline or on
 * a break, the chat stores the typed text under this sessionStorage key and opens /my/tickets/new/;
 * the new-ticket form reads the draft once (and removes it) to prefill its message.
 */
export const TICKET_DRAFT_KEY = "hostward:ticket-draft";

export interface TicketDraft {
  source: "chat";
  message: string;
  /** ISO time the draft was written; a form may ignore drafts older than an hour. */
  createdAt: string;
}

export function writeTicketDraft(message: string, storage: Storage = window.sessionStorage): TicketDraft {
  const draft: TicketDraft = { source: "chat", message, createdAt: new Date().toISOString() };
  storage.setItem(TICKET_DRAFT_KEY, JSON.stringify(draft));
  return draft;
}

/** Drafts older than this are not offered (decision 030: "it may ignore drafts older than an hour"). */
export const TICKET_DRAFT_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * For the ticket form: the draft, removed from storage so a later visit starts empty. A draft that is
 * malformed, not from the chat, empty, or older than an hour (or dated in the future) is dropped too.
 */
export function takeTicketDraft(storage: Storage = window.sessionStorage, now: number = Date.now()): TicketDraft | null {
  const raw = storage.getItem(TICKET_DRAFT_KEY);
  if (!raw) return null;
  storage.removeItem(TICKET_DRAFT_KEY);
  try {
    const v = JSON.parse(raw) as Partial<TicketDraft>;
    if (v.source !== "chat" || typeof v.message !== "string" || typeof v.createdAt !== "string" || !v.message.trim()) return null;
    const age = now - Date.parse(v.createdAt);
    if (!(age >= -60_000 && age <= TICKET_DRAFT_MAX_AGE_MS)) return null;
    return { source: "chat", message: v.message, createdAt: v.createdAt };
  } catch {
    return null;
  }
}
