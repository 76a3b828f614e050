/** The WCAG 2.2 AA rule tags of axe that the accessibility checks use (in the browser: tests/e2e/axe.ts; in jsdom: ./feature/axe.ts). */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The rules that read what the browser lays out and paints: colours as painted (contrast, a link told from its
 * text), a target's size, a region's scrolling, a stylesheet's orientation lock, an icon font's glyphs (the
 * name mismatch rule draws the text on a canvas). jsdom has none of these, so they stay in the browser
 * (tests/e2e/accessibility-account.spec.ts runs only these on the account screens).
 */
export const LAYOUT_RULES = [
  "color-contrast",
  "target-size",
  "link-in-text-block",
  "scrollable-region-focusable",
  "css-orientation-lock",
  "label-content-name-mismatch",
];
