import { nowSeconds } from "@sandbox/db/database";
import { cleanTicketText, ticketTextErrors } from "@/lib/rules/ticket";
import { controlCharacterErrors } from "@/lib/rules/text";
import { attachmentUrl } from "@sandbox/tickets/tickets";
import { isoAt, need, own, type GqlContext } from "../context";
import { check, checkWrite, invalid, notFound } from "../errors";
import type { SupportAgent, MutationResolvers, QueryResolvers, TicketResolvers } from "../generated/resolvers-types";
import type { TicketModel } from "../models";
import { all, one, type TicketAttachmentRow, type TicketMessageRow, type TicketRow } from "@sandbox/db/rows";

/** Support staff shown next to tickets (spec §6: statuses online, offline, break). */
export const SUPPORT_STAFF: readonly SupportAgent[] = [
  { id: "1", name: "Maria", status: "online" },
  { id: "2", name: "Dmitry", status: "break" },
  { id: "3", name: "Lena", status: "offline" },
];

/** A ticket without its conversation (read only when asked for); `updatedAt` is its last message's time. */
function ticketView(g: GqlContext, t: TicketRow): TicketModel {
  const last = one<{ at: number | null }>(g.ctx.db, "SELECT max(created_at) AS at FROM ticket_messages WHERE ticket_id = ?", t.id);
  return {
    id: t.id,
    subject: t.subject,
    message: t.message,
    orderId: t.order_id,
    status: t.status,
    createdAt: isoAt(t.created_at),
    awaitsCustomer: t.status === "answered",
    updatedAt: isoAt(last?.at ?? t.created_at),
  };
}

export const Ticket: TicketResolvers = {
  messages: (t, _args, g) => {
    const db = g.ctx.db;
    return all<TicketMessageRow>(db, "SELECT * FROM ticket_messages WHERE ticket_id = ? ORDER BY id", Number(t.id)).map((m) => ({
      id: m.id,
      author: m.author,
      agentName: m.agent_name,
      body: m.body,
      createdAt: isoAt(m.created_at),
      attachments: all<TicketAttachmentRow>(db, "SELECT id, message_id, name, type, size FROM ticket_attachments WHERE message_id = ? ORDER BY id", m.id).map(
        (a) => ({ id: a.id, name: a.name, size: a.size, url: attachmentUrl(a.id) }),
      ),
    }));
  },
};

function setStatus(g: GqlContext, id: string, status: "open" | "closed"): TicketModel {
  const t = own(g, "tickets", id, "Ticket");
  if (status === "closed" && t.status === "closed") throw invalid("id", "This ticket is already closed.");
  if (status === "open" && t.status !== "closed") throw invalid("id", "This ticket is not closed.");
  g.ctx.db.prepare("UPDATE tickets SET status = ? WHERE id = ?").run(status, t.id);
  g.ctx.realtime.publish(t.account_id, { type: "ticket.changed", ticketId: t.id, change: status === "closed" ? "closed" : "reopened" });
  return ticketView(g, { ...t, status });
}

export const query: QueryResolvers = {
  supportStaff: (_parent, _args, g) => {
    need(g);
    return [...SUPPORT_STAFF];
  },
  tickets: (_parent, _args, g) =>
    all<TicketRow>(g.ctx.db, "SELECT * FROM tickets WHERE account_id = ? ORDER BY id DESC", need(g).account.id).map((t) => ticketView(g, t)),
  ticket: (_parent, { id }, g) => {
    const t = one<TicketRow>(g.ctx.db, "SELECT * FROM tickets WHERE id = ? AND account_id = ?", Number(id), need(g).account.id);
    return t ? ticketView(g, t) : null;
  },
};

export const mutation: MutationResolvers = {
  createTicket: (_parent, { input }, g) => {
    const c = need(g);
    // Control characters are refused (the text rule, issue 39); line breaks are normalised before the limits count.
    check(controlCharacterErrors({ subject: [input.subject, "line"], message: [input.message, "body"] }));
    const { subject, message } = cleanTicketText(input);
    const orderId = input.orderId ? own(g, "orders", input.orderId, "Order").id : null;
    check(ticketTextErrors({ subject, message }));
    checkWrite(g.ctx, c.account.id, "openTickets");
    const now = nowSeconds();
    const r = g.ctx.db
      .prepare("INSERT INTO tickets (account_id, subject, message, order_id, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(c.account.id, subject, message, orderId, now);
    const id = Number(r.lastInsertRowid);
    // The first message opens the conversation (decision 107).
    g.ctx.db.prepare("INSERT INTO ticket_messages (ticket_id, author, body, created_at) VALUES (?, 'customer', ?, ?)").run(id, message, now);
    const row = one<TicketRow>(g.ctx.db, "SELECT * FROM tickets WHERE id = ?", id);
    if (!row) throw notFound("Ticket");
    return ticketView(g, row);
  },
  closeTicket: (_parent, { id }, g) => setStatus(g, id, "closed"),
  reopenTicket: (_parent, { id }, g) => setStatus(g, id, "open"),
};
