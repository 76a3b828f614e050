/** @jest-environment jsdom */
import { readRouteTable } from "../support/route-table";
import { findUnformatted, type Language } from "../support/unformatted";
import { builtFile, builtPage } from "./read-built";

// Spec §3 locale tables, issue 9 item 6, on the public pages as built (issue 38: they were read in a browser,
// tests/e2e/locale-formatting.spec.ts; its account and checkout screens are read in jsdom now, the screens-complete-en
// and screens-russian-ru files of tests/features/account): no date or number that
// bypassed src/lib/format.ts (tests/support/unformatted.ts says what counts; its unit tests prove it finds each kind).

/** The text of every text node that has a digit, outside code samples (help articles show commands). */
function screenTexts(doc: Document): string[] {
  const out: string[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    if (!/\d/.test(text) || node.parentElement?.closest("pre, code, kbd, samp, script, style, noscript, template")) continue;
    out.push(text);
  }
  return out;
}

const routes = readRouteTable();
const firstOf = (family: string, language: Language) => routes.find((r) => r.family === family && r.language === language)!.path;

describe.each(["en", "ru"] as const)("%s public pages", (language) => {
  const prefix = language === "en" ? "" : "/ru";
  const paths = [
    `${prefix}/`,
    `${prefix}/virtual-private-servers/`,
    `${prefix}/dedicated-servers/`,
    `${prefix}/virtual-private-servers/vps-2/`,
    `${prefix}/news/`,
    firstOf("news-post", language),
    `${prefix}/payment-offer/`,
    `${prefix}/tos/`,
    firstOf("help-article", language),
    `${prefix}/partners/`,
  ];
  it(`${paths.length} pages show every number and date in the ${language} format`, async () => {
    for (const path of paths) {
      const texts = screenTexts(await builtPage(path));
      // Not vacuous: every page of the sample shows numbers (prices, dates, amounts, claims).
      expect([path, texts.length > 0]).toEqual([path, true]);
      expect([path, findUnformatted(texts, language)]).toEqual([path, []]);
    }
  });
});

// The configurators' price is in the built HTML before any script runs: in the page's language, as the plan
// cards beside it (a Russian page showed "€6.00" until a slider moved; build-time rendering has no document).
it.each([
  ["/ru/virtual-private-servers/", /^\d+,\d{2}\s€$/],
  ["/ru/dedicated-servers/", /^\d+,\d{2}\s€$/],
  ["/virtual-private-servers/", /^€\d+\.\d{2}$/],
] as const)("the configurator's price in the HTML of %s is formatted for its language", async (path, format) => {
  const html = await builtFile(path);
  const prices = [...html.matchAll(/<span class="price[^"]*" data-testid="price" data-eur="[\d.]+">([^<]+)</g)].map((m) => m[1]);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(format);
});
