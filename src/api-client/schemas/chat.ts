import * as z from "zod/mini";

// The chat's answers and frames, in zod/mini: realtime.ts nests them, and the account area's first load
// has no zod classic (decision 065). The message payload is chat-requests.ts.

/** Support staff status shown before the customer writes (spec §6). */
export const staffStatusSchema = z.enum(["online", "offline", "break"]);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

export const CHAT_TEXT_MAX = 2000;

export const chatMessageSchema = z.object({
  id: z.int(),
  author: z.enum(["visitor", "agent"]),
  /** The agent's display name for agent messages; null for the visitor's own. */
  name: z.nullable(z.string()),
  text: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatStaffSchema = z.object({ status: staffStatusSchema, agent_name: z.string() });

/** GET /my/api/chat/ */
export const chatStateSchema = z.object({
  staff: chatStaffSchema,
  /** Signed-out visitors give an e-mail address before their first message. */
  email_required: z.boolean(),
  conversation: z.nullable(
    z.object({ id: z.int(), email: z.string(), unread: z.int().check(z.gte(0)), last_read_id: z.int(), messages: z.array(chatMessageSchema) }),
  ),
});
export type ChatState = z.infer<typeof chatStateSchema>;

/** 409 when nobody is there to answer: the client offers a ticket instead. */
export const CHAT_UNAVAILABLE = "CHAT_UNAVAILABLE";

/** The chat's frames on the tab's one socket /my/api/ws/ (src/api-client/schemas/realtime.ts has them all). */
export const chatEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("chat.hello"), staff: chatStaffSchema, conversationId: z.nullable(z.int()) }),
  z.object({ type: z.literal("chat.status"), staff: chatStaffSchema }),
  z.object({ type: z.literal("chat.message"), conversationId: z.int(), message: chatMessageSchema }),
  z.object({ type: z.literal("chat.read"), conversationId: z.int(), last_read_id: z.int() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
