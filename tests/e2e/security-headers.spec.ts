import { createHash } from "node:crypto";
import { test, expect, visit } from "./fixtures";

// The server behind `npm start` sends the production headers; pages must work under that CSP.
// (The fixture turns any CSP violation into a failing console error, in every test.)
// Static content pages (decision 078), the partner page among them (decision 110), carry no inline script at
// all; a page with Gatsby's runtime (the apps, the auth screens) carries one,
// the boot loader, and the policy allows exactly its text. Island props are JSON script elements that never run.
for (const [path, inlineScripts] of [
  ["/help/", 0],
  ["/ru/help/", 0],
  ["/no-such-page/", 0],
  ["/my/", 1],
  ["/ru/partners/", 0],
  ["/auth/login/", 1],
] as const) {
  test(`${path} carries the production headers and runs under the CSP`, async ({ page }) => {
    const response = await page.goto(path);
    const headers = response!.headers();
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const inline = await page.locator("script:not([src]):not([type='application/ld+json']):not([type='application/json'])").allTextContents();
    expect(inline).toHaveLength(inlineScripts);
    for (const text of inline) {
      const hash = createHash("sha256").update(text).digest("base64");
      expect(headers["content-security-policy"]).toContain(`script-src 'self' 'sha256-${hash}';`);
    }
    await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  });
}

test("an injected inline script is blocked by the policy", async ({ page, problems }) => {
  problems.allow(/CSP violation: script-src/);
  problems.allow(/Executing inline script violates the following Content Security Policy/);
  await visit(page, "/help/");
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean };
    const violation = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (e) => resolve(e.violatedDirective), { once: true }),
    );
    const s = document.createElement("script");
    s.textContent = "window.injected = true";
    document.body.appendChild(s);
    return { ran: w.injected === true, directive: await violation };
  });
  expect(ran).toEqual({ ran: false, directive: expect.stringMatching(/^script-src/) });
});
