import * as z from "zod/mini";
import { api } from "./client";

/** A file of a ticket reply as sent: its name, type and base64 content (decision 107). */
export interface TicketUpload {
  name: string;
  type: string;
  content: string;
}

const ticketReplySchema = z.object({ id: z.int(), ticket: z.int() });

/**
 * The customer's reply to a ticket with its attachments (decision 107): REST, as files do not go through the
 * GraphQL endpoint. The rest of a ticket (thread, close, reopen) is GraphQL.
 */
export const replyToTicket = (ticketId: string, message: string, attachments: TicketUpload[]) =>
  api.request({ method: "POST", path: `/my/api/tickets/${encodeURIComponent(ticketId)}/messages/`, body: { message, attachments }, schema: ticketReplySchema });

/** A picked file as an upload (base64 of its bytes). */
export function readUpload(file: File): Promise<TicketUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ name: file.name, type: file.type || "application/octet-stream", content: url.slice(url.indexOf(",") + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}
