import { createHash } from "node:crypto";
import { test, expect, visit } from "./fixtures";

// The server behind `npm start` sends the production headers; pages must work under that CSP.
// (The fixture turns any CSP violation into a failing console error, in every test.)
// Every page carries one inline script, the build's loader (src/build/boot-loader.ts), and the auth screens a
// second one in their head, their language choice (src/build/auth-language-script.ts, decision 144); the policy
// allows exactly their texts. The loader: on static content pages (decisions 078, 110) it adds the stylesheet and the islands'
// boot after the first paint (decision 128); on pages with Gatsby's runtime (the apps, the auth screens) it
// adds Gatsby's chunks. Island props are JSON script elements that never run.
// One test, a step per page (issue 38: one browser context instead of six); the checks are hard, as they were.
test("/help/, /ru/help/, /no-such-page/, /my/, /ru/partners/ and /auth/login/ carry the production headers and run under the CSP", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ["/help/", "/ru/help/", "/no-such-page/", "/my/", "/ru/partners/", "/auth/login/"]) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      const headers = response!.headers();
      expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      const inline = await page.locator("script:not([src]):not([type='application/ld+json']):not([type='application/json'])").allTextContents();
      expect(inline).toHaveLength(path.startsWith("/auth/") ? 2 : 1);
      const scriptSrc = headers["content-security-policy"]!.split("; ").find((d) => d.startsWith("script-src "));
      for (const text of inline) {
        const hash = createHash("sha256").update(text).digest("base64");
        expect(scriptSrc?.split(" ")).toContain(`'sha256-${hash}'`);
      }
      await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
    });
  }
});

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
