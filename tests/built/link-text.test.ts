/** @jest-environment jsdom */
import { NOT_FOUND_FILES, PARTNER_FILES } from "../../src/build/static-pages";
import { onePerFamily } from "../support/route-table";
import { builtPage } from "./read-built";

// A link says where it goes (WCAG 2.4.4, and the crawlers' "descriptive link text" audit, Lighthouse's among them):
// no link of a built page is named by a bare "Read more" or "here" alone, in either language. A card may show such a
// word, with its subject in visually hidden text (the news index's "Read more: <title>").
const GENERIC = new Set([
  "click here",
  "click this",
  "go",
  "here",
  "learn more",
  "more",
  "more info",
  "read more",
  "see more",
  "this",
  "далее",
  "здесь",
  "подробнее",
  "перейти",
  "тут",
  "читать",
  "читать далее",
  "узнать больше",
]);
const PAGES = [...onePerFamily().map((r) => r.path), "/news/", "/ru/news/", ...NOT_FOUND_FILES, ...PARTNER_FILES];

it.each(PAGES)("every link of %s as built says where it goes", async (address) => {
  const doc = await builtPage(address);
  const generic = [...doc.querySelectorAll("a[href]")]
    .map((a) => [a.getAttribute("aria-label") ?? (a.textContent ?? "").replace(/\s+/g, " ").trim(), a.getAttribute("href")])
    .filter(([name]) => GENERIC.has(name!.toLowerCase().replace(/[.…:!]+$/, "")));
  expect(generic).toEqual([]);
});
