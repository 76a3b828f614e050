import { test, expect, visit } from "./fixtures";
import { violations } from "./axe";
import { readSeed, slugOf } from "../support/seed";

// Help search (spec §3 rule) against the built site: only the index shards of the query's words are
// fetched (decision 087), and results follow the typing. What a query finds in the built shards (every word
// in the title, text or tags) is tests/built/help-search.test.ts's.
// The search is an island of the static help index (decision 078): it works by mouse and keyboard.

const seed = readSeed();
const articles = (lang: string) => seed.filter((d) => d._type === "helpArticle" && d.language === lang);
const tagsOf = (lang: string) => seed.filter((d) => d._type === "tag" && d.language === lang);
const cases = [
  // [language, path, word only in the title (typed in capitals), word only in the body text, expected slug]
  { lang: "en", path: "/help/", titleWord: "GUESSING", textWord: "ignoreip", slug: "fail2ban" },
  { lang: "ru", path: "/ru/help/", titleWord: "ПОДБОРА", textWord: "впишите", slug: "fail2ban" },
];

for (const c of cases) {
  test(`help search (${c.lang}): typed at once, only the words' shards are fetched and the query is kept in the address; by keyboard before the island is live, then a topic by Space; axe-clean; topic filters narrow the list, also combined with a query, and words may come from tag names`, async ({
    page,
  }) => {
    // The budget of the three tests it merges (issue 38): three page loads.
    test.setTimeout(3 * 30_000);
    const indexRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/help-index/")) indexRequests.push(new URL(r.url()).pathname);
    });
    expect(await visit(page, c.path)).toBe(200);
    const results = page.locator(".help-search .card");
    // Every article is listed without JavaScript work, and the index is not loaded yet.
    await expect(results).toHaveCount(articles(c.lang).length);
    expect(indexRequests).toEqual([]);
    const box = page.getByRole("searchbox", { name: c.lang === "en" ? "Search the help centre" : "Поиск по центру помощи" });
    // Which article the words find in the built shards is tests/built/help-search.test.ts's; here what the island fetches and shows.
    await box.fill(`${c.titleWord} ${c.textWord}`);
    await expect(results).toHaveCount(1);
    await expect(results.first().getByRole("link")).toHaveAttribute("href", `${c.lang === "en" ? "" : "/ru"}/help/${c.slug}/`);
    await expect(page.getByRole("status").filter({ hasText: /1/ })).toBeVisible();
    // Only shards of this language, at most one per word; never the whole index.
    expect(indexRequests.length).toBeGreaterThan(0);
    expect(indexRequests.length).toBeLessThanOrEqual(2);
    for (const p of indexRequests) expect(p).toMatch(new RegExp(`^/help-index/${c.lang}/\\d+\\.json$`));
    await page.screenshot({ path: `test-results/help-search-${c.lang}.png`, fullPage: false });
    // One absent word and nothing matches; the live region says so. The search is kept in the address for sharing.
    await box.fill(`${c.titleWord} ${c.textWord} qwertyzx`);
    await expect(results).toHaveCount(0);
    await expect(page.locator(".help-search__status")).toContainText("qwertyzx");
    await expect(page).toHaveURL(/\?q=/);
    // Clearing shows every article again; no shard was fetched twice.
    await box.fill("");
    await expect(results).toHaveCount(articles(c.lang).length);
    expect(new Set(indexRequests).size).toBe(indexRequests.length);

    // By keyboard on a fresh page: focus starts the island; the words are typed at once, before its code has arrived.
    await visit(page, c.path);
    await box.focus();
    await page.keyboard.type(`${c.titleWord} ${c.textWord}`);
    await expect(page.locator('[data-island="help-search"]')).toHaveAttribute("data-state", "live");
    await expect(results).toHaveCount(1);
    await expect(results.first().getByRole("link")).toHaveAttribute("href", `${c.lang === "en" ? "" : "/ru"}/help/${c.slug}/`);
    // Clear by keyboard, then Tab to the topic chips and pick one with Space.
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Backspace");
    await expect(results).toHaveCount(articles(c.lang).length);
    const allTopics = page.locator(".help-search__topics").getByRole("button").first();
    await allTopics.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press(" ");
    const second = page.locator(".help-search__topics").getByRole("button").nth(1);
    await expect(second).toHaveAttribute("aria-pressed", "true");
    expect(await results.count()).toBeLessThan(articles(c.lang).length);
    // The page's own axe, once per page load (decision 234), every WCAG 2.2 AA rule: a superset of the four tags it ran before.
    expect(await violations(page, "all", '[data-island="help-search"]')).toEqual([]);

    // Topic filters narrow the list, also combined with a query, and words may come from tag names (a test of its
    // own before, issue 38: a third page load of this test, where the index has not been fetched yet).
    await visit(page, c.path);
    const tag = tagsOf(c.lang).find((t) => slugOf(t) === "security")!;
    const tagged = articles(c.lang).filter((a) => JSON.stringify(a.tags).includes(`"${tag._id}"`));
    const button = page.locator(".help-search__topics").getByRole("button", { name: String(tag.title), exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".help-search .card")).toHaveCount(tagged.length);
    // The index answers slowly: the visitor types twice before it arrives, and the search still runs
    // (a load cancelled by the next keystroke once left the list empty for good).
    let releaseIndex!: () => void;
    const indexHeld = new Promise<void>((resolve) => (releaseIndex = resolve));
    let indexAsked!: () => void;
    const indexRequested = new Promise<void>((resolve) => (indexAsked = resolve));
    await page.route("**/help-index/**", async (route) => {
      indexAsked();
      await indexHeld;
      await route.continue();
    });
    await box.fill(String(tag.title).toUpperCase());
    await indexRequested;
    await box.fill(`${String(tag.title).toUpperCase()} `);
    releaseIndex();
    // A word that only the tag name carries still finds the tagged articles (tags are searched); the
    // heading proves the search ran rather than the topic filter alone.
    const resultsHeading = c.lang === "en" ? "Search results" : "Результаты поиска";
    await expect(page.locator("#help-all")).toHaveText(resultsHeading);
    await expect(page.locator(".help-search .card")).toHaveCount(tagged.length);
    await box.fill(`${String(tag.title)} fail2ban`);
    await expect(page.locator(".help-search .card")).toHaveCount(1);
    await page.locator(".help-search__topics").getByRole("button").first().click();
    await box.fill("");
    await expect(page.locator(".help-search .card")).toHaveCount(articles(c.lang).length);
  });
}

test("a shared search link restores the query after hydration", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, "/help/?q=ufw%20firewall");
  await expect(page.getByRole("searchbox")).toHaveValue("ufw firewall");
  // The search ran (the live region counts the results), not just the full list rendered without JS.
  await expect(page.locator(".help-search__status")).toHaveText(/\d/);
  await expect(page.locator(".help-search .card h3").filter({ hasText: "Protecting a server with ufw" })).toBeVisible();
  expect(await page.locator(".help-search .card").count()).toBeLessThan(articles("en").length);
  await page.screenshot({ path: "test-results/help-search-shared-link.png", fullPage: true });
});

test("help search on a phone (en and ru): a 500-letter word is echoed without widening the page", async ({ page }) => {
  // The budget of the tests it merges (issue 38): one per page, as each had.
  test.setTimeout(cases.length * 30_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const c of cases) {
    await test.step(c.lang, async () => {
      expect(await visit(page, c.path)).toBe(200);
      const word = (c.lang === "en" ? "a" : "я").repeat(500);
      await page.getByRole("searchbox").fill(word);
      await expect(page.locator(".help-search__status")).toContainText(word);
      await expect(page.locator(".help-search .card")).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
