/** @jest-environment jsdom */
import axe from "axe-core";
import { NOT_FOUND_FILES, PARTNER_FILES } from "../../src/build/static-pages";
import { onePerFamily } from "../support/route-table";
import { LAYOUT_RULES, WCAG } from "../support/axe-rules";
import { builtPage } from "./read-built";

// Decision 205: axe's WCAG 2.2 AA rules that read the markup, not the layout or the paint, over the built HTML of
// one page of every route family in both languages, the not-found pages, the payment offer (spec §2's kind that
// shares the legal family) and the partner pages: the pages tests/e2e/accessibility.spec.ts swept in the browser.
// The rules that need a rendered page (LAYOUT_RULES) stay there, on one page per template and language.

const PAGES = [...onePerFamily().map((r) => r.path), ...NOT_FOUND_FILES, "/payment-offer/", "/ru/payment-offer/", ...PARTNER_FILES];

/** The built page as the document of this window (scripts left out: axe reads the markup the visitor is served). */
async function load(address: string): Promise<void> {
  const built = await builtPage(address);
  built.querySelectorAll('script:not([type="application/ld+json"])').forEach((s) => s.remove());
  document.replaceChild(document.importNode(built.documentElement, true), document.documentElement);
}

/** axe's choice for the tags, as the browser's sweep ran it (experimental, deprecated and disabled rules left out), less the browser's rules. */
const OPTIONS: axe.RunOptions = {
  runOnly: { type: "tag", values: WCAG },
  rules: Object.fromEntries(LAYOUT_RULES.map((id) => [id, { enabled: false }])),
  resultTypes: ["violations"],
};

it("the browser's rules are axe's rules of the tags, and the rest is most of them", () => {
  const rules = axe.getRules(WCAG).map((r) => r.ruleId);
  expect(LAYOUT_RULES.filter((id) => !rules.includes(id))).toEqual([]);
  expect(rules.length - LAYOUT_RULES.length).toBeGreaterThan(55);
  expect(PAGES.length).toBeGreaterThan(55);
});

// A test per page (one address each: a failure names it); about half a second of CPU a page.
it.each(PAGES)("the markup rules of axe (WCAG 2.2 AA) find nothing on %s as built", async (address) => {
  await load(address);
  expect(document.documentElement.lang).toMatch(/^(en|ru)$/);
  const results = await axe.run(document, OPTIONS);
  // Not vacuous: the page-level and link rules ran on this page and found what they check.
  expect(results.passes.map((r) => r.id)).toEqual(
    expect.arrayContaining(["document-title", "html-has-lang", "html-lang-valid", "link-name", "list", "bypass"]),
  );
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(found).toEqual([]);
});
