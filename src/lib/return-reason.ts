/**
 * Why a payment (or a card setup, `/my/finance/?card=declined`) failed, as the return address says it: a known code
 * (`reason=bank`) picks a catalogue text. The address is anyone's to write (a link in a mail can say
 * "Your card is blocked, call …"), so its free text is never shown; an `error` that is exactly a spec §8
 * message (a gateway that sends the text) maps to that message's code, anything else to no reason.
 */
export const RETURN_REASONS = {
  bank: "errors:bankUnreachable",
} as const;

export type ReturnReason = keyof typeof RETURN_REASONS;

// Spec §8 texts a gateway may send instead of a code.
const REASON_OF_TEXT: Readonly<Record<string, ReturnReason>> = {
  "Unable to reach the bank. Consider using a different card.": "bank",
};

export function returnReason(query: URLSearchParams): ReturnReason | null {
  const code = query.get("reason");
  if (code && Object.hasOwn(RETURN_REASONS, code)) return code as ReturnReason;
  const text = query.get("error");
  return text && Object.hasOwn(REASON_OF_TEXT, text) ? REASON_OF_TEXT[text]! : null;
}

/** A card setup's return to the finance page (decision 108): `card=added`, or `card=declined` with a known reason. */
export type CardSetupResult = { status: "added" } | { status: "declined"; reason: ReturnReason | null };

export function cardSetupResult(query: URLSearchParams): CardSetupResult | null {
  const status = query.get("card");
  if (status === "added") return { status };
  if (status === "declined") return { status, reason: returnReason(query) };
  return null;
}
