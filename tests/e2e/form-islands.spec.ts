import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Response } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { reachIsland } from "./islands";
import { uniqueWord } from "../support/unique";

// The public forms are islands (decision 078): a content page loads react-hook-form only when a form is
// reached for or scrolled near.
test.describe.configure({ timeout: 60_000 });
const shots = path.resolve(__dirname, "../../test-results/screenshots");

/**
 * Which loaded scripts are react-hook-form's. Chunk names are content hashes that change with every
 * dependency update, so the test reads the bodies instead: `reValidateMode` is one of react-hook-form's
 * public option names (its defaults object `{mode: "onSubmit", reValidateMode: "onChange", …}`), kept
 * verbatim by the minifier and found in no other package we ship.
 */
const RHF_MARKER = "reValidateMode";

function watchScripts(page: Page) {
  const bodies: Array<Promise<{ path: string; rhf: boolean }>> = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.push(response.text().then((text) => ({ path: new URL(response.url()).pathname, rhf: text.includes(RHF_MARKER) })));
  });
  return {
    /** The scripts loaded so far that hold react-hook-form. */
    rhf: async () => (await Promise.all(bodies.slice())).filter((b) => b.rhf).map((b) => b.path),
    count: () => bodies.length,
  };
}

/** How far below the viewport's bottom edge an element's box starts. */
const belowFold = (page: Page, testId: string) => page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);

for (const url of ["/vpn/", "/ru/vpn/"]) {
  test(`${url}: hydrated, idle and scrolled to the end, the page loads no react-hook-form`, async ({ page }) => {
    const scripts = watchScripts(page);
    await visit(page, url);
    await page.waitForLoadState("networkidle");
    // The boot script and its shared chunk (decision 122) came through this listener: the check below reads real bodies.
    expect(scripts.count()).toBeGreaterThanOrEqual(2);
    expect(await scripts.rhf()).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(await scripts.rhf()).toEqual([]);
  });
}

for (const [lang, url, viewport, L] of [
  [
    "en",
    "/help/connect-to-vps-over-ssh/",
    { width: 1280, height: 720 },
    {
      open: "Propose a review of this article",
      kind: "What is wrong",
      text: "Your review",
      name: "Your name",
      email: "E-mail",
      submit: "Send review",
      sent: "the editors have your review",
    },
  ],
  [
    "ru",
    "/ru/help/connect-to-vps-over-ssh/",
    { width: 390, height: 844 },
    {
      open: "Предложить отзыв к статье",
      kind: "Что не так",
      text: "Ваш отзыв",
      name: "Ваше имя",
      email: "Электронная почта",
      submit: "Отправить отзыв",
      sent: "на баланс поступит 5 EUR",
    },
  ],
] as const) {
  test(`${lang}: a help article loads the review island when its end is reached and its form when opened; the form still sends (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const scripts = watchScripts(page);
    await visit(page, url);
    // The premise: the form lies further below the fold than the trigger's 300 px margin.
    expect(await belowFold(page, "review-proposal-island")).toBeGreaterThan(300);
    await page.waitForLoadState("networkidle");
    // The boot script and its chunks came through this listener: the check below reads real bodies.
    expect(scripts.count()).toBeGreaterThan(0);
    await expect(page.getByTestId("review-proposal-island")).not.toHaveAttribute("data-state", /.*/);
    expect(await scripts.rhf()).toEqual([]);

    // Scrolled near, the island starts (decision 078), but its form is closed: react-hook-form arrives only
    // when the reader opens it (decision 109).
    await reachIsland(page, "review-proposal-island");
    await expect(page.getByTestId("review-proposal-island")).toHaveAttribute("data-state", "live");
    expect(await scripts.rhf()).toEqual([]);

    await page.getByRole("button", { name: L.open }).click();
    await expect(page.getByLabel(L.kind)).toBeFocused();
    expect((await scripts.rhf()).length).toBeGreaterThan(0);
    await page.getByLabel(L.text).fill(`The status command on Ubuntu 24.04 is systemctl status ssh (${uniqueWord()}).`);
    await page.getByLabel(L.name).fill("Ivo Bakker");
    await page.getByLabel(L.email).fill("ivo@example.com");
    await page.getByRole("button", { name: L.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: L.sent })).toBeVisible();
  });
}

/** Island chunks asked for once the page is live are the island's code (the boot script's came before). */
const ISLAND_CHUNK = /\/_islands\/c-[^/]*\.js$/;

/**
 * Visits `url`, then holds every island chunk asked for afterwards until `release()`; `chunk` settles once
 * the browser has asked for one (the review form's island, started by the test's click or focus).
 */
async function visitHoldingIslandCode(page: Page, url: string): Promise<{ chunk: Promise<unknown>; release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let armed = false;
  await page.route(ISLAND_CHUNK, async (route) => {
    if (armed) await held;
    await route.continue();
  });
  await visit(page, url);
  await page.waitForLoadState("networkidle");
  armed = true;
  return { chunk: page.waitForRequest(ISLAND_CHUNK), release };
}

test("a click on the review button while the form loads is kept: the form opens with the focus in it", async ({ page }) => {
  const { chunk, release } = await visitHoldingIslandCode(page, "/help/connect-to-vps-over-ssh/");
  await page.getByRole("button", { name: "Propose a review of this article" }).click();
  await chunk;
  await expect(page.getByTestId("review-proposal-island")).toHaveAttribute("data-state", "loading");
  await expect(page.getByLabel("Your review")).toHaveCount(0);
  release();
  await expect(page.getByLabel("What is wrong")).toBeFocused();
  await expect(page.getByLabel("Your review")).toBeVisible();
});

test("keyboard: focus on the server's button stays on it while the island hydrates, and Enter opens the form", async ({ page }) => {
  const { chunk, release } = await visitHoldingIslandCode(page, "/help/connect-to-vps-over-ssh/");
  const button = page.getByRole("button", { name: "Propose a review of this article" });
  // Focus moves to the button as Tab would (focusin starts the island).
  await button.focus();
  await chunk;
  await expect(page.getByTestId("review-proposal-island")).toHaveAttribute("data-state", "loading");
  await expect(button).toBeFocused();
  release();
  await expect(page.getByTestId("review-proposal-island")).toHaveAttribute("data-state", "live");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("What is wrong")).toBeFocused();
});

test("the server's HTML has the forms in full (islands render on the server): titles, fields, the review button", async ({ request }) => {
  const contacts = await (await request.get("/contacts/")).text();
  expect(contacts).toContain("Write to us");
  expect(contacts).toContain('id="contact-name"');
  expect(contacts).toContain("Send message");
  const ru = await (await request.get("/ru/contacts/")).text();
  expect(ru).toContain("Напишите нам");
  expect(ru).toContain("Скидка 5% для новых клиентов");
  expect(ru).toContain("Получить код");
  const article = await (await request.get("/help/connect-to-vps-over-ssh/")).text();
  expect(article).toContain("Propose a review of this article");
  expect(article).toContain("we credit 10 EUR to your Hostward balance");
});

test("contacts: text typed before the form's code arrives stays; a failed load leaves the form as it is and the next use loads it", async ({
  page,
  problems,
}) => {
  // The aborted chunk and the loader's report of it are this test's point.
  problems.allow(/Failed to load resource: net::ERR_FAILED/);
  problems.allow(/Island failed to load: contact-form/);
  let failing = true;
  await visit(page, "/contacts/");
  await page.waitForLoadState("networkidle");
  await page.route(ISLAND_CHUNK, (route) => (failing ? route.abort("failed") : route.fallback()));
  const island = page.getByTestId("contact-form-island");
  // Typing starts the island (focus); its code fails to arrive, the typed text stays in the field.
  const failed = page.waitForEvent("console", (m) => m.text().startsWith("Island failed to load: contact-form"));
  await island.getByLabel("Your name").fill("Marta Ruiz");
  await failed;
  await expect(island).not.toHaveAttribute("data-state", /.*/);
  await expect(island.getByLabel("Your name")).toHaveValue("Marta Ruiz");
  await expect(page.locator("h1")).toBeVisible();

  // The next click in it starts it again (held back, then replayed): the form checks the fields it has.
  failing = false;
  await island.getByRole("button", { name: "Send message" }).click();
  await expect(island).toHaveAttribute("data-state", "live");
  await expect(island.locator("#contact-email-error")).toHaveText("This field is required");
  await expect(island.getByLabel("Your name")).toHaveValue("Marta Ruiz");
});

// Held chunk → measure → release → measure: the reserved boxes must hold the forms at each breakpoint of
// forms.css (768, 640 and 480 px), in both languages.
for (const [url, chunkRe, islands, loaded, after] of [
  ["/contacts/", ISLAND_CHUNK, ["contact-form-island", "email-promo-island"], '[data-testid="email-promo-island"][data-state="live"]', ".site-footer"],
  ["/ru/contacts/", ISLAND_CHUNK, ["contact-form-island", "email-promo-island"], '[data-testid="email-promo-island"][data-state="live"]', ".site-footer"],
  ["/help/connect-to-vps-over-ssh/", ISLAND_CHUNK, ["review-proposal-island"], '[data-testid="review-proposal-island"][data-state="live"]', "#related"],
  ["/ru/help/connect-to-vps-over-ssh/", ISLAND_CHUNK, ["review-proposal-island"], '[data-testid="review-proposal-island"][data-state="live"]', "#related"],
] as const) {
  for (const width of url.includes("/help/") ? [1280, 390] : [1280, 700, 560, 390]) {
    test(`${url}: the forms arrive without moving anything (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // A static page's own boot chunks load at once; island chunks asked for after it is live are held.
      let armed = chunkRe !== ISLAND_CHUNK;
      await page.route(chunkRe, async (route) => {
        if (armed) await held;
        await route.continue();
      });
      await visit(page, url);
      await page.waitForLoadState("networkidle");
      armed = true;
      const chunk = page.waitForRequest(chunkRe);
      for (const id of islands) await page.getByTestId(id).scrollIntoViewIfNeeded();
      await chunk;
      // The header's currency answer has arrived: what it changes in the header is not the forms' doing.
      await expect(page.getByTestId("currency-switcher")).not.toHaveAttribute("aria-busy", "true");
      const boxes = async () => ({
        // Scroll anchoring would hide a growing box by scrolling: the scroll position must hold too.
        scrollY: await page.evaluate(() => window.scrollY),
        h1: await page.locator("h1").boundingBox(),
        islands: await Promise.all(islands.map((id) => page.getByTestId(id).boundingBox())),
        next: await page.locator(after).first().boundingBox(),
      });
      const before = await boxes();
      release();
      await expect(page.locator(loaded)).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await boxes()).toEqual(before);
    });
  }
}

// Screenshots with the forms loaded (kept as artifacts), in both languages, on a desktop and a 390 px
// phone; no horizontal scrolling on either.
for (const [name, url, island, band] of [
  ["contacts", "/contacts/", "email-promo-island", ".island--contact-form"],
  ["contacts-ru", "/ru/contacts/", "email-promo-island", ".island--contact-form"],
  ["help", "/help/connect-to-vps-over-ssh/", "review-proposal-island", ".review-proposal"],
  ["help-ru", "/ru/help/connect-to-vps-over-ssh/", "review-proposal-island", ".review-proposal"],
] as const) {
  for (const width of [1280, 390]) {
    test(`screens: ${name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, url);
      await reachIsland(page, island);
      if (island === "review-proposal-island") {
        await page.locator(".island--review button[aria-controls]").click();
        await expect(page.locator(".island--review form")).toBeVisible();
      } else {
        await reachIsland(page, "contact-form-island");
        await expect(page.locator("#contacts-promo-email")).toBeVisible();
        await expect(page.locator("#contact-name")).toBeVisible();
      }
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `form-islands-${name}-${width}.png`), fullPage: true });
      await page.locator(band).screenshot({ path: path.join(shots, `form-islands-${name}-${width}-band.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);
    });
  }
}

// The accessibility spec scans pages as they load, before a visitor reaches the forms: these scan the loaded forms.
for (const [url, islands, open] of [
  ["/contacts/", ["contact-form-island", "email-promo-island"], null],
  ["/ru/contacts/", ["contact-form-island", "email-promo-island"], null],
  ["/help/connect-to-vps-over-ssh/", ["review-proposal-island"], "Propose a review of this article"],
  ["/ru/help/connect-to-vps-over-ssh/", ["review-proposal-island"], "Предложить отзыв к статье"],
] as const) {
  test(`axe (WCAG 2.2 AA) with the forms loaded: ${url}`, async ({ page }) => {
    await visit(page, url);
    for (const id of islands) await reachIsland(page, id);
    if (open) {
      await page.locator(".island--review button[aria-controls]").click();
      await expect(page.locator(".island--review form")).toBeVisible();
    } else {
      await expect(page.locator("#contact-name")).toBeVisible();
      await expect(page.locator("#contacts-promo-email")).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).include(".island").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")})`,
      ),
    ).toEqual([]);
  });
}
