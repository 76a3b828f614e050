import { nowSeconds } from "../../db/database";
import { cleanTicketText, ticketTextErrors } from "../../../src/lib/rules/ticket";
import { isoAt, need, own } from "../context";
import { check, notFound } from "../errors";
import type { MutationResolvers, QueryResolvers, SupportAgent, Ticket } from "../generated/resolvers-types";
import { all, one, type TicketRow } from "../rows";

/** Support staff shown next to tickets (spec §6: statuses online, offline, break). */
export const SUPPORT_STAFF: readonly SupportAgent[] = [
  { id: "1", name: "Maria", status: "online" },
  { id: "2", name: "Dmitry", status: "break" },
  { id: "3", name: "Lena", status: "offline" },
];

const ticketView = (t: TicketRow): Ticket => ({
  id: t.id,
  subject: t.subject,
  message: t.message,
  orderId: t.order_id,
  status: t.status,
  createdAt: isoAt(t.created_at),
});

export const query: QueryResolvers = {
  supportStaff: (_parent, _args, g) => {
    need(g);
    return [...SUPPORT_STAFF];
  },
  tickets: (_parent, _args, g) => all<TicketRow>(g.ctx.db, "SELECT * FROM tickets WHERE account_id = ? ORDER BY id DESC", need(g).account.id).map(ticketView),
};

export const mutation: MutationResolvers = {
  createTicket: (_parent, { input }, g) => {
    const c = need(g);
    // Control characters are removed before the limits count (src/lib/rules/ticket.ts, shared with the form).
    const { subject, message } = cleanTicketText(input);
    const orderId = input.orderId ? own(g, "orders", input.orderId, "Order").id : null;
    check(ticketTextErrors({ subject, message }));
    const r = g.ctx.db
      .prepare("INSERT INTO tickets (account_id, subject, message, order_id, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(c.account.id, subject, message, orderId, nowSeconds());
    const row = one<TicketRow>(g.ctx.db, "SELECT * FROM tickets WHERE id = ?", Number(r.lastInsertRowid));
    if (!row) throw notFound("Ticket");
    return ticketView(row);
  },
};
