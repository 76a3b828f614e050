import type { ChatMessage } from "../../api-client/schemas/chat";

/**
 * The union of two message lists by id, in id order; the same list when nothing is new (no re-render).
 * A history answer and a socket message may arrive in either order: neither may drop the other.
 */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(list.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id));
  return fresh.length ? [...list, ...fresh].sort((a, b) => a.id - b.id) : list;
}
