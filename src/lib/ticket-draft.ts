/**
 * Chat → ticket hand-over (docs/decisions/030-chat-ticket-handover.md): when staff are offline or on
 * a break, the chat stores the typed text under this sessionStorage key and opens /my/tickets/new/;
 * the new-ticket form reads the draft once (and removes it) to prefill its message. Shared by the chat
 * (src/features/support-chat) and the ticket form (src/features/account/tickets), so it lives here.
 */
export const TICKET_DRAFT_KEY = "hostward:ticket-draft";
/** A draft older than this is not offered (the visitor came back much later, in the same tab). */
export const TICKET_DRAFT_MAX_AGE_MS = 60 * 60 * 1000;

export interface TicketDraft {
  source: "chat";
  message: string;
  /** ISO time the draft was written. */
  createdAt: string;
}

export function writeTicketDraft(message: string, storage: Storage = window.sessionStorage, now = new Date()): TicketDraft {
  const draft: TicketDraft = { source: "chat", message, createdAt: now.toISOString() };
  storage.setItem(TICKET_DRAFT_KEY, JSON.stringify(draft));
  return draft;
}

/** The draft if there is a fresh one, without removing it (render may run twice; remove in an effect). */
export function peekTicketDraft(storage: Storage = window.sessionStorage, now = Date.now()): TicketDraft | null {
  const raw = storage.getItem(TICKET_DRAFT_KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<TicketDraft>;
    if (v.source !== "chat" || typeof v.message !== "string" || typeof v.createdAt !== "string") return null;
    const age = now - new Date(v.createdAt).getTime();
    return age >= 0 && age <= TICKET_DRAFT_MAX_AGE_MS ? { source: "chat", message: v.message, createdAt: v.createdAt } : null;
  } catch {
    return null;
  }
}

export function clearTicketDraft(storage: Storage = window.sessionStorage): void {
  storage.removeItem(TICKET_DRAFT_KEY);
}

/** The fresh draft, removed from storage so a later visit starts empty. */
export function takeTicketDraft(storage: Storage = window.sessionStorage, now = Date.now()): TicketDraft | null {
  const draft = peekTicketDraft(storage, now);
  clearTicketDraft(storage);
  return draft;
}
