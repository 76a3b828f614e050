/** @jest-environment jsdom */
import { PLANS, type PlanSeed } from "../../sandbox/db/catalog-data";
import { diskSize } from "../../src/lib/plan-resources";
import { builtPage } from "./read-built";

// Issue 7 item 2 on the built listings (issue 38: tests/e2e/plan-terms.spec.ts read them in a browser): plan
// cards show the catalog's cpu arch, minimum CPU frequency and the spec §9 test-period badge; memory and disk
// sizes grouped per language, a dedicated server's disk called plainly a disk. The sandbox's catalog (the
// build's data) is sandbox/db/catalog-data.ts. The term picker's behaviour stays in the browser.

const DISK_KINDS = { nvme: "NVMe", ssd: "SSD", hdd: "HDD" } as const;
const LANGS = {
  en: {
    prefix: "",
    locale: "en-US",
    arch: (a: string) => `${a} architecture`,
    freq: (v: string) => `CPU ≥ ${v} GHz`,
    vpsBadge: "VPS test 4 days (7 days free)",
    freeBadge: "Free test period",
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
    memory: (size: string) => `${size} ГБ RAM`,
    nvme: (size: string) => `${size} ГБ NVMe`,
    plainDisk: (size: string) => `Диск ${size} ГБ`,
    units: { GB: "ГБ", TB: "ТБ" },
  },
} as const;
type L = (typeof LANGS)[keyof typeof LANGS];

/** 3 → "3.0", 3.5 → "3.5", 3.25 → "3.25": clock speeds keep one decimal at least. */
const ghz = (f: number) => (Math.round(f * 10) === f * 10 ? f.toFixed(1) : f.toFixed(2));
const archName = (a: "arm" | "x86") => (a === "arm" ? "ARM" : "x86");
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const plansOf = (line: string) => PLANS.filter((p) => p.line === line);

/** The card's arch, frequency and badge as the catalog says (the browser tests' expectPlanFacts). */
function expectPlanFacts(card: Element, plan: PlanSeed, l: L) {
  const where = `${plan.slug}: `;
  const arch = card.querySelectorAll('[data-spec="arch"]');
  if (plan.cpu_arch) expect(where + text(arch[0])).toBe(where + l.arch(archName(plan.cpu_arch)));
  else expect([plan.slug, arch.length]).toEqual([plan.slug, 0]);
  const freq = card.querySelectorAll('[data-spec="frequency"]');
  if (plan.min_cpu_freq) expect(where + text(freq[0])).toBe(where + l.freq(ghz(plan.min_cpu_freq)));
  else expect([plan.slug, freq.length]).toEqual([plan.slug, 0]);
  const badge = card.querySelectorAll('[data-testid="test-badge"]');
  if (!plan.test_supported) expect([plan.slug, badge.length]).toEqual([plan.slug, 0]);
  else expect(where + text(badge[0])).toBe(where + (plan.line === "vps" ? l.vpsBadge : l.freeBadge));
}

describe.each(Object.entries(LANGS))("%s", (language, l) => {
  it("plan listings show arch, minimum CPU frequency and the test badge from the catalog", async () => {
    const seen = { vpsTest: 0, noTest: 0, freeTest: 0, arm: 0, freq: 0 };
    for (const [line, path] of [
      ["vps", "/virtual-private-servers/"],
      ["dedicated", "/dedicated-servers/"],
      ["web-hosting", "/web-hosting/"],
    ] as const) {
      const doc = await builtPage(`${l.prefix}${path}`);
      for (const plan of plansOf(line)) {
        const card = doc.querySelector(`.plan-card[data-plan="${plan.slug}"]`);
        if (!card) continue;
        expectPlanFacts(card, plan, l);
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

  it("plan cards group memory and disk sizes per language, and call a dedicated server's disks plainly a disk", async () => {
    const group = (n: number) => new Intl.NumberFormat(l.locale, { maximumFractionDigits: 0 }).format(n);
    let grouped = 0;
    for (const [line, path] of [
      ["vps", "/virtual-private-servers/"],
      ["dedicated", "/dedicated-servers/"],
    ] as const) {
      const doc = await builtPage(`${l.prefix}${path}`);
      for (const plan of plansOf(line)) {
        const card = doc.querySelector(`.plan-card[data-plan="${plan.slug}"]`);
        if (!card || !plan.tariff.memory || !plan.tariff.hdd_space) continue;
        expect([plan.slug, text(card.querySelector('[data-spec="memory"]'))]).toEqual([plan.slug, l.memory(group(plan.tariff.memory))]);
        // A drive of a known type reads as drives are sold: "2 TB NVMe", «1 ТБ SSD» (decision 165).
        const typed = plan.disk_type ? diskSize(plan.tariff.hdd_space, language as "en" | "ru") : null;
        expect([plan.slug, text(card.querySelector('[data-spec="disk"]'))]).toEqual([
          plan.slug,
          typed && plan.disk_type
            ? `${typed.size} ${l.units[typed.unit]} ${DISK_KINDS[plan.disk_type]}`
            : (line === "dedicated" ? l.plainDisk : l.nvme)(group(plan.tariff.hdd_space)),
        ]);
        if (plan.tariff.hdd_space >= 1000) grouped++;
      }
    }
    expect(grouped).toBeGreaterThan(0);
  });

  it("a VPS plan page with a test period and several terms shows its facts in its card", async () => {
    // The plan the browser's term-picker test opens (the ARM plan when the catalog has one).
    const plan = [...plansOf("vps")]
      .sort((a, b) => Number(b.cpu_arch === "arm") - Number(a.cpu_arch === "arm"))
      .find((p) => p.test_supported && p.months.length > 2)!;
    expect(plan?.test_supported).toBe(true);
    expect(plan.months.length).toBeGreaterThan(2);
    const doc = await builtPage(`${l.prefix}/virtual-private-servers/${plan.slug}/`);
    expectPlanFacts(doc.querySelector(".plan-hero__card")!, plan, l);
  });
});

it("a plan without a test period shows no badge on its page, and its arch and frequency still", async () => {
  const plan = plansOf("vps").find((p) => !p.test_supported && p.min_cpu_freq)!;
  expect(plan?.test_supported).toBe(false);
  expect(plan.min_cpu_freq).toBeGreaterThan(0);
  const doc = await builtPage(`/virtual-private-servers/${plan.slug}/`);
  expectPlanFacts(doc.querySelector(".plan-hero__card")!, plan, LANGS.en);
});
