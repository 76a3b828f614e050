import { clampToStep } from "./clamp";

/** The parts of a catalog plan the configurators read. */
export type ConfigPlan = {
  slug: string;
  name: string;
  price: number;
  locations: string[];
  tariff: { cpu: number | null; memory: number | null; hdd_space: number | null };
  /** The catalog's CPU architecture (spec §3 cpu_arch); absent or null where the plan does not say. */
  cpu_arch?: "arm" | "x86" | null;
  /** A dedicated server's threads and drive type, as the plan pages read them (decision 165); absent or null elsewhere. */
  cpu_threads?: number | null;
  disk_type?: "nvme" | "ssd" | "hdd" | null;
};
export type VpsChoice = { cpu: number; memory: number; disk: number };
export type Range = { min: number; max: number; step: number };
export type VpsRanges = { cpu: Range; memory: Range; disk: Range };

/** Input ranges of the custom VPS configurator, from the smallest to the largest catalog plan. */
export function vpsRanges(plans: ConfigPlan[]): VpsRanges | null {
  const usable = plans.filter((p) => p.tariff.cpu && p.tariff.memory && p.tariff.hdd_space);
  if (!usable.length) return null;
  const span = (get: (p: ConfigPlan) => number, step: number): Range => ({ min: Math.min(...usable.map(get)), max: Math.max(...usable.map(get)), step });
  return { cpu: span((p) => p.tariff.cpu!, 1), memory: span((p) => p.tariff.memory!, 1), disk: span((p) => p.tariff.hdd_space!, 10) };
}

export function clampChoice(choice: VpsChoice, ranges: VpsRanges): VpsChoice {
  return {
    cpu: clampToStep(choice.cpu, ranges.cpu.min, ranges.cpu.max, ranges.cpu.step),
    memory: clampToStep(choice.memory, ranges.memory.min, ranges.memory.max, ranges.memory.step),
    disk: clampToStep(choice.disk, ranges.disk.min, ranges.disk.max, ranges.disk.step),
  };
}

/**
 * The plan a custom configuration is billed as: the cheapest catalog plan that covers every chosen
 * resource (and is offered in the location). The hosting API bills plans only, so a custom
 * configuration is priced by the catalog, never by a formula of our own (docs/decisions/021).
 * A custom server is x86 (its OS list has Windows): an ARM plan is a preset of its own, never what a
 * custom configuration is billed as (issue 19, docs/decisions/089).
 */
export function planForChoice(plans: ConfigPlan[], choice: VpsChoice, location?: string | null): ConfigPlan | null {
  const fits = plans
    .filter((p) => p.cpu_arch !== "arm")
    .filter((p) => (p.tariff.cpu ?? 0) >= choice.cpu && (p.tariff.memory ?? 0) >= choice.memory && (p.tariff.hdd_space ?? 0) >= choice.disk)
    .filter((p) => !location || p.locations.includes(location))
    .sort((a, b) => a.price - b.price);
  return fits[0] ?? null;
}

/** Dedicated-server survey: answers → the recommended set of plans, best match first. */
export type SurveyAnswers = { purpose: "web" | "database" | "storage" | "compute"; budget: "low" | "mid" | "high"; location?: string | null };

export function recommendDedicated(plans: ConfigPlan[], answers: SurveyAnswers): ConfigPlan[] {
  const inLocation = plans.filter((p) => !answers.location || p.locations.includes(answers.location));
  const score = (p: ConfigPlan) => {
    const cpu = p.tariff.cpu ?? 0;
    const mem = p.tariff.memory ?? 0;
    const disk = p.tariff.hdd_space ?? 0;
    const need = { web: cpu * 2 + mem / 8, database: mem / 4 + cpu, storage: disk / 500, compute: cpu * 3 }[answers.purpose];
    return need;
  };
  const byPrice = [...inLocation].sort((a, b) => a.price - b.price);
  const third = Math.max(1, Math.ceil(byPrice.length / 3));
  const band = { low: byPrice.slice(0, third), mid: byPrice.slice(third, third * 2), high: byPrice.slice(third * 2) }[answers.budget];
  const pool = band.length ? band : byPrice;
  const ranked = [...pool].sort((a, b) => score(b) - score(a) || a.price - b.price);
  const rest = byPrice.filter((p) => !ranked.includes(p)).sort((a, b) => score(b) - score(a));
  return [...ranked, ...rest].slice(0, 3);
}

/** A plan card of a static page (build-time catalog, src/build/page-types.ts) in the configurators' shape. */
export function configPlanOf(card: {
  slug: string;
  name: string;
  price: number;
  locations: string[];
  cpu: number | null;
  memory: number | null;
  disk: number | null;
  cpuArch?: "arm" | "x86" | null;
  threads?: number | null;
  diskType?: "nvme" | "ssd" | "hdd" | null;
}): ConfigPlan {
  return {
    slug: card.slug,
    name: card.name,
    price: card.price,
    locations: card.locations,
    tariff: { cpu: card.cpu, memory: card.memory, hdd_space: card.disk },
    cpu_arch: card.cpuArch ?? null,
    // The survey's cards say what the plan pages say: "16 cores / 32 threads · 2 TB NVMe" (issue 37).
    cpu_threads: card.threads ?? null,
    disk_type: card.diskType ?? null,
  };
}

/**
 * The checkout link of a configuration (the checkout reads the same query: src/features/checkout):
 * a custom configuration by its resources, location and OS; a plan by its slug.
 */
export function checkoutQuery(order: { line: "vps" | "dedicated"; choice?: VpsChoice; plan?: string; location?: string | null; os?: string | null }): string {
  const q = new URLSearchParams();
  if (order.plan) q.set("plan", order.plan);
  else q.set("line", order.line);
  if (order.choice && !order.plan) {
    q.set("cpu", String(order.choice.cpu));
    q.set("memory", String(order.choice.memory));
    q.set("disk", String(order.choice.disk));
  }
  if (order.location) q.set("location", order.location);
  if (order.os) q.set("os", order.os);
  return `/checkout/?${q.toString()}`;
}
