import { test, visit, createCustomer, login, check, csrfToken, ALLAUTH, NEW_CUSTOMER_PASSWORD } from "./fixtures";

test("screens of /my/security/", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = await createCustomer(page, { label: "screens" });
  const ctx = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.99.1.7" }, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1" });
  const other = await ctx.newPage();
  await login(other, email, NEW_CUSTOMER_PASSWORD);
  const h = { "X-CSRFToken": await csrfToken(page) };
  check(await page.request.post(`${ALLAUTH}/account/email`, { data: { email: `second.${email}` }, headers: h }), 200);
  const issued = (await (await page.request.post("/sandbox/api/provider/google/tokens", { data: { uid: `g-${Date.now()}`, name: "Ada Buyer" } })).json()) as { client_id: string; id_token: string };
  check(await page.request.post(`${ALLAUTH}/auth/provider/token`, { data: { provider: "google", process: "connect", token: issued }, headers: h }), 200);
  for (const lang of ["en", "ru"]) {
    for (const [w, name] of [[390, "phone"], [1280, "desktop"]] as const) {
      await page.setViewportSize({ width: w, height: 900 });
      await visit(page, lang === "ru" ? "/ru/my/security/" : "/my/security/");
      await page.getByTestId("session").first().waitFor();
      await page.getByTestId("provider-account").first().waitFor();
      await page.screenshot({ path: `/tmp/wt-gql-shots/security-${lang}-${name}.png`, fullPage: true });
    }
  }
  await ctx.close();
});
