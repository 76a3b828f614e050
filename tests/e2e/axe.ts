import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 AA rule tags of axe that the accessibility specs check. */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** One page's violations, one line each (the rule, its help, the first three places). */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}
