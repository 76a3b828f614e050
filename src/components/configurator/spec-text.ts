import { formatNumber } from "../../lib/format";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the disk is called: NVMe on VPS, plainly a disk on dedicated servers (their disks vary). */
export type DiskKind = "nvme" | "plain";
export const diskKindOf = (line: string): DiskKind => (line === "dedicated" ? "plain" : "nvme");

/** The configurator's disk label for a line: "NVMe disk" / "Disk". */
export const diskLabelKey = (kind: DiskKind): string => (kind === "plain" ? "checkout:configurator.diskPlain" : "checkout:configurator.disk");

/**
 * A server's parts in the page's language — "2 vCPU", "4 ГБ RAM", "1 000 ГБ NVMe" — with the sizes in
 * the locale's number format (src/lib/format.ts) and the units from locales/<lang>/checkout.json.
 */
export function specParts(
  t: Translate,
  language: string,
  kind: DiskKind,
  spec: { cpu?: number | null; memory?: number | null; disk?: number | null },
): string[] {
  const size = (n: number) => formatNumber(n, language, "integer");
  return [
    spec.cpu ? t("checkout:spec.cpu", { count: spec.cpu }) : null,
    spec.memory ? t("checkout:spec.memory", { size: size(spec.memory) }) : null,
    spec.disk ? t(kind === "plain" ? "checkout:spec.diskPlain" : "checkout:spec.disk", { size: size(spec.disk) }) : null,
  ].filter((p): p is string => p !== null);
}
