import type { FastifyRequest } from "fastify";

/** An error answer with an exact JSON body (the spec's codes and `detail`s travel in it). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(typeof body === "object" && body && "detail" in body ? String((body as { detail: unknown }).detail) : `HTTP ${statusCode}`);
  }
}

export const forbidden = (detail: string, code?: string) => new ApiError(403, code ? { detail, code } : { detail });
export const notFound = (detail = "Not found.") => new ApiError(404, { detail });
export const unauthorized = () => new ApiError(401, { detail: "Authentication credentials were not provided." });
export const tooMany = (detail: string) => new ApiError(429, { detail });

export function clientIp(request: FastifyRequest): string {
  return request.ip || "unknown";
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Body as a plain object (Fastify gives undefined for an empty body). */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const b = request.body;
  return b && typeof b === "object" && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}
