import { test, expect } from "./fixtures";

// The auth screens are rendered in the browser (decision 076), over a frame the HTML holds in both languages
// (decision 144): the live screen must land exactly where the frame was. Two things moved the whole screen
// after its first paint: the header's row grew when the products menu's island mounted (CLS 0.25 on /auth/login/ at
// 412 px), and the card's footer jumped down when the form replaced the session's status line. The header's
// nav now has the products button's height from the start, and the form holds its place (unseen, inert)
// while the session is asked. The provider buttons, which follow the features call, are held back here so
// the check is about the screen itself.

type Shift = { value: number; sources: string[] };

function watch() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const shift = e as PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node: Element | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      };
      if (shift.hadRecentInput) return;
      shifts.push({
        value: shift.value,
        // Only vertical moves: on a desktop the nav's links still slide sideways when the products button arrives.
        sources: shift.sources
          .filter((s) => Math.abs(s.previousRect.y - s.currentRect.y) > 0.5)
          .map((s) => (s.node instanceof Element ? `${s.node.nodeName.toLowerCase()}.${s.node.className}` : "?")),
      });
    }),
  ).observe({ type: "layout-shift", buffered: true });
}

for (const [address, heading, width] of [
  ["/auth/login/", "Log in", 412],
  ["/auth/login/", "Log in", 1280],
  ["/auth/login/?next=/ru/my/orders/", "Вход", 390],
] as const) {
  test(`${address} at ${width}px: nothing moves down while the screen comes in`, async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/my/api/features/", async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(watch);
    await page.setViewportSize({ width, height: 844 });
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The app has replaced the frames (decision 144) and shows the form.
    await expect(page.locator(".auth-frame")).toHaveCount(0);
    await expect(page.locator("input[autocomplete=email]")).toBeVisible();
    await expect(page.locator(".site-nav .product-menu__button")).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    release();
    expect(shifts.flatMap((s) => s.sources)).toEqual([]);
  });
}
