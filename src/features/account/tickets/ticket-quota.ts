import { quotaReached } from "@/lib/rules/quotas";

/**
 * True when the account has as many open tickets (any not closed, as the sandbox counts them) as the quota
 * allows (issue 39): the tickets list and the new-ticket form say so before the request.
 */
export const openTicketsFull = (tickets: ReadonlyArray<{ status: string }>): boolean =>
  quotaReached("openTickets", tickets.filter((tk) => tk.status !== "closed").length);
