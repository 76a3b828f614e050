import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { builtPath } from "../../scripts/e2e-built-output";
import { staticHost } from "../support/static-host";
import { headerOptionsFromEnv, securityHeaders } from "../../src/build/security-headers";
import { DEFAULT_API_ORIGIN } from "../../src/build/hosting-files";

// The build's `_headers` and `_redirects`, read as a Netlify-style static host would (tests/support/static-host.ts),
// for representative paths in both languages. No browser: the files of the last build, on disk.
const PUBLIC = builtPath("public");
const host = staticHost(PUBLIC, readFileSync(path.join(PUBLIC, "_headers"), "utf8"), readFileSync(path.join(PUBLIC, "_redirects"), "utf8"));
const options = headerOptionsFromEnv();
const apiOrigin = (process.env.HOSTING_API_URL || DEFAULT_API_ORIGIN).replace(/\/$/, "");

for (const lang of ["en", "ru"] as const) {
  const p = lang === "en" ? "" : "/ru";
  test(`static host (${lang}): pages, the account app, not-found pages and their headers`, () => {
    const help = host(`${p}/help/`);
    expect(help).toMatchObject({ status: 200, file: `${p}/help/index.html` });
    expect(help.headers).toMatchObject(securityHeaders(`${p}/help/`, options));
    expect(help.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");

    for (const route of ["/my/", "/my/finance/", "/my/orders/42/"])
      expect(host(`${p}${route}`)).toMatchObject({ status: 200, file: `${p}/my/[...]/index.html` });
    expect(host(`${p}/checkout/pay/abc/crypto/`)).toMatchObject({ status: 200, file: `${p}/checkout/[...]/index.html` });
    // The payment pages' policy replaces the site-wide one there (later block wins).
    expect(host(`${p}/checkout/pay/abc/`).headers["content-security-policy"]).toBe(securityHeaders(`${p}/checkout/`, options)["content-security-policy"]);
    expect(host(`${p}/my/finance/`).headers["content-security-policy"]).toBe(securityHeaders(`${p}/my/`, options)["content-security-policy"]);

    const missing = host(`${p}/no-such-page/`);
    expect(missing).toMatchObject({ status: 404, file: lang === "en" ? "/404.html" : "/ru/404/index.html" });
    expect(missing.headers["x-frame-options"]).toBe("DENY");
    // Every page a rule serves is in the build.
    for (const answer of [host(`${p}/my/x/`), host(`${p}/checkout/x/`), missing]) expect(existsSync(path.join(PUBLIC, answer.file!))).toBe(true);
  });
}

test("static host: API paths are proxied to the hosting API, before the account app's rule", () => {
  for (const pathname of [
    "/my/api/config/",
    "/my/api/graphql/",
    "/my/api/ws/",
    "/auth/_allauth/browser/v1/auth/session",
    "/auth/accounts/google/login/callback/",
  ]) {
    expect(host(pathname), pathname).toEqual({ status: 200, proxy: `${apiOrigin}${pathname}`, headers: {} });
  }
});

test("static host: hashed scripts are cached for a year, the rule files and source maps are not deployed", () => {
  const script = readdirSync(PUBLIC).find((f) => /^app-[0-9a-f]{16,}\.js$/.test(f))!;
  expect(host(`/${script}`).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  // Gatsby's global stylesheet, which the app pages and auth screens link (decision 269).
  const sheet = readdirSync(PUBLIC).find((f) => /^styles\.[0-9a-f]{16,}\.css$/.test(f))!;
  expect(host(`/${sheet}`).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(readdirSync(PUBLIC, { recursive: true }).filter((f) => String(f).endsWith(".map"))).toEqual([]);
  expect(existsSync(path.join(PUBLIC, `${script}.br`)) && existsSync(path.join(PUBLIC, `${script}.gz`))).toBe(true);
});
