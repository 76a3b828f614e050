import { CONTROL_CHARACTERS_KEY, hasControlCharacters } from "@/lib/rules/text";
// The order page's rules (spec §3, §4, decision 071), apart from the screen (order-page.tsx): when rename and
// comment have something to send, what a new name may be, who may hand the order on and when.

/** Nothing to send (saving, or unchanged): the button says so with aria-disabled and the form ignores the submit. */
export const renameIdle = (saving: boolean, typed: string, saved: string): boolean => saving || typed.trim() === saved;
export const commentIdle = (saving: boolean, typed: string, saved: string): boolean => saving || typed === saved;

/** What is wrong with a new name (trimmed): nothing typed, or longer than the account's limit. */
export function renameProblem(
  typed: string,
  max: number,
): { key: "errors:fieldRequired" } | { key: "validation.maxLength"; max: number } | { key: typeof CONTROL_CHARACTERS_KEY } | null {
  const next = typed.trim();
  if (!next) return { key: "errors:fieldRequired" };
  if (next.length > max) return { key: "validation.maxLength", max };
  if (hasControlCharacters(next)) return { key: CONTROL_CHARACTERS_KEY };
  return null;
}

/**
 * The transfer section: a verified customer with a complete profile hands a paid order on (the form); an unpaid
 * one is paid (or canceled) first, as debts are not handed on (decision 071); anyone else verifies first.
 */
export function transferState(me: { profileComplete: boolean; emailVerified: boolean }, paid: boolean): "form" | "unpaid" | "verify" {
  if (!(me.profileComplete && me.emailVerified)) return "verify";
  return paid ? "form" : "unpaid";
}

/** The recipient's address, trimmed; null when nothing is typed (the form asks for one). */
export const recipientOf = (typed: string): string | null => typed.trim() || null;

/** The field shows the name as saved (the server drops what a name may not hold) unless the customer typed on meanwhile. */
export const nameAfterSave = (typed: string, sent: string, saved: string | undefined): string => (saved !== undefined && typed.trim() === sent ? saved : typed);
