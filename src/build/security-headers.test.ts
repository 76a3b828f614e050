import { createHash } from "node:crypto";
import { contentSecurityPolicy, headerOptionsFromEnv, securityHeaders } from "./security-headers";
import { BOOT_LOADER } from "./boot-loader";
import { AUTH_LANGUAGE_SCRIPT } from "./auth-language-script";

// The inline scripts pages carry (the boot loader; the auth screens' language choice), allowed by the hashes of their text.
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const LOADER = `${hash(BOOT_LOADER)} ${hash(AUTH_LANGUAGE_SCRIPT)}`;

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

describe("content security policy", () => {
  it("allows no inline script but the boot loader and the auth language choice, and no foreign script, on content pages", () => {
    const csp = contentSecurityPolicy("/help/", { cardScriptOrigin: "https://pay.example.com" });
    expect(directive(csp, "script-src")).toBe(`script-src 'self' ${LOADER}`);
    expect(csp).not.toContain("unsafe-eval");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
  });

  it("allows the card script's origin on payment pages only, in both languages", () => {
    const options = { cardScriptOrigin: "https://pay.example.com" };
    expect(directive(contentSecurityPolicy("/checkout/pay/abc/", options), "script-src")).toBe(`script-src 'self' ${LOADER} https://pay.example.com`);
    expect(directive(contentSecurityPolicy("/ru/checkout/pay/abc/", options), "script-src")).toBe(`script-src 'self' ${LOADER} https://pay.example.com`);
    expect(directive(contentSecurityPolicy("/my/", options), "script-src")).toBe(`script-src 'self' ${LOADER}`);
  });

  it("lists payment form gateways in form-action", () => {
    expect(directive(contentSecurityPolicy("/", { formOrigins: ["https://gw.example.com"] }), "form-action")).toBe("form-action 'self' https://gw.example.com");
  });

  it("lets the client post to the error-reporting ingest only when a DSN is configured", () => {
    expect(directive(contentSecurityPolicy("/my/", headerOptionsFromEnv({})), "connect-src")).toBe("connect-src 'self'");
    const options = headerOptionsFromEnv({ GATSBY_SENTRY_DSN: "https://key@o1.ingest.example.io/42" });
    expect(directive(contentSecurityPolicy("/my/", options), "connect-src")).toBe("connect-src 'self' https://o1.ingest.example.io");
  });

  it("names a reporting endpoint on the site's origin, for browsers with and without the Reporting API", () => {
    const csp = contentSecurityPolicy("/help/");
    expect(directive(csp, "report-uri")).toBe("report-uri /my/api/csp-report/");
    expect(csp.split("; ").at(-1)).toBe("report-to csp");
    expect(securityHeaders("/checkout/")["reporting-endpoints"]).toBe('csp="/my/api/csp-report/"');
  });

  it("sends the rest of the production set", () => {
    const headers = securityHeaders("/");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });
});

describe("headerOptionsFromEnv", () => {
  it("takes the card-script origin from GATSBY_CARD_SCRIPT_URL, allowed on the payment pages only", () => {
    const options = headerOptionsFromEnv({ GATSBY_CARD_SCRIPT_URL: "https://js.cards.example/v{version}/cards.js" } as NodeJS.ProcessEnv);
    expect(options.cardScriptOrigin).toBe("https://js.cards.example");
    expect(contentSecurityPolicy("/checkout/pay/abc/", options)).toContain(`script-src 'self' ${LOADER} https://js.cards.example`);
    expect(contentSecurityPolicy("/ru/checkout/", options)).toContain("https://js.cards.example");
    expect(contentSecurityPolicy("/vps/", options)).not.toContain("cards.example");
  });
  it("an explicit origin wins; no URL or a non-https one allows nothing", () => {
    expect(
      headerOptionsFromEnv({ CARD_PAYMENT_SCRIPT_ORIGIN: "https://a.example", GATSBY_CARD_SCRIPT_URL: "https://b.example/x.js" } as NodeJS.ProcessEnv)
        .cardScriptOrigin,
    ).toBe("https://a.example");
    expect(headerOptionsFromEnv({} as NodeJS.ProcessEnv).cardScriptOrigin).toBeUndefined();
    expect(headerOptionsFromEnv({ GATSBY_CARD_SCRIPT_URL: "http://b.example/x.js" } as NodeJS.ProcessEnv).cardScriptOrigin).toBeUndefined();
  });
});
