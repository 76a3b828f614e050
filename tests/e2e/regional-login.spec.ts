import { test, expect, visit } from "./fixtures";

// Spec §5/§6, issue 9 item 4 (decision 034): which providers a visitor from Russia, Germany or Ukraine is
// offered, and that the CMS setting decides, are feature tests (tests/features/auth/regional-providers.test.tsx).
// The browser keeps what a page load proves: the page's one features call, shared by the header's currency
// store and the provider buttons (decision 131: the screen asked it twice), and the header's and chat's
// islands speaking their strings on the auth pages (no raw keys such as site.menu.products).

test("/auth/login/ and /auth/signup/ from Germany: every provider, one features call per page load, the header's islands' strings", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: "sandbox_country", value: "DE", url: baseURL! }]);
  let featuresAsked = 0;
  page.on("request", (request) => void (new URL(request.url()).pathname === "/my/api/features/" && (featuresAsked += 1)));
  for (const screen of ["/auth/login/", "/auth/signup/"]) {
    featuresAsked = 0;
    const currencyAnswered = page.waitForResponse("**/my/api/currency/");
    expect(await visit(page, screen)).toBe(200);
    await expect(page.getByRole("button", { name: /^Continue with / })).toHaveCount(3);
    await currencyAnswered;
    expect(featuresAsked, `GET /my/api/features/ per page load of ${screen}`).toBe(1);
    await expect(page.getByRole("button", { name: "Products" })).toBeVisible();
    await expect(page.getByTestId("chat-launcher")).toHaveText(/Chat with support/);
  }
});
