import type { FastifyReply, FastifyRequest } from "fastify";
import { CSP_REPORT_ROUTE } from "./csp-report";
import { CSRF_COOKIE, CSRF_HEADER, newToken, setCsrfCookie } from "./auth/session";
import { tokensMatch } from "./rules/csrf-token";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

/**
 * Paths that are not the hosting API but stand-ins for third parties (card page, gateway, crypto
 * network, identity provider, tester controls): they are exempt, as a real provider is another origin.
 * CSP violation reports are sent by the browser itself, with no header of ours (they only get logged).
 * The provider redirect is a plain form POST and carries the token in `csrfmiddlewaretoken` instead.
 */
const EXEMPT_PREFIXES = ["/sandbox/", "/auth/accounts/", CSP_REPORT_ROUTE];
export const FORM_CSRF_PATHS = new Set(["/auth/_allauth/browser/v1/auth/provider/redirect"]);

function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const q = url.indexOf("?");
  const p = q < 0 ? url : url.slice(0, q);
  return p.endsWith("/") && p.length > 1 ? p.slice(0, -1) : p;
}

/**
 * onRequest hook: seeds the `csrftoken` cookie on any answer when it is missing, and refuses an unsafe
 * request whose `X-CSRFToken` header does not equal the cookie with 403.
 */
export async function csrfHook(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie) setCsrfCookie(request, reply, newToken(24));
  if (SAFE_METHODS.has(request.method)) return undefined;
  const path = pathOf(request);
  if (EXEMPT_PREFIXES.some((p) => (path + "/").startsWith(p))) return undefined;
  if (FORM_CSRF_PATHS.has(path)) return undefined; // checked by the handler against the form field
  const header = request.headers[CSRF_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (!cookie) return refuse(reply, path, "CSRF Failed: CSRF cookie not set.");
  if (!tokensMatch(value, cookie)) return refuse(reply, path, "CSRF Failed: CSRF token missing or incorrect.");
  return undefined;
}

function refuse(reply: FastifyReply, path: string, detail: string): FastifyReply {
  const body = path.startsWith("/auth/_allauth/") ? { status: 403, detail } : { detail, code: "CSRF_FAILED" };
  return reply.code(403).send(body);
}
