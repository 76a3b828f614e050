import en from "../../../locales/en/checkout.json";
import ru from "../../../locales/ru/checkout.json";
import { COUNTRY_NAMES, locationName } from "./localized-locations";
import { LANGUAGES } from "../../lib/i18n-config";
import { LOCATIONS } from "../../../sandbox/db/catalog-data";
import { diskKindOf, planSpec, specParts } from "./spec-text";
import { configPlanOf } from "../../lib/vps-config";

/** A t() over the checkout namespace's spec keys, as i18next interpolates them (nested keys, plural forms). */
const translator =
  (table: typeof en | typeof ru) =>
  (key: string, options: Record<string, unknown> = {}) => {
    const path = key.replace("checkout:spec.", "").split(".");
    const name = path.pop()!;
    const spec = path.reduce<Record<string, unknown>>((node, part) => node[part] as Record<string, unknown>, table.spec as Record<string, unknown>) as Record<
      string,
      string
    >;
    const form = typeof options.count === "number" ? new Intl.PluralRules(table === ru ? "ru" : "en").select(options.count) : "other";
    const template = spec[name] ?? spec[`${name}_${form}`] ?? spec[`${name}_other`] ?? key;
    return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options[k]));
  };

describe("specParts", () => {
  it("names sizes with the language's unit and number format", () => {
    expect(specParts(translator(en), "en", "nvme", { cpu: 2, memory: 4, disk: 1000 })).toEqual(["2 vCPU", "4 GB RAM", "1,000 GB NVMe"]);
    expect(specParts(translator(ru), "ru", "nvme", { cpu: 2, memory: 4, disk: 1000 })).toEqual(["2 vCPU", "4 ГБ RAM", "1\u00a0000 ГБ NVMe"]);
  });

  it("calls a dedicated server's disk plainly a disk, and leaves out what a plan does not have", () => {
    expect(diskKindOf("dedicated")).toBe("plain");
    expect(diskKindOf("vps")).toBe("nvme");
    expect(specParts(translator(ru), "ru", diskKindOf("dedicated"), { cpu: 8, memory: 16, disk: 3840 })).toEqual(["8 ядер", "16 ГБ RAM", "Диск 3\u00a0840 ГБ"]);
    expect(specParts(translator(en), "en", "plain", { cpu: null, memory: 16, disk: 0 })).toEqual(["16 GB RAM"]);
  });
});

describe("specParts of a dedicated server (issue 37, decision 165)", () => {
  const epyc = { tariff: { cpu: 16, memory: 128, hdd_space: 2000 }, cpu_threads: 32, disk_type: "nvme" as const };

  it("reads physical cores and threads, not vCPU, and the drive as sold, in English", () => {
    expect(specParts(translator(en), "en", "plain", planSpec(epyc))).toEqual(["16 cores / 32 threads", "128 GB RAM", "2 TB NVMe"]);
    expect(specParts(translator(en), "en", "plain", planSpec({ tariff: { cpu: 1, memory: 8, hdd_space: 960 }, cpu_threads: 1, disk_type: "ssd" }))).toEqual([
      "1 core / 1 thread",
      "8 GB RAM",
      "960 GB SSD",
    ]);
  });

  it("and in Russian, with the plural forms", () => {
    expect(specParts(translator(ru), "ru", "plain", planSpec(epyc))).toEqual(["16 ядер / 32 потока", "128 ГБ RAM", "2 ТБ NVMe"]);
    expect(specParts(translator(ru), "ru", "plain", planSpec({ tariff: { cpu: 4, memory: 32, hdd_space: 3840 }, cpu_threads: 8, disk_type: "ssd" }))).toEqual([
      "4 ядра / 8 потоков",
      "32 ГБ RAM",
      "3,84 ТБ SSD",
    ]);
  });

  it("reads the same on the dedicated survey's cards, whose plans are the page's plan cards (issue 37: they said «16 cores»)", () => {
    // dedicated-island.tsx: the page data's plan cards (src/build/page-types.ts PlanCard) through configPlanOf.
    const card = {
      slug: "epyc-7302",
      name: "EPYC 7302",
      price: 189,
      locations: ["germany"],
      cpu: 16,
      memory: 128,
      disk: 2000,
      threads: 32,
      diskType: "nvme" as const,
    };
    expect(specParts(translator(en), "en", "plain", planSpec(configPlanOf(card)))).toEqual(["16 cores / 32 threads", "128 GB RAM", "2 TB NVMe"]);
    expect(specParts(translator(ru), "ru", "plain", planSpec(configPlanOf(card)))).toEqual(["16 ядер / 32 потока", "128 ГБ RAM", "2 ТБ NVMe"]);
  });

  it("keeps vCPU for a plan without threads (a VPS)", () => {
    expect(specParts(translator(en), "en", "nvme", planSpec({ tariff: { cpu: 2, memory: 4, hdd_space: 60 }, cpu_threads: null, disk_type: null }))).toEqual([
      "2 vCPU",
      "4 GB RAM",
      "60 GB NVMe",
    ]);
  });
});

describe("locationName", () => {
  it("names the location's country in the language, else keeps the catalog's name", () => {
    expect(locationName({ name: "Netherlands", countryCode: "NL" }, "ru")).toBe("Нидерланды");
    expect(locationName({ name: "Netherlands", countryCode: "NL" }, "en")).toBe("Netherlands");
    expect(locationName({ name: "Somewhere", countryCode: "AA" }, "ru")).toBe("Somewhere");
    // As the site's Russian texts say it (Intl's is «Соединенные Штаты»); English keeps Intl's name.
    expect(locationName({ name: "New York", countryCode: "us" }, "ru")).toBe("США");
    expect(locationName({ name: "New York", countryCode: "US" }, "en")).toBe("United States");
    // A country outside the table: Intl names it.
    expect(locationName({ name: "Helsinki", countryCode: "FI" }, "ru")).toBe("Финляндия");
  });

  it("names every country of the catalogue from its table, as Intl does but for the site's own «США»", () => {
    const countries = new Set(LOCATIONS.map((l) => l.country_code.toUpperCase()));
    for (const language of LANGUAGES) {
      const table = COUNTRY_NAMES[language]!;
      expect(Object.keys(table).sort()).toEqual([...countries].sort());
      const intl = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
      for (const [code, name] of Object.entries(table))
        expect([language, code, name]).toEqual([language, code, language === "ru" && code === "US" ? "США" : intl.of(code)]);
    }
  });
});
