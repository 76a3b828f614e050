import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { LAYOUT_RULES, WCAG } from "../support/axe-rules";

/** One page's violations, one line each (the rule, its help, the first three places). */
export async function violations(page: Page, rules: "all" | "layout" = "all"): Promise<string[]> {
  // "layout": only the rules jsdom cannot run (../support/axe-rules.ts); the others run on the account screens in jsdom.
  const builder = rules === "all" ? new AxeBuilder({ page }).withTags(WCAG) : new AxeBuilder({ page }).withRules(LAYOUT_RULES);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}
