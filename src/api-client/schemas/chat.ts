import { z } from "zod";

/** Support staff status shown before the customer writes (spec §6). */
export const staffStatusSchema = z.enum(["online", "offline", "break"]);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

export const CHAT_TEXT_MAX = 2000;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(["visitor", "agent"]),
  /** The agent's display name for agent messages; null for the visitor's own. */
  name: z.string().nullable(),
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
  conversation: z
    .object({ id: z.number().int(), email: z.string(), unread: z.number().int().min(0), last_read_id: z.number().int(), messages: z.array(chatMessageSchema) })
    .nullable(),
});
export type ChatState = z.infer<typeof chatStateSchema>;

/** POST /my/api/chat/messages/ payload. */
export const sendChatMessageInput = z.object({
  text: z.string().trim().min(1).max(CHAT_TEXT_MAX),
  email: z.string().trim().email().optional(),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageInput>;

/** 409 when nobody is there to answer: the client offers a ticket instead. */
export const CHAT_UNAVAILABLE = "CHAT_UNAVAILABLE";

/** The chat's frames on the tab's one socket /my/api/ws/ (src/api-client/schemas/realtime.ts has them all). */
export const chatEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("chat.hello"), staff: chatStaffSchema, conversationId: z.number().int().nullable() }),
  z.object({ type: z.literal("chat.status"), staff: chatStaffSchema }),
  z.object({ type: z.literal("chat.message"), conversationId: z.number().int(), message: chatMessageSchema }),
  z.object({ type: z.literal("chat.read"), conversationId: z.number().int(), last_read_id: z.number().int() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
