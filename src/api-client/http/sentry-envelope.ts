import type { ErrorReporter } from "./reporter";

/**
 * A Sentry-compatible reporter without the SDK (docs/decisions/007-error-reporting.md): events go to
 * the envelope endpoint of the DSN (`https://<key>@<host>/<project>` → `https://<host>/api/<project>/envelope/`),
 * which Sentry and self-hosted compatibles (GlitchTip, Bugsink) accept. Configured by GATSBY_SENTRY_DSN at
 * build time; without it nothing is reported. The SDK itself can be passed to `setErrorReporter` instead.
 */
export interface ParsedDsn {
  dsn: string;
  publicKey: string;
  envelopeUrl: string;
  origin: string;
}

export function parseDsn(dsn: string | undefined | null): ParsedDsn | null {
  if (!dsn) return null;
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return null;
  }
  const segments = url.pathname.split("/").filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId || !/^\d+$/.test(projectId) || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  const prefix = segments.length ? `/${segments.join("/")}` : "";
  return {
    dsn: dsn.trim(),
    publicKey: decodeURIComponent(url.username),
    origin: url.origin,
    envelopeUrl: `${url.origin}${prefix}/api/${projectId}/envelope/?sentry_version=7&sentry_key=${encodeURIComponent(decodeURIComponent(url.username))}`,
  };
}

type Context = { level?: "error" | "warning"; extra?: Record<string, unknown>; tags?: Record<string, string> };

const eventId = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("");

export function createEnvelopeReporter(
  dsn: ParsedDsn,
  options: { fetch?: typeof fetch; release?: string; environment?: string; pageUrl?: () => string | undefined } = {},
): ErrorReporter {
  const send = (event: Record<string, unknown>) => {
    const id = eventId();
    const now = new Date();
    const body = [
      JSON.stringify({ event_id: id, sent_at: now.toISOString(), dsn: dsn.dsn }),
      JSON.stringify({ type: "event" }),
      JSON.stringify({
        event_id: id,
        timestamp: now.getTime() / 1000,
        platform: "javascript",
        logger: "http-client",
        ...(options.release ? { release: options.release } : {}),
        ...(options.environment ? { environment: options.environment } : {}),
        ...(options.pageUrl?.() ? { request: { url: options.pageUrl() } } : {}),
        ...event,
      }),
    ].join("\n");
    const doFetch = options.fetch ?? fetch;
    // Fire and forget: a reporter that fails must not affect the page (and must not report itself).
    void doFetch(dsn.envelopeUrl, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-sentry-envelope" },
      keepalive: true,
      credentials: "omit",
    }).catch(() => undefined);
    return id;
  };
  return {
    captureMessage: (message, context: Context = {}) =>
      send({ level: context.level ?? "error", message: { formatted: message }, extra: context.extra, tags: context.tags }),
    captureException: (error, context: Context = {}) => {
      const e = error instanceof Error ? error : new Error(String(error));
      return send({ level: "error", exception: { values: [{ type: e.name, value: e.message }] }, extra: context.extra, tags: context.tags });
    },
  };
}
