import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

// Decision 060: a content page's page data holds only some translation namespaces. A key the page
// cannot resolve is shown raw ("site.plans.order", or "account:orders.title"): this finds any.

function leafKeys(value: unknown, prefix: string, out: Set<string>) {
  if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leafKeys(v, prefix ? `${prefix}.${k}` : k, out);
  else out.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ""));
}

/** Every dotted catalogue key of every namespace and language, bare and with its namespace. */
function catalogueKeys(): string[] {
  const dir = path.resolve(__dirname, "../../locales");
  const keys = new Set<string>();
  for (const lang of readdirSync(dir)) {
    for (const file of readdirSync(path.join(dir, lang)).filter((f) => f.endsWith(".json"))) {
      const leaves = new Set<string>();
      leafKeys(JSON.parse(readFileSync(path.join(dir, lang, file), "utf8")), "", leaves);
      for (const key of leaves) {
        if (!key.includes(".")) continue;
        keys.add(key);
        keys.add(`${file.replace(/\.json$/, "")}:${key}`);
      }
    }
  }
  return [...keys];
}

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
