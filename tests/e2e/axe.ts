import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { LAYOUT_RULES, WCAG } from "../support/axe-rules";

// axe's own script, put into a page once per page load (issue 38: AxeBuilder injects it on every analyze and
// again into a blank page for its finishing step, ~5 s a call on the loaded machine; a walk that reaches
// screens in the app runs axe on one page many times).
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * One page's violations, one line each (the rule, its help, the first three places): every WCAG 2.2 AA rule
 * ("all"), or only the rules jsdom cannot run ("layout", ../support/axe-rules.ts; the others run on the account
 * screens in jsdom). A page with frames goes through AxeBuilder, which checks inside them too. `include`: only the
 * parts of the page that match this selector (the islands of a static page).
 */
export async function violations(page: Page, rules: "all" | "layout" = "all", include?: string): Promise<string[]> {
  const runOnly: RunOptions["runOnly"] = rules === "all" ? { type: "tag", values: WCAG } : { type: "rule", values: LAYOUT_RULES };
  let found: AxeResults["violations"];
  if (page.frames().length > 1) {
    const builder = rules === "all" ? new AxeBuilder({ page }).withTags(WCAG) : new AxeBuilder({ page }).withRules(LAYOUT_RULES);
    found = (await (include ? builder.include(include) : builder).analyze()).violations;
  } else {
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    found = await page.evaluate(
      ({ options, include }) =>
        (window as unknown as { axe: { run(c: Document | { include: string[] }, o: RunOptions): Promise<AxeResults> } }).axe
          .run(include ? { include: [include] } : document, options)
          .then((r) => r.violations),
      { options: { runOnly, resultTypes: ["violations"], iframes: false } satisfies RunOptions, include },
    );
  }
  return found.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}
