import { cleanLine, cleanMultiline } from "./plain-text";

/** Support tickets (spec §3): the subject's maximum length (a value the spec does not show, chosen here). */
export const TICKET_SUBJECT_MAX = 200;
/** About five pages of text: a log excerpt fits, a 900 kB paste does not. */
export const TICKET_MESSAGE_MAX = 10_000;

export interface TicketText {
  subject: string;
  message: string;
}

/** Subject and message as stored: cleaned of control characters (plain-text.ts) and trimmed. */
export function cleanTicketText(input: { subject?: unknown; message?: unknown }): TicketText {
  return {
    subject: cleanLine(typeof input.subject === "string" ? input.subject : "").trim(),
    message: cleanMultiline(typeof input.message === "string" ? input.message : "").trim(),
  };
}

/** The server's field errors for cleaned ticket text (DRF's wording; the form shows the catalogue's). */
export function ticketTextErrors(t: TicketText): Record<keyof TicketText, string[]> {
  const field = (value: string, max: number) =>
    !value ? ["This field is required"] : value.length > max ? [`Ensure this field has no more than ${max} characters.`] : [];
  return { subject: field(t.subject, TICKET_SUBJECT_MAX), message: field(t.message, TICKET_MESSAGE_MAX) };
}

/**
 * Attachments of a ticket message (decision 107; spec §9 names no limit): a screenshot or a log excerpt fits,
 * a disk image does not. The form checks before sending; the API refuses the same (its answer names the file).
 */
export const TICKET_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const TICKET_ATTACHMENTS_MAX = 3;

export interface AttachmentCandidate {
  name: string;
  size: number;
}

/** The first attachment problem: a file over the size limit (named), or more files than a message takes. */
export function attachmentProblem(files: readonly AttachmentCandidate[]): { kind: "tooLarge"; name: string } | { kind: "tooMany" } | null {
  if (files.length > TICKET_ATTACHMENTS_MAX) return { kind: "tooMany" };
  const big = files.find((f) => f.size > TICKET_ATTACHMENT_MAX_BYTES);
  return big ? { kind: "tooLarge", name: big.name } : null;
}

/** A file name as stored and shown: no path, no control characters, at most 150 characters. */
export const cleanAttachmentName = (name: string): string =>
  cleanLine(name.split(/[\\/]/).pop() ?? "")
    .trim()
    .slice(0, 150) || "attachment";
