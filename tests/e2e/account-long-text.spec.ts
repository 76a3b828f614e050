import type { Page } from "@playwright/test";
import { test, expect, openAccount, gqlData, createCustomer, paidOrder, check, csrfToken } from "./fixtures";
import { goInApp } from "./account-walk";

// What customers name and write may be one long word or a pasted URL (an order name at its 64-character
// limit, a project's name and description, a ticket's subject and message). On a phone and on a desktop,
// in English and in Russian, it wraps: no account screen scrolls sideways because of it.
test.describe.configure({ timeout: 120_000 });

const word = (n: number) => "x".repeat(n);

/** The screen shown does not scroll sideways at each width (the window resized, the page not loaded again). */
async function expectNoSidewaysScroll(page: Page, path: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, `${path} scrolls sideways at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
  }
}

test("long unbroken names and texts wrap on every screen that shows them", async ({ page }) => {
  await createCustomer(page, { label: "longtext" });
  // A surname with no spaces, at the field's 128 characters: the account card beside the menu ran past its
  // edge on every account page (session 22's audit).
  check(
    await page.request.put("/my/api/account/personal_info/", {
      data: { user: { first_name: "Ada", last_name: "Ж".repeat(128) }, country: "DE", city: "Berlin", zip_code: "10115", address: "Main street 1" },
      headers: { "X-CSRFToken": await csrfToken(page) },
    }),
    200,
  );
  const orderId = await paidOrder(page, word(64));
  const { createProject } = await gqlData<{ createProject: { id: string } }>(page, "mutation($input: ProjectInput!) { createProject(input: $input) { id } }", {
    input: { name: word(50), description: word(500) },
  });
  await gqlData(page, "mutation($s: String!, $m: String!) { createTicket(input: { subject: $s, message: $m }) { id } }", { s: word(200), m: word(10_000) });
  // One page load per language, the other screens reached in the app (goInApp; issue 38: a load per screen cost
  // five page loads more); each screen rendered on the phone, then the window widened to the desktop.
  const screens = [
    "/my/",
    `/my/orders/${orderId}/`,
    "/my/projects/",
    `/my/projects/${createProject.id}/`,
    "/my/tickets/",
    "/ru/my/tickets/",
    `/ru/my/orders/${orderId}/`,
  ];
  for (const [i, path] of screens.entries()) {
    await page.setViewportSize({ width: 390, height: 844 });
    const language = (p: string) => (p.startsWith("/ru/") ? "ru" : "en");
    if (i === 0 || language(path) !== language(screens[i - 1]!)) await openAccount(page, path);
    else await goInApp(page, path);
    await expectNoSidewaysScroll(page, path);
    if (path === `/my/orders/${orderId}/`) {
      // The name is shown whole, wrapped, not cut.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(word(64));
      await expect(page.locator(".account-nav__name")).toHaveText(`Ada ${"Ж".repeat(128)}`);
    }
    if (path === "/my/tickets/") {
      // The tickets list shows the start of a long message (three lines), the ticket's page all of it.
      await page.setViewportSize({ width: 390, height: 844 });
      const preview = page.getByTestId("tickets").locator(".ticket-list__preview").first();
      const lineHeight = await preview.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await preview.boundingBox())!.height).toBeLessThanOrEqual(3 * lineHeight + 1);
    }
  }
});
