import { test as base, expect, type Page } from "@playwright/test";

/** Errors a page logged or threw; every test fails if any is left when it ends. */
type Problems = { list: string[] };

export const test = base.extend<{ problems: Problems }>({
  problems: [
    async ({ page }, use) => {
      const problems: Problems = { list: [] };
      page.on("console", (msg) => {
        if (msg.type() === "error") problems.list.push(`console.error: ${msg.text()}`);
      });
      page.on("pageerror", (error) => problems.list.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems.list, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Navigates and returns the HTTP status of the document. */
export async function visit(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  if (!response) throw new Error(`No response for ${path}`);
  return response.status();
}
