import commonEn from "../../locales/en/common.json";
import commonRu from "../../locales/ru/common.json";
import siteEn from "../../locales/en/site.json";
import siteRu from "../../locales/ru/site.json";
import type { Language } from "../lib/i18n-config";
import { formatNumber } from "../lib/format";
import { diskSize } from "../lib/plan-resources";
import type { ProductLineId } from "../../schemas/lib/site-model";

const catalogues = { en: { common: commonEn, site: siteEn.site }, ru: { common: commonRu, site: siteRu.site } } as const;

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k] ?? ""));

/** UI strings the build bakes into page data (breadcrumbs, default plan text), from the same catalogues as the UI. */
export function siteStrings(language: Language) {
  const { common, site } = catalogues[language];
  return {
    home: common.nav.home,
    news: site.menu.news,
    lines: site.lines as Record<ProductLineId, string>,
    cpu: (count: number) => fill(site.plans.cpu, { count }),
    memory: (count: number) => fill(site.plans.memory, { size: formatNumber(count, language, "integer") }),
    /** A dedicated server's disks vary: plainly a disk there, NVMe elsewhere (as on the plan cards). */
    disk: (count: number, line: string) =>
      fill(line === "dedicated" ? site.plans.diskPlain : site.plans.disk, { size: formatNumber(count, language, "integer") }),
    diskUnlimited: site.plans.diskUnlimited,
    /** A dedicated server's physical cores and threads: "16 cores / 32 threads" (issue 37). */
    cores: (cores: number, threads: number) => {
      const plural = new Intl.PluralRules(language);
      const form = (key: "cores" | "threads", count: number) =>
        fill((site.plans as unknown as Record<string, string>)[`${key}_${plural.select(count)}`] ?? site.plans[`${key}_other`], { count });
      return `${form("cores", cores)} / ${form("threads", threads)}`;
    },
    /** A disk of a known type: "2 TB NVMe", «960 ГБ SSD». */
    typedDisk: (gb: number, kind: "nvme" | "ssd" | "hdd") => {
      const { size, unit } = diskSize(gb, language);
      return fill(site.plans.diskTyped, { size, unit: site.plans.units[unit], kind: site.plans.diskKinds[kind] });
    },
    planLead: (name: string, specs: string, discount: number) => fill(site.plan.lead, { name, specs, discount }),
    /** Headings of a product page's index sections (src/build/index-groups.ts). */
    index: { software: site.index.software, os: site.index.os, "use-cases": site.index.useCases, themes: site.index.themes, locations: site.index.locations },
  };
}
export type SiteStrings = ReturnType<typeof siteStrings>;
