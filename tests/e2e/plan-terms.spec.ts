import type { Locator, Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { diskSize } from "../../src/lib/plan-resources";

// Issue 7 item 2: plan listings and plan pages show the catalog's cpu arch, minimum CPU frequency
// and the spec §9 test-period badge; a plan page's term is a selector that drives the prices and the
// Order link, and the checkout opens on the chosen term. Every value comes from the sandbox catalog.

type CatalogPlan = {
  slug: string;
  name: string;
  line: string;
  cpu_arch: "arm" | "x86" | null;
  min_cpu_freq: number | null;
  test_supported: boolean;
  prices: Array<{ months: number; price: number; discount: number }>;
  tariff: { cpu: number | null; memory: number | null; hdd_space: number | null };
  /** A dedicated server's drive type, when the catalog knows it (decision 165). */
  disk_type?: "nvme" | "ssd" | "hdd" | null;
};
const DISK_KINDS = { nvme: "NVMe", ssd: "SSD", hdd: "HDD" } as const;
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
    arch: (a: string) => `${a} architecture`,
    freq: (v: string) => `CPU ≥ ${v} GHz`,
    vpsBadge: "VPS test 4 days (7 days free)",
    freeBadge: "Free test period",
    months: (n: number) => `${n} ${n === 1 ? "month" : "months"}`,
    forMonths: (n: number) => `for ${n} ${n === 1 ? "month" : "months"}`,
    order: "Order",
    memory: (size: string) => `${size} GB RAM`,
    nvme: (size: string) => `${size} GB NVMe`,
    plainDisk: (size: string) => `${size} GB disk`,
    units: { GB: "GB", TB: "TB" },
  },
  ru: {
    prefix: "/ru",
    locale: "ru-RU",
    arch: (a: string) => `Архитектура ${a}`,
    freq: (v: string) => `Процессор от ${v.replace(".", ",")} ГГц`,
    vpsBadge: "Тест VPS 4 дня (7 дней бесплатно)",
    freeBadge: "Бесплатный тестовый период",
    months: (n: number) => `${n} ${ruMonths(n)}`,
    forMonths: (n: number) => `за ${n} ${ruMonths(n)}`,
    order: "Заказать",
    memory: (size: string) => `${size} ГБ RAM`,
    nvme: (size: string) => `${size} ГБ NVMe`,
    plainDisk: (size: string) => `Диск ${size} ГБ`,
    units: { GB: "ГБ", TB: "ТБ" },
  },
} as const;

function ruMonths(n: number): string {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return "месяц";
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return "месяца";
  return "месяцев";
}

/** 3 → "3.0", 3.5 → "3.5", 3.25 → "3.25": clock speeds keep one decimal at least. */
const ghz = (f: number) => (Math.round(f * 10) === f * 10 ? f.toFixed(1) : f.toFixed(2));
const archName = (a: "arm" | "x86") => (a === "arm" ? "ARM" : "x86");
const euro = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
const round2 = (n: number) => Math.round(n * 100) / 100;

async function expectPlanFacts(card: Locator, plan: CatalogPlan, l: (typeof LANGS)[keyof typeof LANGS]) {
  if (plan.cpu_arch) await expect(card.locator('[data-spec="arch"]')).toHaveText(l.arch(archName(plan.cpu_arch)));
  else await expect(card.locator('[data-spec="arch"]')).toHaveCount(0);
  if (plan.min_cpu_freq) await expect(card.locator('[data-spec="frequency"]')).toHaveText(l.freq(ghz(plan.min_cpu_freq)));
  else await expect(card.locator('[data-spec="frequency"]')).toHaveCount(0);
  const badge = card.getByTestId("test-badge");
  if (!plan.test_supported) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(plan.line === "vps" ? l.vpsBadge : l.freeBadge);
}

for (const [language, l] of Object.entries(LANGS) as Array<[keyof typeof LANGS, (typeof LANGS)[keyof typeof LANGS]]>) {
  test(`${language}: plan listings show arch, minimum CPU frequency and the test badge from the catalog`, async ({ page }) => {
    const seen = { vpsTest: 0, noTest: 0, freeTest: 0, arm: 0, freq: 0 };
    for (const [line, path] of [
      ["vps", "/virtual-private-servers/"],
      ["dedicated", "/dedicated-servers/"],
      ["web-hosting", "/web-hosting/"],
    ] as const) {
      const plans = await catalogPlans(page, line);
      expect(await visit(page, `${l.prefix}${path}`)).toBe(200);
      for (const plan of plans) {
        const card = page.locator(`.plan-card[data-plan="${plan.slug}"]`).first();
        if ((await card.count()) === 0) continue;
        await expectPlanFacts(card, plan, l);
        if (plan.test_supported && line === "vps") seen.vpsTest++;
        if (plan.test_supported && line !== "vps") seen.freeTest++;
        if (!plan.test_supported) seen.noTest++;
        if (plan.cpu_arch === "arm") seen.arm++;
        if (plan.min_cpu_freq) seen.freq++;
      }
    }
    // Not vacuous: each kind of card was on the pages.
    for (const [kind, n] of Object.entries(seen)) expect([kind, n > 0]).toEqual([kind, true]);
  });

  test(`${language}: plan cards group memory and disk sizes per language, and call a dedicated server's disks plainly a disk`, async ({ page }) => {
    const group = (n: number) => new Intl.NumberFormat(l.locale, { maximumFractionDigits: 0 }).format(n);
    let grouped = 0;
    for (const [line, path] of [
      ["vps", "/virtual-private-servers/"],
      ["dedicated", "/dedicated-servers/"],
    ] as const) {
      const plans = await catalogPlans(page, line);
      expect(await visit(page, `${l.prefix}${path}`)).toBe(200);
      for (const plan of plans) {
        const card = page.locator(`.plan-card[data-plan="${plan.slug}"]`).first();
        if ((await card.count()) === 0 || !plan.tariff.memory || !plan.tariff.hdd_space) continue;
        await expect(card.locator('[data-spec="memory"]')).toHaveText(l.memory(group(plan.tariff.memory)));
        // A drive of a known type reads as drives are sold: "2 TB NVMe", «1 ТБ SSD» (decision 165).
        const typed = plan.disk_type ? diskSize(plan.tariff.hdd_space, language) : null;
        await expect(card.locator('[data-spec="disk"]')).toHaveText(
          typed && plan.disk_type
            ? `${typed.size} ${l.units[typed.unit]} ${DISK_KINDS[plan.disk_type]}`
            : (line === "dedicated" ? l.plainDisk : l.nvme)(group(plan.tariff.hdd_space)),
        );
        if (plan.tariff.hdd_space >= 1000) grouped++;
      }
    }
    expect(grouped, "a card with a disk of 1,000 GB or more was on the pages").toBeGreaterThan(0);
  });

  test(`${language}: a plan page's term selector drives the prices and the Order link; the checkout opens on that term`, async ({ page }) => {
    const plans = await catalogPlans(page, "vps");
    // A VPS plan with a test period and several terms (the ARM plan when the catalog has one).
    const plan = [...plans].sort((a, b) => Number(b.cpu_arch === "arm") - Number(a.cpu_arch === "arm")).find((p) => p.test_supported && p.prices.length > 2)!;
    expect(plan?.test_supported, "the catalog has a VPS plan with a test period").toBe(true);
    expect(plan.prices.length, "and more than two terms").toBeGreaterThan(2);
    expect(await visit(page, `${l.prefix}/virtual-private-servers/${plan.slug}/`)).toBe(200);
    const card = page.locator(".plan-hero__card");
    await expectPlanFacts(card, plan, l);

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

test("a plan without a test period shows no badge on its page, and its arch and frequency still", async ({ page }) => {
  const plan = (await catalogPlans(page, "vps")).find((p) => !p.test_supported && p.min_cpu_freq)!;
  expect(plan?.test_supported, "the catalog has a VPS plan without a test period").toBe(false);
  expect(plan.min_cpu_freq, "and with a minimum CPU frequency").toBeGreaterThan(0);
  expect(await visit(page, `/virtual-private-servers/${plan.slug}/`)).toBe(200);
  await expectPlanFacts(page.locator(".plan-hero__card"), plan, LANGS.en);
});

// Look at what was built: the listing and a plan page in both languages, desktop and a 390 px phone
// (test-results/screenshots); on the phone nothing may overflow the viewport sideways.
test("screenshots: listing and plan page, en and ru, desktop and 390 px, no sideways overflow on the phone", async ({ page }) => {
  const dir = "test-results/screenshots";
  for (const [name, width, height] of [
    ["desktop", 1280, 900],
    ["phone", 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const prefix of ["", "/ru"]) {
      for (const [kind, path] of [
        ["listing", "/virtual-private-servers/"],
        ["plan", "/virtual-private-servers/vps-arm-1/"],
      ] as const) {
        expect(await visit(page, `${prefix}${path}`)).toBe(200);
        await expect(page.getByTestId("currency-switcher")).toHaveAttribute("data-currency", /.+/);
        const target = kind === "listing" ? page.locator(".plan-grid").first() : page.locator(".plan-hero");
        await target.scrollIntoViewIfNeeded();
        await target.screenshot({ path: `${dir}/plans-${kind}-${prefix ? "ru" : "en"}-${name}.png` });
        if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${prefix}${path}`).toBeLessThanOrEqual(390);
      }
    }
  }
});
