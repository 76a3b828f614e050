import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import type { Db } from "../db/database";
import { nowSeconds, transaction } from "../db/database";
import { requireCaller } from "../auth/guard";
import { ApiError, bodyOf, notFound } from "../http";
import { WRITE_RATE_MESSAGE, writeRateExceeded } from "../quotas";
import { getStaff } from "../chat/chat";
import { contentDisposition } from "../attachment";
import {
  attachmentProblem,
  cleanAttachmentName,
  cleanTicketText,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENTS_MAX,
  TICKET_MESSAGE_MAX,
} from "@/lib/rules/ticket";
import type { TicketMessageRow, TicketRow } from "../db/rows";
import { controlCharacterErrors } from "../../src/lib/rules/text";

/**
 * Tickets as conversations (decision 107): the customer's reply with its attachments (REST: files do not go
 * through the GraphQL endpoint and its body limit), an attachment's download, and the support side's reply
 * for testers (as the chat's `/sandbox/api/chat/reply`). Every new message is announced on the account's
 * realtime connection (`ticket.changed`), so an open ticket page shows it at once.
 */

/** A reply's JSON body at most: every attachment at its limit, base64-encoded, and the longest text. */
export const TICKET_REPLY_BODY_LIMIT = Math.ceil((TICKET_ATTACHMENTS_MAX * TICKET_ATTACHMENT_MAX_BYTES * 4) / 3) + TICKET_MESSAGE_MAX * 4 + 64 * 1024;

export const attachmentUrl = (id: number) => `/my/api/tickets/attachments/${id}/`;

type Upload = { name: string; type: string; data: Buffer };

function uploadsOf(raw: unknown): Upload[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new ApiError(400, { attachments: ["Expected a list of files."] });
  return raw.map((item: unknown) => {
    const f = (item ?? {}) as { name?: unknown; type?: unknown; content?: unknown };
    if (typeof f.content !== "string" || !/^[A-Za-z0-9+/]*={0,2}$/.test(f.content))
      throw new ApiError(400, { attachments: ["A file's content must be base64."] });
    const type = typeof f.type === "string" && /^[\w.+-]+\/[\w.+-]+$/.test(f.type) ? f.type : "application/octet-stream";
    return { name: cleanAttachmentName(typeof f.name === "string" ? f.name : ""), type, data: Buffer.from(f.content, "base64") };
  });
}

/** Adds a message to a ticket and sets whose turn it is: staff answered → it awaits the customer. */
export function addTicketMessage(
  ctx: SandboxContext,
  ticket: TicketRow,
  author: "customer" | "staff",
  body: string,
  uploads: Upload[] = [],
  agentName: string | null = null,
): TicketMessageRow {
  const db = ctx.db;
  const message = transaction(db, () => {
    const now = nowSeconds();
    const r = db
      .prepare("INSERT INTO ticket_messages (ticket_id, author, agent_name, body, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(ticket.id, author, agentName, body, now);
    const id = Number(r.lastInsertRowid);
    for (const u of uploads)
      db.prepare("INSERT INTO ticket_attachments (message_id, name, type, size, data) VALUES (?, ?, ?, ?, ?)").run(id, u.name, u.type, u.data.length, u.data);
    db.prepare("UPDATE tickets SET status = ? WHERE id = ?").run(author === "staff" ? "answered" : "open", ticket.id);
    return db.prepare("SELECT * FROM ticket_messages WHERE id = ?").get(id) as unknown as TicketMessageRow;
  });
  ctx.realtime.publish(ticket.account_id, { type: "ticket.changed", ticketId: ticket.id, change: "message" });
  return message;
}

const ticketOf = (db: Db, id: number, accountId?: number): TicketRow | undefined =>
  (accountId === undefined
    ? db.prepare("SELECT * FROM tickets WHERE id = ?").get(id)
    : db.prepare("SELECT * FROM tickets WHERE id = ? AND account_id = ?").get(id, accountId)) as TicketRow | undefined;

export function registerTicketRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const db = ctx.db;

  // The customer's reply: {message, attachments: [{name, type, content (base64)}]} → 201 with the message's id.
  app.post("/my/api/tickets/:id/messages/", { bodyLimit: TICKET_REPLY_BODY_LIMIT }, async (request, reply) => {
    const caller = requireCaller(ctx, request);
    const ticket = ticketOf(db, Number((request.params as { id: string }).id), caller.account.id);
    if (!ticket) throw notFound("Ticket not found.");
    const body = bodyOf(request);
    const { message } = cleanTicketText({ subject: ticket.subject, message: body.message });
    const uploads = uploadsOf(body.attachments);
    const problem = attachmentProblem(uploads.map((u) => ({ name: u.name, size: u.data.length })));
    // Control characters are refused (the text rule, issue 39), not removed in silence.
    const errors: Record<string, string[]> = controlCharacterErrors({ message: [body.message, "body"] });
    if (errors.message) {
      // refused already: the text has control characters
    } else if (!message) errors.message = ["This field is required"];
    else if (message.length > TICKET_MESSAGE_MAX) errors.message = [`Ensure this field has no more than ${TICKET_MESSAGE_MAX} characters.`];
    if (problem?.kind === "tooMany") errors.attachments = [`Attach at most ${TICKET_ATTACHMENTS_MAX} files.`];
    if (problem?.kind === "tooLarge") errors.attachments = [`${problem.name} is larger than ${TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`];
    if (ticket.status === "closed") errors.non_field_errors = ["This ticket is closed. Reopen it to reply."];
    if (Object.keys(errors).length) throw new ApiError(problem?.kind === "tooLarge" ? 413 : 400, errors);
    // A reply has no quota, only the account's write rate (issue 39).
    if (writeRateExceeded(ctx, caller.account.id)) throw new ApiError(429, { detail: WRITE_RATE_MESSAGE });
    const saved = addTicketMessage(ctx, ticket, "customer", message, uploads);
    return reply.code(201).send({ id: saved.id, ticket: ticket.id });
  });

  // An attachment, for the signed-in account it belongs to.
  app.get("/my/api/tickets/attachments/:id/", async (request, reply) => {
    const caller = requireCaller(ctx, request);
    const row = db
      .prepare(
        "SELECT a.name, a.type, a.data FROM ticket_attachments a JOIN ticket_messages m ON m.id = a.message_id JOIN tickets t ON t.id = m.ticket_id WHERE a.id = ? AND t.account_id = ?",
      )
      .get(Number((request.params as { id: string }).id), caller.account.id) as { name: string; type: string; data: Uint8Array } | undefined;
    if (!row) throw notFound("Attachment not found.");
    // Never rendered by the site's origin: downloaded, and not sniffed into something else.
    return reply
      .type(row.type)
      .header("content-disposition", contentDisposition(row.name))
      .header("x-content-type-options", "nosniff")
      .send(Buffer.from(row.data));
  });

  // The support side, for testers: an agent (the chat's agent name) answers a ticket.
  app.post("/sandbox/api/tickets/reply", async (request, reply) => {
    const body = bodyOf(request);
    const text = typeof body.text === "string" ? body.text.trim() : "";
    if (!text) return reply.code(400).send({ text: ["This field is required"] });
    const ticket = ticketOf(db, Number(body.ticketId));
    if (!ticket) return reply.code(404).send({ detail: "Ticket not found." });
    const saved = addTicketMessage(ctx, ticket, "staff", text, [], getStaff(db).agent_name);
    return reply.code(201).send({ id: saved.id, ticket: ticket.id });
  });
}
