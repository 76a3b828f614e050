import { z } from "zod";
import { EMAIL_PATTERN } from "../../lib/rules/email";
import { CHAT_TEXT_MAX } from "./chat";

/**
 * POST /my/api/chat/messages/ payload, in zod classic; apart from the chat's answers and frames (chat.ts,
 * zod/mini), which the account area's first load checks without zod classic (decision 065).
 */
export const sendChatMessageInput = z.object({
  text: z.string().trim().min(1).max(CHAT_TEXT_MAX),
  email: z.string().trim().email({ pattern: EMAIL_PATTERN }).optional(),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageInput>;
