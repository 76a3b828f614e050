import { mergeMessages } from "./merge-messages";
import type { ChatMessage } from "../../api-client/schemas/chat";

const msg = (id: number, author: ChatMessage["author"] = "agent"): ChatMessage => ({
  id,
  author,
  name: author === "agent" ? "Alex" : null,
  text: `m${id}`,
  created_at: "2026-11-23T10:00:00Z",
});

describe("mergeMessages", () => {
  it("keeps a live message that a stale history answer does not contain", () => {
    const live = [msg(1, "visitor"), msg(2)];
    const staleHistory = [msg(1, "visitor")];
    expect(mergeMessages(live, staleHistory).map((m) => m.id)).toEqual([1, 2]);
  });

  it("adds what the history has and the screen missed, in id order", () => {
    expect(mergeMessages([msg(3)], [msg(1, "visitor"), msg(2), msg(3)]).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it("returns the same list when nothing is new", () => {
    const list = [msg(1), msg(2)];
    expect(mergeMessages(list, [msg(2)])).toBe(list);
  });
});
