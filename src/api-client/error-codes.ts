import { isApiError } from "./http/errors";

/**
 * Error codes of the hosting API that the client acts on (spec §8). The client recognises a refusal by
 * its code, never by its message: a real API may answer in the customer's language.
 */
export const PERSONAL_INFO_REQUIRED = "PERSONAL_INFO_REQUIRED";
export const ACCOUNT_NOT_VERIFIED = "ACCOUNT_NOT_VERIFIED";

/** Why the API refused to create an order, when the checkout can lead the customer on (personal data, verification). */
export type OrderRefusal = "personal-info-required" | "account-not-verified";

export function orderRefusalOf(error: unknown): OrderRefusal | null {
  if (!isApiError(error)) return null;
  if (error.code === PERSONAL_INFO_REQUIRED) return "personal-info-required";
  if (error.code === ACCOUNT_NOT_VERIFIED) return "account-not-verified";
  return null;
}
