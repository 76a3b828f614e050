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

/** For the ticket form: the draft, removed from storage so a later visit starts empty. */
export function takeTicketDraft(storage: Storage = window.sessionStorage): TicketDraft | null {
  const raw = storage.getItem(TICKET_DRAFT_KEY);
  if (!raw) return null;
  storage.removeItem(TICKET_DRAFT_KEY);
  try {
    const v = JSON.parse(raw) as Partial<TicketDraft>;
    return v.source === "chat" && typeof v.message === "string" && typeof v.createdAt === "string" ? { source: "chat", message: v.message, createdAt: v.createdAt } : null;
  } catch {
    return null;
  }
}
