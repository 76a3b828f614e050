import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";
import { MalformedDataError } from "./shape";

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

export function classifyGraphqlError(error: unknown): GraphqlFailure {
  if (error instanceof MalformedDataError) return { kind: "malformed" };
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    const message = first?.message ?? "";
    switch (code) {
      case "UNAUTHENTICATED":
        return { kind: "unauthenticated" };
      case "FORBIDDEN":
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

export const isGraphqlFailureCode = (error: unknown, kind: GraphqlFailure["kind"]): boolean => classifyGraphqlError(error).kind === kind;
