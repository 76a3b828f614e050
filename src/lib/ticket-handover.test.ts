import { TICKET_DRAFT_KEY, takeTicketDraft, writeTicketDraft } from "./ticket-handover";

/** A Storage stand-in (jest runs in node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

const NOW = Date.parse("2026-11-23T12:00:00Z");
const put = (storage: Storage, value: unknown) => storage.setItem(TICKET_DRAFT_KEY, typeof value === "string" ? value : JSON.stringify(value));

it("hands the chat's text over once: the second read finds nothing", () => {
  const storage = memoryStorage();
  const written = writeTicketDraft("My server does not boot.", storage);
  expect(takeTicketDraft(storage, Date.parse(written.createdAt) + 1000)).toEqual(written);
  expect(storage.getItem(TICKET_DRAFT_KEY)).toBeNull();
  expect(takeTicketDraft(storage, NOW)).toBeNull();
});

it("drops drafts older than an hour, from the future, not from the chat, empty or malformed (and removes them)", () => {
  const storage = memoryStorage();
  const cases: unknown[] = [
    { source: "chat", message: "old", createdAt: new Date(NOW - 61 * 60_000).toISOString() },
    { source: "chat", message: "future", createdAt: new Date(NOW + 5 * 60_000).toISOString() },
    { source: "mail", message: "other", createdAt: new Date(NOW).toISOString() },
    { source: "chat", message: "   ", createdAt: new Date(NOW).toISOString() },
    { source: "chat", message: "no date" },
    "{not json",
  ];
  for (const value of cases) {
    put(storage, value);
    expect(takeTicketDraft(storage, NOW)).toBeNull();
    expect(storage.getItem(TICKET_DRAFT_KEY)).toBeNull();
  }
  put(storage, { source: "chat", message: "59 minutes", createdAt: new Date(NOW - 59 * 60_000).toISOString() });
  expect(takeTicketDraft(storage, NOW)?.message).toBe("59 minutes");
});
