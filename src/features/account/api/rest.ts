import type { z } from "zod";
import { readCsrfToken } from "../../../api-client/graphql/client";

/**
 * The few REST calls the account screens make (currency list, payment start), with the shared rules of
 * spec §7: X-Requested-With, X-CSRFToken read fresh from the cookie, accept-language, credentials;
 * every answer parsed with its zod schema. Thin on purpose: the shared client of issue 5 replaces it.
 */
export class RestError extends Error {
  override readonly name = "RestError";
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

/** The message a REST error body carries: `detail`, the first element of an array, or the first field message. */
export function restErrorMessage(body: unknown): string | null {
  if (Array.isArray(body) && typeof body[0] === "string") return body[0];
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    if (typeof b.detail === "string") return b.detail;
    for (const v of Object.values(b)) if (Array.isArray(v) && typeof v[0] === "string") return v[0];
  }
  return null;
}

export async function restJson<T>(path: string, schema: z.ZodType<T>, init: { method?: string; body?: unknown; language: string }): Promise<T> {
  const method = init.method ?? "GET";
  const token = readCsrfToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers: {
        Accept: "application/json",
        "X-Requested-With": "XMLHttpRequest",
        "accept-language": init.language,
        ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(token && method !== "GET" ? { "X-CSRFToken": token } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  } catch (error) {
    throw new TypeError(error instanceof Error ? error.message : "Network error");
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new RestError(response.status, text, "Malformed answer");
    }
  }
  if (!response.ok && response.status !== 206) throw new RestError(response.status, body, restErrorMessage(body) ?? `HTTP ${response.status}`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new RestError(response.status, body, "Malformed answer");
  return parsed.data;
}
