import { TICKET_DRAFT_KEY, TICKET_DRAFT_MAX_AGE_MS, peekTicketDraft, takeTicketDraft, writeTicketDraft } from "./ticket-draft";

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe("chat → ticket draft (decision 030)", () => {
  const at = new Date("2026-03-01T10:00:00Z");
  it("is read once: take removes it, peek does not", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    writeTicketDraft("Server down", storage, at);
    expect(peekTicketDraft(storage, at.getTime())?.message).toBe("Server down");
    expect(takeTicketDraft(storage, at.getTime())?.message).toBe("Server down");
    expect(storage.getItem(TICKET_DRAFT_KEY)).toBeNull();
    expect(takeTicketDraft(storage, at.getTime())).toBeNull();
  });
  it("ignores drafts older than an hour, and foreign or broken values (and removes them on take)", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    writeTicketDraft("Old", storage, at);
    expect(peekTicketDraft(storage, at.getTime() + TICKET_DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(takeTicketDraft(storage, at.getTime() + TICKET_DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.getItem(TICKET_DRAFT_KEY)).toBeNull();
    storage.setItem(TICKET_DRAFT_KEY, JSON.stringify({ source: "mail", message: "x", createdAt: at.toISOString() }));
    expect(peekTicketDraft(storage, at.getTime())).toBeNull();
    storage.setItem(TICKET_DRAFT_KEY, "{not json");
    expect(peekTicketDraft(storage, at.getTime())).toBeNull();
  });
});
