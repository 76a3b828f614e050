import type { z } from "zod";
import { readCookie } from "../lib/domains";

/**
 * A small JSON request with the shared behaviour of spec §7 (X-Requested-With, CSRF header from the
 * cookie, accept-language, credentials; 204 without body), answers parsed with a zod schema. The chat
 * and the partner screens use it until the shared HTTP client of the auth-and-client work is merged,
 * then they move onto it (same signature: path, schema, options).
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === "object" && body && "detail" in body ? String((body as { detail: unknown }).detail) : `HTTP ${status}`);
  }
  get code(): string | undefined {
    const b = this.body as { code?: unknown } | null;
    return b && typeof b.code === "string" ? b.code : undefined;
  }
  /** Field errors `{field: [messages]}` of a 400. */
  field(name: string): string | undefined {
    const v = (this.body as Record<string, unknown> | null)?.[name];
    return Array.isArray(v) && typeof v[0] === "string" ? v[0] : undefined;
  }
}

export async function requestJson<S extends z.ZodType>(
  path: string,
  schema: S | null,
  options: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; language?: string } = {},
): Promise<z.infer<S>> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json", "Accept-Language": options.language ?? "en" };
  if (method !== "GET") {
    const csrf = typeof document === "undefined" ? null : readCookie(document.cookie, "csrftoken");
    if (csrf) headers["X-CSRFToken"] = csrf;
    headers["Content-Type"] = "application/json";
  }
  const response = await fetch(path, { method, headers, credentials: "include", body: method === "GET" ? undefined : JSON.stringify(options.body ?? {}) });
  const text = response.status === 204 ? "" : await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new RequestError(response.status, { detail: "The server answered with something that is not JSON." });
    }
  }
  if (!response.ok) throw new RequestError(response.status, json);
  return (schema ? schema.parse(json) : json) as z.infer<S>;
}

/** GET then unsafe calls need the CSRF cookie; any answer of the API seeds it when missing. */
export async function ensureCsrfCookie(): Promise<void> {
  if (typeof document !== "undefined" && !readCookie(document.cookie, "csrftoken")) await fetch("/auth/_allauth/browser/v1/auth/session", { credentials: "include", headers: { "X-Requested-With": "XMLHttpRequest" } });
}
