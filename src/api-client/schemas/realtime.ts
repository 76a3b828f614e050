import * as z from "zod/mini";
import { chatEventSchema } from "./chat";

/**
 * Messages of the tab's one WebSocket /my/api/ws/ (spec §9): the account's events when signed in, and the
 * support chat's (`chat.*`) signed in or not. `hello` names the account, or null for a signed-out visitor.
 * zod/mini: the account area's first load opens the socket without zod classic (decision 065).
 */
export const realtimeEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hello"), accountId: z.nullable(z.int()) }),
  z.object({ type: z.literal("pong") }),
  z.object({
    type: z.literal("payment.status"),
    paymentRef: z.string(),
    provider: z.nullable(z.string()),
    status: z.string(),
    invoiceId: z.optional(z.string()),
    network: z.optional(z.string()),
    at: z.string(),
  }),
  z.object({ type: z.literal("balance.changed"), balance: z.number(), currency: z.literal("EUR"), at: z.string() }),
  z.object({
    type: z.literal("order.changed"),
    orderId: z.int(),
    // "server": the order's server changed state or power (decision 159).
    change: z.enum(["paid", "renewed", "canceled", "cancel_mark", "tariff", "deleted", "transferred", "updated", "server"]),
    at: z.string(),
  }),
  // A ticket's conversation changed (decision 107): a new message, or closed or reopened.
  z.object({ type: z.literal("ticket.changed"), ticketId: z.int(), change: z.enum(["message", "closed", "reopened"]), at: z.string() }),
  ...chatEventSchema.def.options,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
