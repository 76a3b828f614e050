import { expect, type Page } from "@playwright/test";

/**
 * Scrolls a client island's box into view, as a visitor does, and waits until it has started: islands
 * below the fold load when they near the viewport (src/islands/island-loader.ts, decisions 053 and 078; on a
 * static page, src/islands/island-loader.ts, decision 078, where a started island's root is `data-state`).
 */
export async function reachIsland(page: Page, testId: string): Promise<void> {
  const box = page.getByTestId(testId);
  await box.scrollIntoViewIfNeeded();
  const kind = await box.getAttribute("data-island");
  if (kind === "waiting" || kind === "active") await expect(box).toHaveAttribute("data-island", "active");
  else await expect(box).toHaveAttribute("data-state", "live");
}
