import axe from "axe-core";
import { act } from "@testing-library/react";
import { LAYOUT_RULES, WCAG } from "../axe-rules";

/**
 * The WCAG violations of axe in a rendered screen (the container Testing Library rendered into: the page's
 * document-level rules, title and lang, are the built page's), one line each as tests/e2e/axe.ts writes them.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  let results!: axe.AxeResults;
  // In act(): a part of the screen may still answer meanwhile (React wants its updates inside act).
  await act(async () => {
    results = await axe.run(container, {
      runOnly: { type: "tag", values: WCAG },
      rules: Object.fromEntries(LAYOUT_RULES.map((id) => [id, { enabled: false }])),
      resultTypes: ["violations"],
    });
  });
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}
