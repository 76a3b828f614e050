import { test, expect, USERS } from "./fixtures";
import { chunksWithZodClassic, modulesOf, ZOD_MINI } from "./chunk-modules";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// Decision 065: the account dashboard's first load (the /my/ template's chunk group, the dashboard section's
// chunk, the session, config, menu, profile and socket with their schemas, and the dashboard's own parts'
// GraphQL calls with theirs, decision 101) fetches no zod classic. The
// account sections that load later (src/features/account/**) and the forms may use it. Each fetched chunk's
// modules come from its source map (./chunk-modules.ts), as in content-page-js.spec.ts.

for (const path of ["/my/", "/ru/my/"]) {
  test(`${path} signed in: the dashboard's first load holds no zod classic`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === "script" && url.pathname.endsWith(".js")) scripts.add(url.pathname.slice(1));
    });
    // The session, menu and profile answers pass through the (zod/mini) schemas of the critical path.
    const answers = Promise.all(
      ["**/auth/_allauth/browser/v1/auth/session", "**/my/api/account/menu_context/", "**/my/api/account/personal_info/"].map((url) =>
        page.waitForResponse(url),
      ),
    );
    await page.goto(path);
    await answers;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("account-menu")).toBeVisible();
    // The balance renders from the menu answer; the parts that read their own calls are live.
    await expect(page.getByTestId("dash-balance")).toBeVisible();
    await expect(page.locator('[data-part="attention"]')).toHaveAttribute("data-state", "live");
    await page.waitForLoadState("networkidle");

    const modules = new Map([...scripts].map((file) => [file, modulesOf(file)]));
    const all = [...modules.values()].flat();
    // The check reads real module paths (not a vacuous pass): the dashboard, the auth answers' schema and zod/mini.
    expect(
      all.some((m) => m.endsWith("/src/features/account/shell/sections/dashboard.tsx")),
      "the dashboard section's chunk",
    ).toBe(true);
    expect(
      all.some((m) => m.endsWith("/src/features/account/shell/dashboard/queries.ts")),
      "the dashboard parts' calls and schemas",
    ).toBe(true);
    expect(
      all.some((m) => m.endsWith("/src/api-client/schemas/auth.ts")),
      "the auth answers' schemas",
    ).toBe(true);
    expect(
      all.some((m) => ZOD_MINI.test(m)),
      "zod/mini",
    ).toBe(true);
    expect(chunksWithZodClassic(modules), "chunks holding zod classic").toEqual([]);
  });
}
