import { formatNumber } from "../../lib/format";
import { diskSize } from "../../lib/plan-resources";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the disk is called: NVMe on VPS, plainly a disk on dedicated servers (their disks vary). */
export type DiskKind = "nvme" | "plain";
export const diskKindOf = (line: string): DiskKind => (line === "dedicated" ? "plain" : "nvme");

/** The configurator's disk label for a line: "NVMe disk" / "Disk". */
export const diskLabelKey = (kind: DiskKind): string => (kind === "plain" ? "checkout:configurator.diskPlain" : "checkout:configurator.disk");

/**
 * A server's parts in the page's language — "2 vCPU", "4 ГБ RAM", "1 000 ГБ NVMe" — with the sizes in
 * the locale's number format (src/lib/format.ts) and the units from locales/<lang>/checkout.json.
 * A dedicated server has physical cores, not vCPU (decision 165): "16 cores / 32 threads" where the catalog
 * knows the threads, "8 cores" for a configuration; a disk of a known type reads as the drive is sold: "2 TB NVMe", «960 ГБ SSD».
 */
export function specParts(
  t: Translate,
  language: string,
  kind: DiskKind,
  spec: { cpu?: number | null; threads?: number | null; memory?: number | null; disk?: number | null; diskType?: "nvme" | "ssd" | "hdd" | null },
): string[] {
  const size = (n: number) => formatNumber(n, language, "integer");
  // A dedicated server (the "plain" disk kind) counts physical cores even where its threads are not known.
  const cpu = (cores: number) => {
    if (spec.threads) return `${t("checkout:spec.cores", { count: cores })} / ${t("checkout:spec.threads", { count: spec.threads })}`;
    return t(kind === "plain" ? "checkout:spec.cores" : "checkout:spec.cpu", { count: cores });
  };
  const disk = (gb: number) => {
    if (spec.diskType) {
      const { size: amount, unit } = diskSize(gb, language);
      return t("checkout:spec.diskTyped", { size: amount, unit: t(`checkout:spec.units.${unit}`), kind: t(`checkout:spec.diskKinds.${spec.diskType}`) });
    }
    return t(kind === "plain" ? "checkout:spec.diskPlain" : "checkout:spec.disk", { size: size(gb) });
  };
  return [
    spec.cpu ? cpu(spec.cpu) : null,
    spec.memory ? t("checkout:spec.memory", { size: size(spec.memory) }) : null,
    spec.disk ? disk(spec.disk) : null,
  ].filter((p): p is string => p !== null);
}

/** A catalog plan's parts, as `specParts` reads them (threads and drive type where the catalog has them). */
export const planSpec = (plan: {
  tariff: { cpu?: number | null; memory?: number | null; hdd_space?: number | null };
  cpu_threads?: number | null;
  disk_type?: "nvme" | "ssd" | "hdd" | null;
}) => ({ cpu: plan.tariff.cpu, threads: plan.cpu_threads, memory: plan.tariff.memory, disk: plan.tariff.hdd_space, diskType: plan.disk_type });
