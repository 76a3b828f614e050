/** @jest-environment jsdom */
import { catalogueKeys } from "../support/catalogue-keys";
import { onePerFamily } from "../support/route-table";
import { NOT_FOUND_FILES, PARTNER_FILES } from "../../src/build/static-pages";
import { builtPage, shownText } from "./read-built";

// Decision 060: no page shows a catalogue key instead of its text. Every route family in both languages, the
// not-found and the partner pages, as built (their islands are server-rendered in full, decision 083): the text,
// the title and the labelling attributes. The browser keeps the check on its journeys (tests/e2e/public-site.spec.ts),
// where the islands have run.
const KEYS = catalogueKeys();

it("no page of any route family, in either language, shows a raw translation key", async () => {
  expect(KEYS.length).toBeGreaterThan(300);
  const pages = [...onePerFamily().map((r) => r.path), ...NOT_FOUND_FILES, ...PARTNER_FILES];
  expect(pages.length).toBeGreaterThan(50);
  for (const address of pages) {
    const doc = await builtPage(address);
    const attrs = [...doc.querySelectorAll("[aria-label],[placeholder],[title],[alt]")].flatMap((el) =>
      ["aria-label", "placeholder", "title", "alt"].map((a) => el.getAttribute(a) ?? ""),
    );
    const shown = [doc.title, shownText(doc), ...attrs].join("\n");
    expect([address, KEYS.filter((key) => shown.includes(key))]).toEqual([address, []]);
  }
});
