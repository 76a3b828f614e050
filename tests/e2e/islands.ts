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

/**
 * Waits until the page's wiring has settled (decision 130: its features and currency answers are in and shown):
 * the boot script's window promises, awaited, instead of waiting for the network to stay quiet for 500 ms. By
 * then the boot's own chunks have arrived (`visit` waited for `__hydrated`, set once they ran), so an island chunk
 * asked for afterwards is an island's (issue 38: the fixed wait was half a second of every page load here).
 */
export const wiringSettled = (page: Page) =>
  page.evaluate(async () => {
    const w = window as unknown as { __siteFeatures?: Promise<unknown>; __siteCurrencyReady?: Promise<unknown> };
    await Promise.all([w.__siteFeatures, w.__siteCurrencyReady]);
  });

/**
 * The page as it stands once nothing more comes by itself (issue 38, instead of `networkidle`'s quiet half-second,
 * which often took seconds): its wiring has settled, the browser has had an idle moment and two frames (the
 * islands the wiring starts when idle, src/islands/boot-page.ts, have been started), and no island is still loading.
 */
export async function pageSettled(page: Page): Promise<void> {
  await wiringSettled(page);
  // An idle moment at most 2 s away, as the boot script's own (src/islands/boot.ts): a busy or loaded renderer may
  // give none for longer (once 29 s on the shared machine, with a link of the page focused).
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), { timeout: 2000 })),
  );
  await expect(page.locator('[data-island][data-state="loading"]'), "islands still loading").toHaveCount(0);
}
