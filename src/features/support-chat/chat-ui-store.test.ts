import { chatUi } from "./chat-ui-store";

describe("chat UI store", () => {
  it("tells subscribers about real changes only", () => {
    const seen: Array<{ open: boolean; unread: number }> = [];
    const stop = chatUi.subscribe(() => seen.push(chatUi.get()));
    chatUi.set({ unread: 2 });
    chatUi.set({ unread: 2 });
    chatUi.set({ open: true, unread: 0 });
    stop();
    chatUi.set({ open: false });
    expect(seen).toEqual([
      { open: false, unread: 2 },
      { open: true, unread: 0 },
    ]);
  });
});
