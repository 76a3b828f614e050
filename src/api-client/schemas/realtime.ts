import { z } from "zod";
import { chatEventSchema } from "./chat";

/**
 * Messages of the tab's one WebSocket /my/api/ws/ (spec §9): the account's events when signed in, and the
 * support chat's (`chat.*`) signed in or not. `hello` names the account, or null for a signed-out visitor.
 */
export const realtimeEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hello"), accountId: z.number().int().nullable() }),
  z.object({ type: z.literal("pong") }),
  z.object({
    type: z.literal("payment.status"),
    paymentRef: z.string(),
    provider: z.string().nullable(),
    status: z.string(),
    invoiceId: z.string().optional(),
    network: z.string().optional(),
    at: z.string(),
  }),
  z.object({ type: z.literal("balance.changed"), balance: z.number(), currency: z.literal("EUR"), at: z.string() }),
  z.object({
    type: z.literal("order.changed"),
    orderId: z.number().int(),
    change: z.enum(["paid", "renewed", "canceled", "cancel_mark", "tariff", "deleted", "transferred", "updated"]),
    at: z.string(),
  }),
  ...chatEventSchema.options,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
