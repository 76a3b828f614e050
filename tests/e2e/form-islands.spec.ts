import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import { violations } from "./axe";
import { test, expect, visit } from "./fixtures";
import { pageSettled, reachIsland, wiringSettled } from "./islands";
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

/**
 * Scripts that a page load of the same tab already fetched come from the memory cache without a response event:
 * routing every script (and letting it through) turns the cache off, so a later step's page load fetches, and shows,
 * its scripts again (Playwright: routing disables the HTTP cache).
 */
const fetchScriptsAfresh = (page: Page) => page.route(/\.js$/, (route) => route.fallback());

// The two languages one after another (issue 38: a test's set-up is paid once), each its own step.
test("/vpn/ and /ru/vpn/: hydrated, idle and scrolled to the end, the page loads no react-hook-form", async ({ page }) => {
  await fetchScriptsAfresh(page);
  for (const url of ["/vpn/", "/ru/vpn/"]) {
    await test.step(url, async () => {
      const scripts = watchScripts(page);
      await visit(page, url);
      // Settled by itself (issue 38: the wiring's answers, an idle moment, two frames and no island loading, awaited
      // instead of `networkidle`'s quiet half-second; src/islands starts nothing on a timer).
      await pageSettled(page);
      // The boot script and its shared chunk (decision 122) came through this listener: the check below reads real bodies.
      expect(scripts.count()).toBeGreaterThanOrEqual(2);
      expect(await scripts.rhf()).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The islands the scroll brought near have started and loaded.
      await pageSettled(page);
      expect(await scripts.rhf()).toEqual([]);
    });
  }
});

const REVIEW_PAGES = [
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
      email: "Эл. почта",
      submit: "Отправить отзыв",
      sent: "на баланс поступит 5 EUR",
    },
  ],
] as const;

// The two languages one after another (issue 38: a test's set-up is paid once), each its own step at its width.
test("a help article loads the review island when its end is reached and its form when opened; the form still sends (en 1280px, ru 390px)", async ({
  page,
}) => {
  await fetchScriptsAfresh(page);
  for (const [lang, url, viewport, L] of REVIEW_PAGES) {
    await test.step(`${lang}, ${viewport.width}px`, async () => {
      await page.setViewportSize(viewport);
      const scripts = watchScripts(page);
      await visit(page, url);
      // The premise: the form lies further below the fold than the trigger's 300 px margin.
      expect(await belowFold(page, "review-proposal-island")).toBeGreaterThan(300);
      await pageSettled(page);
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
});

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
  await wiringSettled(page);
  armed = true;
  return { chunk: page.waitForRequest(ISLAND_CHUNK), release };
}

// Two page loads of the help article, each with its island's code held (issue 38: one test, a step each).
test("the review island's hydration keeps the visitor's input: a click while the form loads opens it with the focus in it; focus on the server's button stays on it and Enter opens the form", async ({
  page,
}) => {
  await test.step("a click on the review button while the form loads is kept: the form opens with the focus in it", async () => {
    const { chunk, release } = await visitHoldingIslandCode(page, "/help/connect-to-vps-over-ssh/");
    await page.getByRole("button", { name: "Propose a review of this article" }).click();
    await chunk;
    await expect(page.getByTestId("review-proposal-island")).toHaveAttribute("data-state", "loading");
    await expect(page.getByLabel("Your review")).toHaveCount(0);
    release();
    await expect(page.getByLabel("What is wrong")).toBeFocused();
    await expect(page.getByLabel("Your review")).toBeVisible();
  });
  await page.unroute(ISLAND_CHUNK);

  await test.step("keyboard: focus on the server's button stays on it while the island hydrates, and Enter opens the form", async () => {
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
});

// A failed load: the static form stays as it is, with what was typed, the page says the part did not load, and
// the next use tries again. Chromium 150 keeps a module whose fetch failed as failed for the rest of the page's
// life (whatwg/html#6768; the change that lets import() fetch it again, whatwg/html#10327, is in Firefox and
// WebKit), so in Chromium the second try fails too until the page is reloaded: this checks that nothing is lost,
// that the visitor is told, and that the loader tries again, not that it loads.
const FAILED_LOAD_PAGES = [
  ["en", "/contacts/", { name: "Your name", email: "E-mail", send: "Send message", failed: "This part of the page did not load." }],
  ["ru", "/ru/contacts/", { name: "Ваше имя", email: "Эл. почта", send: "Отправить сообщение", failed: "Эта часть страницы не загрузилась." }],
] as const;

// The two languages one after another (issue 38: a test's set-up is paid once), each its own step.
test("contacts (en, ru): text typed before the form's code arrives stays; a failed load is said and leaves the form as it is; the next use tries again", async ({
  page,
  problems,
}) => {
  // The aborted chunks and the loader's reports of them are this test's point (the e-mail promo below the form
  // may start in the same moment: it comes within reach as the field is scrolled to).
  problems.allow(/Failed to load resource: net::ERR_FAILED/);
  problems.allow(/Island failed to load: (contact-form|email-promo)/);
  for (const [lang, path, text] of FAILED_LOAD_PAGES) {
    await test.step(lang, async () => {
      await visit(page, path);
      await wiringSettled(page);
      await page.route(ISLAND_CHUNK, (route) => route.abort("failed"));
      const island = page.getByTestId("contact-form-island");
      const failures: string[] = [];
      page.on("console", (m) => {
        if (m.text().startsWith("Island failed to load: contact-form")) failures.push(m.text());
      });
      // Typing starts the island (focus); its code fails to arrive, the typed text stays in the field.
      await island.getByLabel(text.name).fill("Marta Ruiz");
      await expect.poll(() => failures.length).toBeGreaterThan(0);
      await expect(island).not.toHaveAttribute("data-state", /.*/);
      await expect(island.getByLabel(text.name)).toHaveValue("Marta Ruiz");
      await expect(page.locator("h1")).toBeVisible();
      // The visitor is told, under the form, in the page's language (a press did nothing and said nothing).
      const notice = page.locator('[data-testid="contact-form-island"] + script + .island-failed');
      await expect(notice).toHaveRole("alert");
      await expect(notice).toContainText(text.failed);
      const tries = failures.length;

      // The next use starts it again (the click is held back for it); what was typed is still there and the
      // static form still takes text.
      await island.getByRole("button", { name: text.send }).click();
      await expect.poll(() => failures.length).toBeGreaterThan(tries);
      await expect(island.getByLabel(text.name)).toHaveValue("Marta Ruiz");
      await island.getByLabel(text.email).fill("marta@example.com");
      await expect(island.getByLabel(text.email)).toHaveValue("marta@example.com");
      await expect(notice).toHaveCount(1);
      await page.unroute(ISLAND_CHUNK);
    });
  }
});

// Session 22's audit: typing on from the first key through the moment the form woke up lost text ("Hello, this is a
// long message" came out "Hesage from the audit.", the e-mail "audit@examle.com"): the hand-over of what was typed
// before hydration wrote the text it had read over what was typed since. Here the island's code is held until the
// name is typed, then let go while the keys go on without a pause, by keyboard only, in both languages.
const TYPED_THROUGH_PAGES = [
  ["en", "/contacts/", { name: "Your name", submit: "Send message", sent: "Message sent", number: "Your request number is" }],
  ["ru", "/ru/contacts/", { name: "Ваше имя", submit: "Отправить сообщение", sent: "Сообщение отправлено", number: "Номер обращения" }],
] as const;

// The two languages one after another (issue 38: a test's set-up is paid once), each its own step.
test("contacts (en, ru): text typed straight through the contact form's waking up is all kept and sent", async ({ page }) => {
  for (const [lang, path, text] of TYPED_THROUGH_PAGES) {
    await test.step(lang, async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await visit(page, path);
      await wiringSettled(page);
      await page.route(ISLAND_CHUNK, async (route) => {
        await held;
        await route.continue();
      });
      const island = page.getByTestId("contact-form-island");
      const message = "Hello, this is a long message typed while the form wakes up, and it must arrive whole.";
      await island.getByLabel(text.name).focus();
      await page.keyboard.type("Audit Person");
      release();
      await page.keyboard.press("Tab");
      await page.keyboard.type("audit@example.com");
      await page.keyboard.press("Tab");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Tab");
      await page.keyboard.type(message);
      await expect(island).toHaveAttribute("data-state", "live");
      await expect(island.locator("#contact-name")).toHaveValue("Audit Person");
      await expect(island.locator("#contact-email")).toHaveValue("audit@example.com");
      await expect(island.locator("#contact-subject")).not.toHaveValue("");
      await expect(island.locator("#contact-message")).toHaveValue(message);
      const subject = await island.locator("#contact-subject").inputValue();
      // React's state has them too: what is sent is what is on screen.
      const sent = page.waitForRequest((r) => r.method() === "POST" && /contact/.test(r.url()));
      await island.getByRole("button", { name: text.submit }).press("Enter");
      const body = (await sent).postDataJSON() as Record<string, string>;
      expect([body.name, body.email, body.subject, body.message]).toEqual(["Audit Person", "audit@example.com", subject, message]);
      await expect(island.getByRole("heading", { name: text.sent })).toBeVisible();
      // Issue 37 (forms.spec.ts's contacts test): the confirmation, shorter than the form it replaces, is brought
      // into view and focused.
      await expect(page.getByTestId("contact-sent")).toBeFocused();
      await expect(page.getByRole("status").filter({ hasText: text.number })).toBeInViewport({ ratio: 1 });
      await page.unroute(ISLAND_CHUNK);
    });
  }
});

// Held chunk → measure → release → measure: the reserved boxes must hold the forms at each breakpoint of
// forms.css (768, 640 and 480 px), in both languages. At 1280 and 390 px the page, its forms loaded, is then
// photographed (kept as artifacts: the page, and the forms' band) and must not scroll sideways; at 1280 px axe
// (WCAG 2.2 AA) scans the loaded forms (the accessibility spec scans pages as they load, before a visitor
// reaches the forms). One test per page, a step per width (issue 38: they were 20 tests).
for (const [name, url, islands, loaded, after, band] of [
  [
    "contacts",
    "/contacts/",
    ["contact-form-island", "email-promo-island"],
    '[data-testid="email-promo-island"][data-state="live"]',
    ".site-footer",
    ".island--contact-form",
  ],
  [
    "contacts-ru",
    "/ru/contacts/",
    ["contact-form-island", "email-promo-island"],
    '[data-testid="email-promo-island"][data-state="live"]',
    ".site-footer",
    ".island--contact-form",
  ],
  [
    "help",
    "/help/connect-to-vps-over-ssh/",
    ["review-proposal-island"],
    '[data-testid="review-proposal-island"][data-state="live"]',
    "#related",
    ".review-proposal",
  ],
  [
    "help-ru",
    "/ru/help/connect-to-vps-over-ssh/",
    ["review-proposal-island"],
    '[data-testid="review-proposal-island"][data-state="live"]',
    "#related",
    ".review-proposal",
  ],
] as const) {
  const widths = url.includes("/help/") ? [1280, 390] : [1280, 700, 560, 390];
  test(`${url}: the forms arrive without moving anything (${widths.join(", ")} px); screens at 1280 and 390 px; axe with the forms loaded`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + widths.length * 30_000);
    for (const width of widths) {
      await test.step(`${width}px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        // A static page's own boot chunks load at once; island chunks asked for after it is live are held.
        const { chunk, release } = await visitHoldingIslandCode(page, url);
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
        expect.soft(await boxes(), `nothing moved at ${width} px`).toEqual(before);
        await page.unroute(ISLAND_CHUNK);
        if (width !== 1280 && width !== 390) return;

        for (const id of islands) await reachIsland(page, id);
        if (name.startsWith("help")) {
          await page.locator(".island--review button[aria-controls]").click();
          await expect(page.locator(".island--review form")).toBeVisible();
        } else {
          await expect(page.locator("#contacts-promo-email")).toBeVisible();
          await expect(page.locator("#contact-name")).toBeVisible();
        }
        mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: path.join(shots, `form-islands-${name}-${width}.png`), fullPage: true });
        await page.locator(band).screenshot({ path: path.join(shots, `form-islands-${name}-${width}-band.png`) });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(overflow, `no horizontal scrolling at ${width} px`).toBeLessThanOrEqual(0);
        if (width !== 1280) return;
        expect.soft(await violations(page, "all", ".island"), "axe with the forms loaded").toEqual([]);
      });
    }
  });
}
