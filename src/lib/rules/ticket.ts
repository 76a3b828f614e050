/** Support tickets (spec §3): the subject's maximum length (a value the spec does not show, chosen here). */
export const TICKET_SUBJECT_MAX = 200;
