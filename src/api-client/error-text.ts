import { isApiError } from "./http";

type Translate = (key: string) => string;

/**
 * What the checkout and payment pages say for a failed call: "Request failed" when there was no answer,
 * the server's own message when it sent one (spec §8: promo, payment and personal-data errors are the
 * server's texts), else the catalogue text the client chose. A malformed answer never shows its fields.
 */
export function errorText(error: unknown, t: Translate, fallback = "errors:generic"): string {
  if (!isApiError(error)) return t(fallback);
  if (error.kind === "network") return t("errors:requestFailed");
  // A malformed answer, or a 401 (the session ended under the page: "credentials were not provided" is
  // the server talking to developers), reads as the catalogue text.
  if (error.kind === "invalid-response" || error.kind === "unauthorized") return t(fallback);
  return error.serverMessage ?? t(error.key);
}

/** The server's message of a failed call, when it sent one (null for no answer or a malformed one). */
export function serverMessageOf(error: unknown): string | null {
  return isApiError(error) && error.kind !== "network" && error.kind !== "invalid-response" && error.kind !== "unauthorized" ? error.serverMessage : null;
}

export const isNetworkError = (error: unknown): boolean => isApiError(error) && error.kind === "network";
