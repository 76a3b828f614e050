import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Cookie parsing and Set-Cookie writing with the same surface as @fastify/cookie (request.cookies,
 * reply.setCookie, reply.clearCookie). @fastify/cookie loads its parser with a dynamic import() that
 * Jest's CommonJS runtime cannot run, so the sandbox carries this small equivalent. When the host app
 * already registered @fastify/cookie, the sandbox uses that instead.
 */
export interface CookieOptions {
  path?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "lax" | "strict" | "none";
  domain?: string;
}

export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export function serializeCookie(name: string, value: string, o: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (o.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(o.maxAge)}`);
  if (o.expires) parts.push(`Expires=${o.expires.toUTCString()}`);
  if (o.domain) parts.push(`Domain=${o.domain}`);
  parts.push(`Path=${o.path ?? "/"}`);
  if (o.httpOnly) parts.push("HttpOnly");
  if (o.secure) parts.push("Secure");
  if (o.sameSite) parts.push(`SameSite=${o.sameSite[0]!.toUpperCase()}${o.sameSite.slice(1)}`);
  return parts.join("; ");
}

const pending = new WeakMap<FastifyReply, Map<string, string>>();

export function registerCookies(app: FastifyInstance): void {
  if (app.hasRequestDecorator("cookies")) return; // the host registered @fastify/cookie
  app.decorateRequest("cookies", null as unknown as Record<string, string | undefined>);
  app.decorateReply("setCookie", function (this: FastifyReply, name: string, value: string, options?: CookieOptions) {
    let map = pending.get(this);
    if (!map) pending.set(this, (map = new Map()));
    map.set(name, serializeCookie(name, value, options));
    return this;
  });
  app.decorateReply("clearCookie", function (this: FastifyReply, name: string, options?: CookieOptions) {
    return this.setCookie(name, "", { ...options, maxAge: 0, expires: new Date(0) });
  });
  app.addHook("onRequest", async (request) => {
    request.cookies = parseCookieHeader(request.headers.cookie);
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    const map = pending.get(reply);
    if (map?.size) {
      const existing = reply.getHeader("set-cookie");
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
      reply.header("set-cookie", [...list, ...map.values()]);
      pending.delete(reply);
    }
    return payload;
  });
}

declare module "fastify" {
  interface FastifyRequest {
    cookies: Record<string, string | undefined>;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
    clearCookie(name: string, options?: CookieOptions): FastifyReply;
  }
}
