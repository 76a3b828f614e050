import type { Page } from "@playwright/test";
import { test, expect, visit, hydrated } from "./fixtures";
import { expectNoRawKeys } from "./raw-keys";
import { pageSettled, reachIsland } from "./islands";
import { readSeed, slugOf } from "../support/seed";

// One journey per route family per language (issue 38): home → landing → plan → checkout; help index →
// article → tag; news → post → (footer) legal → (footer) contacts. Each page is reached as a visitor reaches it (a click on the link
// before), and once its islands have loaded every string is translated (decision 060). What the HTML of every
// family says (title, meta, links, no raw key as built) is tests/built's.

// A journey is several page loads (up to four, each a test of its own before): the shared machine is often loaded.
test.describe.configure({ timeout: 120_000 });

const seed = readSeed();
const L = {
  en: {
    prefix: "",
    chooseVps: "Choose a VPS",
    order: "Order",
    offer: "Payment offer",
    offerH1: "Payment offer",
    keyword: "public offer",
    contacts: "Contacts",
    send: "Send message",
  },
  ru: {
    prefix: "/ru",
    chooseVps: "Выбрать VPS",
    order: "Заказать",
    offer: "Публичная оферта",
    offerH1: "Публичная оферта",
    keyword: "публичная оферта",
    contacts: "Контакты",
    send: "Отправить сообщение",
  },
} as const;

/**
 * The page reached is in its language, has its heading, and shows no raw key once the islands it starts by itself
 * (those near the viewport: currency, forms in view) have loaded.
 */
async function expectPage(page: Page, language: "en" | "ru") {
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The islands the wiring starts by itself have loaded (issue 38: instead of `networkidle`, seconds a page here).
  await pageSettled(page);
  await expectNoRawKeys(page);
}

/** Follows a link as a visitor does and waits for the page it names. */
async function follow(page: Page, link: ReturnType<Page["locator"]>) {
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await page.waitForURL((url) => url.pathname + url.search === href);
  return href;
}

/** Follows a link to a page of its own (an ordinary page load, decision 078) and answers the page's HTTP status. */
async function followLoad(page: Page, link: ReturnType<Page["locator"]>): Promise<number> {
  const href = (await link.getAttribute("href"))!;
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === href),
    follow(page, link),
  ]);
  return response.status();
}

for (const language of ["en", "ru"] as const) {
  const l = L[language];

  test(`${language}: home → VPS landing → plan page → its checkout`, async ({ page }) => {
    expect(await visit(page, `${l.prefix}/`)).toBe(200);
    await expectPage(page, language);
    await follow(page, page.locator("main").getByRole("link", { name: l.chooseVps }).first());
    expect(new URL(page.url()).pathname).toBe(`${l.prefix}/virtual-private-servers/`);
    await expectPage(page, language);
    const card = page.locator('.plan-card[data-plan="vps-2"]').first();
    await expect(card.locator(".plan-card__price [data-eur]")).toHaveAttribute("data-eur", "12");
    await follow(page, card.getByRole("link", { name: "VPS 2", exact: true }));
    await expect(page).toHaveURL(/\/virtual-private-servers\/vps-2\/$/);
    await expect(page.locator("h1")).toHaveText("VPS 2");
    await expectPage(page, language);
    const order = page.locator(".plan-hero__card").getByRole("link", { name: l.order, exact: true });
    await expect(order).toHaveAttribute("href", new RegExp(`^${l.prefix}/checkout/\\?plan=vps-2&months=\\d+$`));
    await follow(page, order);
    await hydrated(page);
    await expect(page.getByTestId("order-sidebar").locator("select[name=plan]")).toHaveValue("vps-2");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
  });

  test(`${language}: help index → article → its internal link → a tag → the tag in the other language`, async ({ page }) => {
    // An article that links another article (an ordinary load in the same tab, decision 078).
    const withInternal = seed.find((d) => d._type === "helpArticle" && d.language === language && JSON.stringify(d.body).includes('"href":"/help/'))!;
    expect(await visit(page, `${l.prefix}/help/`)).toBe(200);
    await expectPage(page, language);
    await follow(page, page.locator(".help-search .card").getByRole("link", { name: String(withInternal.title), exact: true }));
    expect(new URL(page.url()).pathname).toBe(`${l.prefix}/help/${slugOf(withInternal)}/`);
    await expectPage(page, language);
    await follow(page, page.locator('.prose a[href*="/help/"]').first());
    await expect(page).toHaveURL(/\/help\/[^/]+\/$/);
    expect(page.context().pages()).toHaveLength(1);
    await expectPage(page, language);
    const tagHref = await follow(page, page.locator('main a[href*="/help/tag/"]').first());
    await expectPage(page, language);
    expect(await page.locator("main .card").count()).toBeGreaterThan(0);
    const other = language === "en" ? "ru" : "en";
    await page.locator(".language-switcher a").click();
    await expect(page).toHaveURL(new RegExp(`${other === "en" ? "" : "/ru"}${tagHref.replace(/^\/ru/, "")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", other);
  });

  // The news, legal and contacts families in one journey (issue 38: it was three, each from a page load of its own):
  // the footer's links lead on from the post.
  test(`${language}: news index → a post → the footer's payment offer → the footer's contacts with its forms live`, async ({ page }) => {
    expect(await visit(page, `${l.prefix}/news/`)).toBe(200);
    await expectPage(page, language);
    const post = page.locator(`main a[href^="${l.prefix}/news/"]`).first();
    const title = (await post.textContent())!.trim();
    await follow(page, post);
    await expect(page.locator("h1")).toHaveText(title);
    await expectPage(page, language);

    // A legal document: the footer links the payment offer.
    expect(await followLoad(page, page.locator("footer").getByRole("link", { name: l.offer, exact: true }))).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/payment-offer/$`));
    await expect(page.locator("h1")).toHaveText(l.offerH1);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", new RegExp(l.keyword));
    await expect(page.locator(".long-text")).toBeVisible();
    await expectPage(page, language);

    // Contacts, from the footer: the forms' islands started (reached), then the page's strings again.
    expect(await followLoad(page, page.locator("footer").getByRole("link", { name: l.contacts, exact: true }).first())).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`${l.prefix}/contacts/`);
    await expectPage(page, language);
    await reachIsland(page, "contact-form-island");
    await reachIsland(page, "email-promo-island");
    await expect(page.getByTestId("contact-form-island").getByRole("button", { name: l.send })).toBeVisible();
    await expectNoRawKeys(page);
  });
}
