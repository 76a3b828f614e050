// zod/mini: the account dashboard reads through this without zod classic or Apollo (decisions 064, 065).
import * as z from "zod/mini";
import { api } from "./client";
import { ApiError, type ResponseSchema } from "./http";

/** The account endpoint of the hosting API (spec §7 "other account calls"). */
export const GRAPHQL_PATH = "/my/api/graphql/";

const errorsSchema = z.array(z.object({ message: z.string(), extensions: z.optional(z.catchall(z.object({ code: z.optional(z.string()) }), z.unknown())) }));

/**
 * One GraphQL operation over the site's HTTP client (spec §7 headers, CSRF, typed `ApiError`, error
 * reporting), for screens that do not load the Apollo client: the dashboard's parts and the checkout's
 * order creation. Resolves with `data`, checked with `dataSchema`; a GraphQL error (which answers 200)
 * becomes the same typed error as an HTTP one.
 */
export async function graphqlCall<T>(query: string, dataSchema: ResponseSchema<T>, variables?: Record<string, unknown>): Promise<T> {
  const schema = z.object({ data: z.optional(z.nullable(dataSchema)), errors: z.optional(errorsSchema) });
  const result = await api.request({ method: "POST", path: GRAPHQL_PATH, schema, body: variables ? { query, variables } : { query } });
  if (!result.ok) throw result.error;
  const answer = result.value.data;
  const error = answer.errors?.[0];
  if (error || answer.data == null) {
    const fields = error?.extensions?.fields;
    throw new ApiError({
      kind: "http",
      method: "POST",
      path: GRAPHQL_PATH,
      status: 200,
      key: "errors:generic",
      serverMessage: error?.message ?? null,
      code: error?.extensions?.code ?? null,
      fieldErrors: fields && typeof fields === "object" ? (fields as Record<string, string[]>) : {},
      silent: false,
      ignored: false,
      body: answer,
    });
  }
  return answer.data as T;
}
