/** @jest-environment jsdom */
import axe from "axe-core";
import { screen } from "@testing-library/dom";
import { builtPage } from "./read-built";

// axe's best-practice rule the WCAG set leaves out, on the built plan pages (moved from
// tests/e2e/account-dialog-focus.spec.ts by issue 38): the comparison table's scroll region was labelled by its
// section's heading, two regions of one name. The page as built is this document (its scripts do not run).
for (const path of ["/virtual-private-servers/", "/ru/virtual-private-servers/"]) {
  it(`landmarks have names of their own on ${path}`, async () => {
    const built = await builtPage(path);
    document.documentElement.lang = built.documentElement.lang;
    document.head.innerHTML = built.head.innerHTML;
    document.body.innerHTML = built.body.innerHTML;
    expect(screen.getAllByRole("table").length).toBeGreaterThan(0);
    const results = await axe.run(document, { runOnly: { type: "rule", values: ["landmark-unique"] }, resultTypes: ["violations"] });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(screen.getAllByRole("region", { name: /: (the table|таблица)$/ })).toHaveLength(1);
  });
}
