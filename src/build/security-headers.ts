import { LANGUAGES, DEFAULT_LANGUAGE } from "../lib/i18n-config";
import { parseDsn } from "../api-client/http/sentry-envelope";
import { BOOT_LOADER_CSP } from "./boot-loader";
import { AUTH_LANGUAGE_SCRIPT_CSP } from "./auth-language-script";

export type HeaderOptions = {
  /** Origin of the card-payment script (spec §9, v4.6.0); allowed on payment pages only. */
  cardScriptOrigin?: string;
  /** Origins a payment form may be posted to (gateways); the sandbox's are same-origin. */
  formOrigins?: string[];
  /** Origin of the error-reporting ingest (from GATSBY_SENTRY_DSN), which the client posts to. */
  errorReportOrigin?: string;
};

type Policy = Record<string, string[]>;

const base: Policy = {
  "default-src": ["'self'"],
  // No inline scripts but two, each allowed by the hash of its fixed text: the boot loader the build puts in
  // every page in place of Gatsby's scripts (externalize-inline-scripts.ts), and the auth screens' language
  // choice in their head (auth-language-script.ts, decision 144).
  "script-src": ["'self'", BOOT_LOADER_CSP, AUTH_LANGUAGE_SCRIPT_CSP],
  // Gatsby inlines the global CSS as a <style> tag; React style props need it too. Scripts stay strict.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  // 'self' covers the same-origin WebSocket (ws:/wss:) in CSP Level 3.
  "connect-src": ["'self'"],
  "frame-src": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
};

/** Where browsers send CSP violation reports: the API's endpoint (sandbox/csp-report.ts), on the site's origin. */
export const CSP_REPORT_PATH = "/my/api/csp-report/";
/** The Reporting API endpoint name the policy's `report-to` names (declared by the `reporting-endpoints` header). */
export const CSP_REPORT_GROUP = "csp";

const serialize = (policy: Policy) =>
  Object.entries(policy)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");

/** Paths where the card-payment script may run: the checkout/payment app, in every language. */
export const PAYMENT_PATH_PREFIXES = LANGUAGES.map((l) => (l === DEFAULT_LANGUAGE ? "/checkout/" : `/${l}/checkout/`));

export function contentSecurityPolicy(pathname: string, options: HeaderOptions = {}): string {
  const policy: Policy = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, [...v]]));
  policy["form-action"]!.push(...(options.formOrigins ?? []));
  if (options.errorReportOrigin) policy["connect-src"]!.push(options.errorReportOrigin);
  if (options.cardScriptOrigin && PAYMENT_PATH_PREFIXES.some((p) => pathname.startsWith(p))) {
    policy["script-src"]!.push(options.cardScriptOrigin);
    policy["frame-src"]!.push(options.cardScriptOrigin);
    policy["connect-src"]!.push(options.cardScriptOrigin);
  }
  // Both forms: `report-to` for browsers with the Reporting API (they then ignore `report-uri`), `report-uri` for the rest.
  policy["report-uri"] = [CSP_REPORT_PATH];
  policy["report-to"] = [CSP_REPORT_GROUP];
  return serialize(policy);
}

/** The production headers of every site page; the static host's files and `npm start` both use this. */
export function securityHeaders(pathname: string, options: HeaderOptions = {}): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(pathname, options),
    "reporting-endpoints": `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    "strict-transport-security": "max-age=63072000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), usb=(), payment=(self)",
    "cross-origin-opener-policy": "same-origin",
    "x-frame-options": "DENY",
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.replace("{version}", "0"));
    return parsed.protocol === "https:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export function headerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): HeaderOptions {
  return {
    // The origin of the script the payment page loads (GATSBY_CARD_SCRIPT_URL, decision 023) unless set apart.
    cardScriptOrigin: env.CARD_PAYMENT_SCRIPT_ORIGIN || originOf(env.GATSBY_CARD_SCRIPT_URL),
    formOrigins: (env.PAYMENT_FORM_ORIGINS ?? "").split(/[\s,]+/).filter(Boolean),
    errorReportOrigin: parseDsn(env.GATSBY_SENTRY_DSN)?.origin,
  };
}
