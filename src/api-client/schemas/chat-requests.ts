import * as z from "zod/mini";
import { EMAIL_PATTERN } from "../../lib/rules/email";
import { CHAT_TEXT_MAX } from "./chat";

/** POST /my/api/chat/messages/ payload (zod/mini, like the chat's answers and frames in chat.ts: decisions 065, 212). */
export const sendChatMessageInput = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_TEXT_MAX)),
  email: z.optional(z.string().check(z.trim(), z.email({ pattern: EMAIL_PATTERN }))),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageInput>;
