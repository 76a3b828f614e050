import { rootMarginFor } from "./launcher-placement";

test("the root margins shrink the viewport to the launcher's box plus the padding", () => {
  // A 52 px launcher 16 px from the bottom-right corner of a 390 x 844 screen.
  const box = { top: 776, left: 322, bottom: 828, right: 374 };
  expect(rootMarginFor(box, { width: 390, height: 844 })).toBe("-768px -8px -8px -314px");
  expect(rootMarginFor(box, { width: 390, height: 844 }, 0)).toBe("-776px -16px -16px -322px");
});

test("a box touching or past the viewport's edge gives no positive margin", () => {
  expect(rootMarginFor({ top: 0, left: 0, bottom: 50, right: 50 }, { width: 40, height: 40 }, 4)).toBe("0px 0px 0px 0px");
});
