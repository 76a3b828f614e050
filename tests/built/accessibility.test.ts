/** @jest-environment jsdom */
import axe from "axe-core";
import { NOT_FOUND_FILES, PARTNER_FILES } from "../../src/build/static-pages";
import { onePerFamily } from "../support/route-table";
import { WCAG } from "../support/axe-rules";
import { STATIC_BROWSER_RULES } from "../support/static-axe-rules";
import { builtPage } from "./read-built";

// Decision 205: axe's WCAG 2.2 AA rules that read the markup, not the layout or the paint, over the built HTML of
// one page of every route family in both languages, the not-found pages, the payment offer (spec §2's kind that
// shares the legal family) and the partner pages: the pages tests/e2e/accessibility.spec.ts swept in the browser.
// The rules that need a rendered page (STATIC_BROWSER_RULES) stay there, on one page per template and language.

const PAGES = [...onePerFamily().map((r) => r.path), ...NOT_FOUND_FILES, "/payment-offer/", "/ru/payment-offer/", ...PARTNER_FILES];

/** The built page as the document of this window (scripts left out: axe reads the markup the visitor is served). */
async function load(address: string): Promise<void> {
  const built = await builtPage(address);
  built.querySelectorAll('script:not([type="application/ld+json"])').forEach((s) => s.remove());
  document.replaceChild(document.importNode(built.documentElement, true), document.documentElement);
}

const RULES = axe.getRules(WCAG).map((r) => r.ruleId);
const HERE = RULES.filter((id) => !STATIC_BROWSER_RULES.includes(id));

it("every WCAG 2.2 AA rule of axe runs on one side: here, or in the browser's sweep", () => {
  expect(STATIC_BROWSER_RULES.filter((id) => !RULES.includes(id))).toEqual([]);
  expect(HERE.length + STATIC_BROWSER_RULES.length).toBe(RULES.length);
  expect(HERE.length).toBeGreaterThan(60);
  expect(PAGES.length).toBeGreaterThan(55);
});

// A test per page (one address each: a failure names it); about half a second of CPU a page.
it.each(PAGES)("the markup rules of axe (WCAG 2.2 AA) find nothing on %s as built", async (address) => {
  await load(address);
  expect(document.documentElement.lang).toMatch(/^(en|ru)$/);
  const results = await axe.run(document, { runOnly: { type: "rule", values: HERE }, resultTypes: ["violations"] });
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(found).toEqual([]);
});
