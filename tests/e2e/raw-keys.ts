import { expect, type Page } from "@playwright/test";
import { catalogueKeys } from "../support/catalogue-keys";

// Decision 060: a key the page cannot resolve is shown raw ("site.plans.order", or "account:orders.title"):
// this finds any on the page as the browser shows it (tests/support/catalogue-keys.ts lists them).

const KEYS = catalogueKeys();

/** Fails when the page's text, title or labelling attributes show a catalogue key instead of its text. */
export async function expectNoRawKeys(page: Page) {
  const shown = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll("[aria-label],[placeholder],[title],[alt]")].flatMap((el) =>
      ["aria-label", "placeholder", "title", "alt"].map((a) => el.getAttribute(a) ?? ""),
    );
    return [document.title, document.body.innerText, ...attrs].join("\n");
  });
  expect(KEYS.length).toBeGreaterThan(300);
  expect(
    KEYS.filter((key) => shown.includes(key)),
    `raw translation keys on ${page.url()}`,
  ).toEqual([]);
}
