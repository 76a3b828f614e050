import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import { test, expect, openAccount, login, USERS, logInThroughForm, createCustomer, sandboxCrypto, visit } from "./fixtures";
import { headerOptionsFromEnv, securityHeaders } from "../../src/build/security-headers";

// The "nginx" project (playwright.config.ts): every request goes through Debian's nginx running the
// build's generated config (deploy/nginx-site.conf) in front of public/, with the test server as the
// hosting API upstream. Issue 15: through the old config the account area answered "Failed to fetch".

// Nobody is signed in unless a test says so; the account budget (the flows through nginx are long).
test.describe.configure({ timeout: 120_000 });

const catalogue = (lang: "en" | "ru", ns: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${lang}/${ns}.json`), "utf8"));
const prefix = (lang: "en" | "ru") => (lang === "en" ? "" : "/ru");

/** The production headers the build generates for a path, exactly (the build ran with this environment). */
function expectProductionHeaders(response: Response, pathname: string) {
  const headers = response.headers();
  expect(headers.server, "answered by nginx").toMatch(/^nginx/);
  for (const [name, value] of Object.entries(securityHeaders(pathname, headerOptionsFromEnv()))) expect(headers[name], name).toBe(value);
  expect(headers["content-security-policy"]).toContain("report-to csp");
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
}

/** Scripts the page loaded came from the build's .gz files (nginx-light has gzip_static, no brotli). */
function watchScripts(page: Page) {
  const encodings: string[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script" && new URL(r.url()).pathname.endsWith(".js")) encodings.push(r.headers()["content-encoding"] ?? "none");
  });
  return encodings;
}

// Issue 38: both languages in one test (one context), the English customer's session cleared before the Russian one.
test("signed in through the login form, finance and orders load their data through nginx (en); signed in as the Russian customer, the Russian ones too (ru)", async ({
  page,
}) => {
  await test.step("en", async () => {
    const scripts = watchScripts(page);
    await logInThroughForm(page, USERS.complete);
    await expect(page).toHaveURL(/\/my\/$/);
    const response = await page.goto("/my/finance/");
    expectProductionHeaders(response!, "/my/finance/");
    // The app's one stylesheet, linked (decision 269): hash-named, so cached for a year by the generated config.
    const sheet = (await page.locator('head link[rel="stylesheet"]').getAttribute("href"))!;
    expect(sheet).toMatch(/^\/styles\.[0-9a-f]+\.css$/);
    expect((await page.request.get(sheet)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId("balance")).toBeVisible();
    await expect(page.getByTestId("error-state")).toHaveCount(0);
    await openAccount(page, "/my/orders/");
    await expect(page.getByRole("link", { name: /VPS|Web hosting/ }).first()).toBeVisible();
    await expect(page.getByTestId("error-state")).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set(["gzip"]));
  });
  await test.step("ru", async () => {
    // The English page is left first: a call it made once the cookies are gone would go without its CSRF token.
    await page.goto("about:blank");
    await page.context().clearCookies();
    await login(page, USERS.russian);
    await visit(page, "/ru/my/finance/");
    await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId("balance")).toBeVisible();
    await expect(page.getByTestId("error-state")).toHaveCount(0);
    const response = await page.goto("/ru/my/orders/");
    expectProductionHeaders(response!, "/ru/my/orders/");
    await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId("error-state")).toHaveCount(0);
  });
});

// Issue 38: both languages in one test (one context, one customer), an order each.
test("the crypto payment page follows the invoice live over the realtime socket through nginx (en), (ru)", async ({ page }) => {
  await createCustomer(page);
  for (const lang of ["en", "ru"] as const) {
    await test.step(lang, async () => {
      const t = catalogue(lang, "checkout");
      await visit(page, `${prefix(lang)}/checkout/?plan=vps-16&months=12`);
      await page.getByRole("button", { name: t.continue }).click();
      await page.getByTestId("place-order").click();
      await page.getByRole("radio", { name: "USDT (TRC-20, Tron)" }).check();
      await page.getByTestId("pay").click();
      await expect(page).toHaveURL(/\/checkout\/pay\/[^/]+\/crypto\/\?id=/);
      const response = await page.reload();
      expectProductionHeaders(response!, new URL(page.url()).pathname);
      const status = page.getByTestId("crypto-status");
      await expect(status).toHaveText(t.crypto.status.awaiting);
      await expect(page.getByTestId("realtime-state")).toHaveText(t.crypto.live);
      const id = new URL(page.url()).searchParams.get("id")!;
      await sandboxCrypto(page, id, "pending");
      await expect(status).toHaveText(t.crypto.status.pending);
      await sandboxCrypto(page, id, "paid");
      await expect(status).toHaveText(t.crypto.status.paid);
    });
  }
});

// Issue 38: the three API-only checks in one test (one context); the per-IP limit last, as it spends the contact limit.
test("API paths reach the API: JSON config, GraphQL POST, 404 as JSON, never the account app's page; CSP reports are accepted through nginx, and an oversized one is refused; per-IP limits count nginx's address for the client: rotating X-Forwarded-For values are still limited", async ({
  page,
}) => {
  await test.step("API paths", async () => {
    const config = await page.request.get("/my/api/config/");
    expect(config.status()).toBe(200);
    expect(config.headers()["content-type"]).toContain("application/json");
    const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")!.value;
    const gql = await page.request.post("/my/api/graphql/", { data: { query: "{ __typename }" }, headers: { "X-CSRFToken": csrf } });
    expect(gql.status(), "GraphQL answers (401/200), not nginx's 405").not.toBe(405);
    expect(gql.headers()["content-type"]).toContain("application/json");
    const missing = await page.request.get("/my/api/no-such-endpoint/");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).toContain("application/json");
  });
  await test.step("CSP reports", async () => {
    const report = { "csp-report": { "document-uri": "http://localhost/help/", "effective-directive": "script-src-elem", "blocked-uri": "inline" } };
    const ok = await page.request.post("/my/api/csp-report/", { data: JSON.stringify(report), headers: { "content-type": "application/csp-report" } });
    expect(ok.status()).toBe(204);
    const huge = await page.request.post("/my/api/csp-report/", { data: "x".repeat(40_000), headers: { "content-type": "application/csp-report" } });
    expect(huge.status()).toBe(413);
  });
  await test.step("per-IP limits", async () => {
    const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")!.value;
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const answer = await page.request.post("/my/api/contact/", {
        data: { name: "Ada", email: "ada@example.org", subject: "sales", message: `Question ${i}` },
        headers: { "X-CSRFToken": csrf, "X-Forwarded-For": `203.0.113.${i}` },
      });
      statuses.push(answer.status());
    }
    expect(statuses.filter((s) => s === 429).length, statuses.join(" ")).toBeGreaterThanOrEqual(7);
  });
});
