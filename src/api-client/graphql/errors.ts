import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";
import { MalformedDataError } from "./shape";
import { isApiError, readErrorBody, type ApiError } from "../http/errors";
import { ACCOUNT_NOT_VERIFIED, PERSONAL_INFO_REQUIRED } from "../error-codes";

/**
 * What went wrong with a GraphQL call, as the screens need to know it: the UI turns the kind into
 * catalogue text (spec §8) and shows field messages beside their fields.
 */
export type GraphqlFailure =
  | { kind: "network" }
  | { kind: "malformed" }
  | { kind: "unauthenticated" }
  | { kind: "forbidden"; message: string }
  | { kind: "not-found"; message: string }
  | { kind: "conflict"; message: string }
  | { kind: "input"; message: string; fields: Record<string, string[]> }
  | { kind: "server"; message: string };

const asFields = (value: unknown): Record<string, string[]> => {
  if (!value || typeof value !== "object") return {};
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(v)) out[k] = v.filter((m): m is string => typeof m === "string");
  }
  return out;
};

/** The shared REST client's typed error, in the same kinds (the account screens make a few REST calls). */
function classifyApiError(error: ApiError): GraphqlFailure {
  const message = error.serverMessage ?? "";
  switch (error.kind) {
    case "network":
      return { kind: "network" };
    case "invalid-response":
      return { kind: "malformed" };
    case "unauthorized":
      return { kind: "unauthenticated" };
    case "rate-limited":
      return { kind: "server", message };
    case "http":
      if (error.status === 400 && Object.keys(error.fieldErrors).length) return { kind: "input", message, fields: error.fieldErrors };
      if (error.status === 403) return { kind: "forbidden", message };
      if (error.status === 404) return { kind: "not-found", message };
      if (error.status === 409) return { kind: "conflict", message };
      // A 5xx's text (an HTML page, a stack trace) is not for the customer.
      return { kind: "server", message: error.status !== null && error.status < 500 ? message : "" };
  }
}

export function classifyGraphqlError(error: unknown): GraphqlFailure {
  if (isApiError(error)) return classifyApiError(error);
  if (error instanceof MalformedDataError) return { kind: "malformed" };
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    const message = first?.message ?? "";
    switch (code) {
      case "UNAUTHENTICATED":
        return { kind: "unauthenticated" };
      case "FORBIDDEN":
      case PERSONAL_INFO_REQUIRED:
      case ACCOUNT_NOT_VERIFIED:
        return { kind: "forbidden", message };
      case "NOT_FOUND":
        return { kind: "not-found", message };
      case "CONFLICT":
        return { kind: "conflict", message };
      case "BAD_USER_INPUT":
        return { kind: "input", message, fields: asFields(first?.extensions?.fields) };
      default:
        return { kind: "server", message };
    }
  }
  if (ServerParseError.is(error)) return { kind: "malformed" };
  if (ServerError.is(error)) return error.statusCode === 401 ? { kind: "unauthenticated" } : { kind: "network" };
  if (error instanceof TypeError) return { kind: "network" };
  return { kind: "server", message: "" };
}

/**
 * Spec §8: a 429 shows the server's text (its `detail`, or its first error) or, without one, the catalogue's
 * "Too many attempts". For a throttled call, REST or GraphQL: the server's text or null; for any other
 * error: undefined.
 */
export function rateLimitText(error: unknown): string | null | undefined {
  if (isApiError(error)) return error.kind === "rate-limited" ? (error.serverMessage ?? null) : undefined;
  if (!ServerError.is(error) || error.statusCode !== 429) return undefined;
  try {
    const { detail, firstError } = readErrorBody(JSON.parse(error.bodyText));
    return detail ?? firstError;
  } catch {
    // Not JSON (a proxy's page): no text of the server's to show.
    return null;
  }
}
