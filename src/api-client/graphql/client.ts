import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { map } from "rxjs";
import { createCache } from "./cache";
import { checkShape, MalformedDataError } from "./shape";
import { SCHEMA_SHAPE } from "./generated/schema-shape";
import { GRAPHQL_PATH } from "../graphql-call";

/** The csrftoken cookie's current value: read before every request, since it rotates at login. */
export function readCsrfToken(cookie: string = typeof document === "undefined" ? "" : document.cookie): string | null {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === "csrftoken") return decodeURIComponent(rest.join("="));
  }
  return null;
}

export interface ClientOptions {
  /** The interface language, sent as accept-language (spec §7). */
  getLanguage: () => string;
  uri?: string;
  fetch?: typeof fetch;
  readCookie?: () => string;
}

/** Spec §7 shared headers: X-Requested-With, the CSRF header from the cookie, accept-language. */
export function headersLink({ getLanguage, readCookie }: Pick<ClientOptions, "getLanguage" | "readCookie">) {
  return new SetContextLink((prev) => {
    const token = readCsrfToken(readCookie ? readCookie() : undefined);
    return {
      headers: {
        ...(prev.headers as Record<string, string> | undefined),
        "X-Requested-With": "XMLHttpRequest",
        "accept-language": getLanguage(),
        ...(token ? { "X-CSRFToken": token } : {}),
      },
    };
  });
}

/** Rejects an answer whose data does not match the schema (malformed data never reaches the cache). */
export const shapeLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      if (result.data != null) {
        const problems = checkShape(SCHEMA_SHAPE, operation.query, result.data);
        if (problems.length) throw new MalformedDataError(operation.operationName ?? "operation", problems);
      }
      return result;
    }),
  ),
);

export function createApolloClient(options: ClientOptions) {
  const http = new HttpLink({ uri: options.uri ?? GRAPHQL_PATH, credentials: "include", fetch: options.fetch });
  return new ApolloClient({
    link: ApolloLink.from([headersLink(options), shapeLink, http]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-and-network" },
      query: { fetchPolicy: "network-only" },
    },
  });
}
