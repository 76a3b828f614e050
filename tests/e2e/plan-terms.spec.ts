import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";

// Issue 7 item 2: a plan page's term is a selector that drives the prices and the Order link, and the checkout
// opens on the chosen term. Every value comes from the sandbox catalog. What the listings and plan pages show of
// the catalog (cpu arch, minimum CPU frequency, the spec §9 test-period badge, grouped sizes) is the built
// HTML's (tests/built/plan-facts.test.ts).

type CatalogPlan = {
  slug: string;
  name: string;
  line: string;
  cpu_arch: "arm" | "x86" | null;
  min_cpu_freq: number | null;
  test_supported: boolean;
  prices: Array<{ months: number; price: number; discount: number }>;
  tariff: { cpu: number | null; memory: number | null; hdd_space: number | null };
};
type Catalog = { lines: Array<{ id: string; plans: CatalogPlan[] }> };

async function catalogPlans(page: Page, line: string): Promise<CatalogPlan[]> {
  const answer = await page.request.get("/my/api/catalog/");
  expect(answer.status()).toBe(200);
  const catalog = (await answer.json()) as Catalog;
  return catalog.lines.find((l) => l.id === line)?.plans ?? [];
}

const LANGS = {
  en: {
    prefix: "",
    locale: "en-US",
    months: (n: number) => `${n} ${n === 1 ? "month" : "months"}`,
    forMonths: (n: number) => `for ${n} ${n === 1 ? "month" : "months"}`,
    order: "Order",
  },
  ru: {
    prefix: "/ru",
    locale: "ru-RU",
    months: (n: number) => `${n} ${ruMonths(n)}`,
    forMonths: (n: number) => `за ${n} ${ruMonths(n)}`,
    order: "Заказать",
  },
} as const;

function ruMonths(n: number): string {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return "месяц";
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return "месяца";
  return "месяцев";
}

const euro = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
const round2 = (n: number) => Math.round(n * 100) / 100;

for (const [language, l] of Object.entries(LANGS) as Array<[keyof typeof LANGS, (typeof LANGS)[keyof typeof LANGS]]>) {
  test(`${language}: a plan page's term selector drives the prices and the Order link; the checkout opens on that term`, async ({ page }) => {
    const plans = await catalogPlans(page, "vps");
    // A VPS plan with a test period and several terms (the ARM plan when the catalog has one).
    const plan = [...plans].sort((a, b) => Number(b.cpu_arch === "arm") - Number(a.cpu_arch === "arm")).find((p) => p.test_supported && p.prices.length > 2)!;
    expect(plan?.test_supported, "the catalog has a VPS plan with a test period").toBe(true);
    expect(plan.prices.length, "and more than two terms").toBeGreaterThan(2);
    expect(await visit(page, `${l.prefix}/virtual-private-servers/${plan.slug}/`)).toBe(200);
    // Its arch, frequency and test badge are the built HTML's (tests/built/plan-facts.test.ts).
    const card = page.locator(".plan-hero__card");

    const picker = card.getByTestId("term-picker");
    const radios = picker.getByRole("radio");
    await expect(radios).toHaveCount(plan.prices.length);
    const order = card.getByRole("link", { name: l.order });
    const first = plan.prices[0]!;
    await expect(picker.getByRole("radio", { name: new RegExp(`^${l.months(first.months)}`) })).toBeChecked();
    await expect(card.getByTestId("term-per-month").locator(".price")).toHaveText(euro(round2(first.price / first.months), l.locale));
    await expect(card.getByTestId("term-total")).toHaveText(`${euro(first.price, l.locale)} ${l.forMonths(first.months)}`);
    await expect(order).toHaveAttribute("href", new RegExp(`/checkout/\\?plan=${plan.slug}&months=${first.months}$`));
    const orderTop = (await order.boundingBox())!.y;

    // Keyboard: the radio group moves with the arrow keys.
    const second = plan.prices[1]!;
    await picker.getByRole("radio", { checked: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(picker.getByRole("radio", { name: new RegExp(`^${l.months(second.months)}`) })).toBeChecked();
    await expect(order).toHaveAttribute("href", new RegExp(`months=${second.months}$`));

    // The longest term, by pointer.
    const last = plan.prices[plan.prices.length - 1]!;
    await picker.getByRole("radio", { name: new RegExp(`^${l.months(last.months)}`) }).click();
    await expect(picker.getByRole("radio", { name: new RegExp(`^${l.months(last.months)}`) })).toBeChecked();
    await expect(card.getByTestId("term-per-month").locator(".price")).toHaveText(euro(round2(last.price / last.months), l.locale));
    await expect(card.getByTestId("term-total")).toHaveText(`${euro(last.price, l.locale)} ${l.forMonths(last.months)}`);
    if (last.discount) await expect(picker.getByRole("radio", { name: new RegExp(`${last.discount}`) })).toBeChecked();
    await expect(order).toHaveAttribute("href", new RegExp(`/checkout/\\?plan=${plan.slug}&months=${last.months}$`));
    // Switching the term moved nothing below the prices.
    expect((await order.boundingBox())!.y).toBe(orderTop);

    // The header's currency switch still re-prices the card without a reload, and moves nothing either.
    const switcher = page.getByTestId("currency-switcher").locator("select");
    await switcher.selectOption("USD");
    await expect(card.getByTestId("term-per-month").locator(".price")).toContainText("$");
    await expect(card.getByTestId("term-total")).toContainText("$");
    expect((await order.boundingBox())!.y).toBe(orderTop);
    await switcher.selectOption("EUR");
    await expect(card.getByTestId("term-total")).toHaveText(`${euro(last.price, l.locale)} ${l.forMonths(last.months)}`);

    await order.click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/checkout/\\?plan=${plan.slug}&months=${last.months}$`));
    await expect(page.locator('select[name="months"]')).toHaveValue(String(last.months));
    await expect(page.getByTestId("total")).toHaveText(euro(last.price, l.locale));
  });
}

// The screenshots of the listing and the plan page (en and ru, desktop and 390 px, no sideways overflow on the phone)
// are taken on public-site.spec.ts's screenshot loads of the same pages (issue 38).
