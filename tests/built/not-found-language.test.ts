/** @jest-environment jsdom */
import { NOT_FOUND_FILES } from "../../src/build/static-pages";
import { wireLanguageLinks } from "../../src/islands/language-links";
import { builtPage } from "./read-built";

// The not-found page's language switch (moved from tests/e2e/static-pages.spec.ts by issue 38): a plain link of
// the static HTML, outside every island, to the other language's not-found page, which the boot script's wiring
// (decision 086) points at the same unknown address in the other language. That the boot script does so on the
// served page is the browser's (static-pages.spec.ts, the /ru/no-such-page/ row); the host's 404 status per
// language is static-host-rules.spec.ts's; following a link by Enter is the browser's own. (Gatsby's ru/404.html
// names /404.html, its 404/ copies /404/ and /ru/404/: the boot's wiring replaces each.)

const cases = [
  { file: "404.html", lang: "en", other: "ru", built: "/ru/404/", unknown: "/no-such-page/", there: "/ru/no-such-page/" },
  { file: "404/index.html", lang: "en", other: "ru", built: "/ru/404/", unknown: "/no-such-page/", there: "/ru/no-such-page/" },
  { file: "ru/404.html", lang: "ru", other: "en", built: "/404.html", unknown: "/ru/no-such-page/", there: "/no-such-page/" },
  { file: "ru/404/index.html", lang: "ru", other: "en", built: "/404/", unknown: "/ru/no-such-page/", there: "/no-such-page/" },
] as const;

it("the cases are the build's not-found files", () => {
  expect(cases.map((c) => c.file)).toEqual([...NOT_FOUND_FILES]);
});

it.each(cases)("$file: in $lang, its language switch is a plain link to the $other not-found page, wired to the same unknown address", async (c) => {
  const doc = await builtPage(c.file);
  expect(doc.documentElement.getAttribute("lang")).toBe(c.lang);
  const links = [...doc.querySelectorAll<HTMLAnchorElement>(".site-header .language-switcher a[hreflang]")];
  expect(links.map((a) => [a.getAttribute("hreflang"), a.getAttribute("href"), a.closest("[data-island]")])).toEqual([[c.other, c.built, null]]);
  expect(doc.querySelector(".site-header .language-switcher [aria-current]")?.textContent).toBe(c.lang.toUpperCase());
  wireLanguageLinks(doc, { pathname: c.unknown, search: "", hash: "" });
  expect(links[0]!.getAttribute("href")).toBe(c.there);
});
