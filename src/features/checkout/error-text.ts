import { ApiError } from "../../api-client/payment";

type Translate = (key: string) => string;

/**
 * What the checkout shows for a failed call (spec §8), the same rules as the shared client's
 * `messageOf`: no answer → "Request failed…"; 429 → its detail, else "Too many attempts…"; a 4xx
 * with a message of its own (400 field errors, a refused promo code) → that message; anything else
 * (5xx, 401, an answer that is not the expected JSON) → the generic text, never a developer's string.
 */
export function checkoutErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t("checkout:errors.generic");
  if (error.isNetwork) return t("checkout:errors.requestFailed");
  if (error.code === "MALFORMED") return t("checkout:errors.generic");
  const ownMessage = error.message && error.message !== "" && hasBodyMessage(error.body);
  if (error.status === 429) return ownMessage ? error.message : t("checkout:errors.tooManyAttempts");
  if (error.status >= 400 && error.status < 500 && error.status !== 401 && ownMessage) return error.message;
  return t("checkout:errors.generic");
}

/** The message came from the answer's body, not from the HTTP status line. */
function hasBodyMessage(body: unknown): boolean {
  return body !== null && body !== undefined && typeof body === "object";
}
