import { expect, type Page } from "@playwright/test";

/**
 * Scrolls a client island's box into view, as a visitor does, and waits until it has started: islands
 * below the fold load when they near the viewport (src/components/client-island.tsx, decision 053).
 */
export async function reachIsland(page: Page, testId: string): Promise<void> {
  const box = page.getByTestId(testId);
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute("data-island", "active");
}
