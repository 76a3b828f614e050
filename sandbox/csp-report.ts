import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SandboxContext } from "./context";
import type { Limit } from "./rules/rate-limit";
import { clientIp } from "./http";

/** Path of the endpoint the site's Content-Security-Policy reports to (src/build/security-headers.ts). */
export const CSP_REPORT_ROUTE = "/my/api/csp-report/";

/** A browser's batch is a few reports of under 1 kB each; anything larger is not a report. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
const PER_IP: Limit = { max: 60, windowSeconds: 60 };
const FIELD_MAX = 512;

/** What is kept of one violation: the fields that locate it, each cut to a safe length. */
export type CspViolation = {
  documentUrl: string;
  directive: string;
  blockedUrl: string;
  sourceFile: string;
  line: number | null;
  disposition: string;
};

const text = (value: unknown) => (typeof value === "string" ? value.replace(/[\u0000-\u001f\u007f]/g, " ").slice(0, FIELD_MAX) : "");
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The violations in a report body, in either form browsers send: `report-uri`'s
 * `{"csp-report": {…}}` (application/csp-report) or the Reporting API's array of
 * `{type: "csp-violation", body: {…}}` (application/reports+json). Anything else gives none.
 */
export function parseCspReports(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    return body
      .map(record)
      .filter((r) => r.type === "csp-violation")
      .slice(0, 20)
      .map((r) => {
        const b = record(r.body);
        return {
          documentUrl: text(b.documentURL),
          directive: text(b.effectiveDirective),
          blockedUrl: text(b.blockedURL),
          sourceFile: text(b.sourceFile),
          line: num(b.lineNumber),
          disposition: text(b.disposition),
        };
      });
  }
  const r = record(record(body)["csp-report"]);
  if (!Object.keys(r).length) return [];
  return [
    {
      documentUrl: text(r["document-uri"]),
      directive: text(r["effective-directive"] ?? r["violated-directive"]),
      blockedUrl: text(r["blocked-uri"]),
      sourceFile: text(r["source-file"]),
      line: num(r["line-number"]),
      disposition: text(r.disposition),
    },
  ];
}

export type CspReportOptions = {
  /** Where violations go (default: one JSON line each on stderr, which the operator's log collector keeps). */
  log?: (violation: CspViolation, request: FastifyRequest) => void;
};

const stderrLog = (violation: CspViolation) => process.stderr.write(`${JSON.stringify({ event: "csp-violation", ...violation })}\n`);

/**
 * POST /my/api/csp-report/: accepts CSP violation reports (no session, no CSRF header: browsers send
 * neither), at most 16 kB a request and 60 requests a minute per address, logs each and answers 204.
 */
export function registerCspReports(app: FastifyInstance, ctx: SandboxContext, options: CspReportOptions = {}): void {
  const log = options.log ?? stderrLog;
  app.register(async (scope) => {
    scope.addContentTypeParser(["application/csp-report", "application/reports+json"], { parseAs: "string", bodyLimit: CSP_REPORT_BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error("Not a JSON report"), { statusCode: 400 }), undefined);
      }
    });
    scope.post(CSP_REPORT_ROUTE, { bodyLimit: CSP_REPORT_BODY_LIMIT }, async (request, reply) => {
      if (!ctx.limiter.hit(`csp_report:ip:${clientIp(request)}`, PER_IP)) return reply.code(429).send({ detail: "Too many reports." });
      for (const violation of parseCspReports(request.body)) log(violation, request);
      return reply.code(204).send();
    });
  });
}
