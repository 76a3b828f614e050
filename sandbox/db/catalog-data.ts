/**
 * The product catalog the sandbox bills by: plans, tariffs, locations and prices (EUR) of every
 * product line. It is seeded into the `plans` table; `GET /my/api/catalog/` reads it back from there.
 */
export type ProductLine = "web-hosting" | "vps" | "dedicated" | "vpn" | "backup" | "s3";

export interface Tariff {
  cpu: number | null;
  memory: number | null;
  hdd_space: number | null;
  sites: number | null;
}

export interface PlanSeed {
  pk: number;
  slug: string;
  name: string;
  line: ProductLine;
  orderType: string;
  priceEur: number;
  months: number[];
  cpu_arch: "arm" | "x86" | null;
  min_cpu_freq: number | null;
  test_supported: boolean;
  space: number | null;
  tariff: Tariff;
  locations: string[];
  /** The plan the site marks "Popular" in its line, on every page that lists it (issue 37). */
  popular?: boolean;
  /** A dedicated server's hardware threads (its `tariff.cpu` counts physical cores there). */
  cpu_threads?: number;
  /** A dedicated server's drives; VPS and hosting disks are NVMe. */
  disk_type?: "nvme" | "ssd" | "hdd";
}

export interface LocationSeed {
  slug: string;
  name: string;
  country_code: string;
  city: string;
  lines: ProductLine[];
}

export const LOCATIONS: LocationSeed[] = [
  { slug: "germany", name: "Germany", country_code: "DE", city: "Frankfurt", lines: ["web-hosting", "vps", "dedicated", "vpn", "backup", "s3"] },
  { slug: "netherlands", name: "Netherlands", country_code: "NL", city: "Amsterdam", lines: ["web-hosting", "vps", "dedicated", "vpn", "backup", "s3"] },
  { slug: "spain", name: "Spain", country_code: "ES", city: "Madrid", lines: ["web-hosting", "vps", "dedicated", "vpn"] },
  { slug: "switzerland", name: "Switzerland", country_code: "CH", city: "Zurich", lines: ["web-hosting", "vps", "dedicated", "vpn"] },
  { slug: "usa", name: "USA", country_code: "US", city: "New York", lines: ["web-hosting", "vps", "dedicated", "vpn"] },
  { slug: "ukraine", name: "Ukraine", country_code: "UA", city: "Kyiv", lines: ["web-hosting", "dedicated"] },
  { slug: "russia", name: "Russia", country_code: "RU", city: "Moscow", lines: ["web-hosting", "dedicated"] },
];

const all = (line: ProductLine) => LOCATIONS.filter((l) => l.lines.includes(line)).map((l) => l.slug);

let pk = 100;
function plan(p: Omit<PlanSeed, "pk" | "locations"> & { locations?: string[] }): PlanSeed {
  pk += 1;
  return { ...p, pk, locations: p.locations ?? all(p.line) };
}

export const PLANS: PlanSeed[] = [
  plan({
    slug: "start",
    name: "Start",
    line: "web-hosting",
    orderType: "vhost",
    priceEur: 2.5,
    months: [1, 3, 6, 12],
    cpu_arch: null,
    min_cpu_freq: null,
    test_supported: true,
    space: 10,
    tariff: { cpu: 1, memory: 1, hdd_space: 10, sites: 1 },
  }),
  plan({
    slug: "business",
    name: "Business",
    line: "web-hosting",
    orderType: "vhost",
    priceEur: 5,
    months: [1, 3, 6, 12],
    cpu_arch: null,
    min_cpu_freq: null,
    test_supported: true,
    space: 30,
    tariff: { cpu: 2, memory: 2, hdd_space: 30, sites: 10 },
    popular: true,
  }),
  plan({
    slug: "unlimited",
    name: "Unlimited",
    line: "web-hosting",
    orderType: "vhost",
    priceEur: 9,
    months: [1, 3, 6, 12],
    cpu_arch: null,
    min_cpu_freq: null,
    test_supported: true,
    space: null,
    tariff: { cpu: 4, memory: 4, hdd_space: null, sites: null },
  }),
  plan({
    slug: "vps-arm-1",
    name: "VPS ARM 1",
    line: "vps",
    orderType: "vps",
    priceEur: 4,
    months: [1, 3, 6, 12],
    cpu_arch: "arm",
    min_cpu_freq: 3.0,
    test_supported: true,
    space: 40,
    tariff: { cpu: 1, memory: 2, hdd_space: 40, sites: null },
  }),
  plan({
    slug: "vps-1",
    name: "VPS 1",
    line: "vps",
    orderType: "vps",
    priceEur: 6,
    months: [1, 3, 6, 12],
    cpu_arch: "x86",
    min_cpu_freq: 3.5,
    test_supported: true,
    space: 40,
    tariff: { cpu: 1, memory: 2, hdd_space: 40, sites: null },
  }),
  plan({
    slug: "vps-2",
    name: "VPS 2",
    line: "vps",
    orderType: "vps",
    priceEur: 12,
    months: [1, 3, 6, 12],
    cpu_arch: "x86",
    min_cpu_freq: 3.5,
    test_supported: true,
    space: 80,
    tariff: { cpu: 2, memory: 4, hdd_space: 80, sites: null },
    popular: true,
  }),
  plan({
    slug: "vps-4",
    name: "VPS 4",
    line: "vps",
    orderType: "vps",
    priceEur: 24,
    months: [1, 3, 6, 12],
    cpu_arch: "x86",
    min_cpu_freq: 3.5,
    test_supported: false,
    space: 160,
    tariff: { cpu: 4, memory: 8, hdd_space: 160, sites: null },
  }),
  plan({
    slug: "vps-16",
    name: "VPS 16",
    line: "vps",
    orderType: "vps",
    priceEur: 96,
    months: [1, 3, 6, 12],
    cpu_arch: "x86",
    min_cpu_freq: 3.5,
    test_supported: false,
    space: 640,
    tariff: { cpu: 16, memory: 32, hdd_space: 640, sites: null },
  }),
  plan({
    slug: "e3-1230",
    name: "Intel Xeon E3-1230",
    line: "dedicated",
    orderType: "dedicated",
    priceEur: 59,
    months: [1, 3, 6, 12],
    cpu_arch: "x86",
    min_cpu_freq: 3.2,
    test_supported: false,
    space: 1000,
    tariff: { cpu: 4, memory: 16, hdd_space: 1000, sites: null },
    cpu_threads: 8,
    disk_type: "ssd",
  }),
  plan({
    slug: "epyc-7302",
    name: "AMD EPYC 7302",
    line: "dedicated",
    orderType: "dedicated",
    priceEur: 189,
    months: [1, 3, 6, 12],
    cpu_arch: "x86",
    min_cpu_freq: 3.0,
    test_supported: false,
    space: 3840,
    tariff: { cpu: 16, memory: 128, hdd_space: 3840, sites: null },
    cpu_threads: 32,
    disk_type: "nvme",
    popular: true,
  }),
  plan({
    slug: "ryzen-7950x",
    name: "AMD Ryzen 9 7950X",
    line: "dedicated",
    orderType: "dedicated",
    priceEur: 149,
    months: [1, 3, 6, 12],
    cpu_arch: "x86",
    min_cpu_freq: 4.5,
    test_supported: false,
    space: 2000,
    tariff: { cpu: 16, memory: 64, hdd_space: 2000, sites: null },
    cpu_threads: 32,
    disk_type: "nvme",
    locations: ["germany", "netherlands"],
  }),
  plan({
    slug: "vpn-single-hop",
    name: "VPN Single-Hop",
    line: "vpn",
    orderType: "vpn_order",
    priceEur: 3,
    months: [1, 6, 12],
    cpu_arch: null,
    min_cpu_freq: null,
    test_supported: false,
    space: null,
    tariff: { cpu: null, memory: null, hdd_space: null, sites: null },
  }),
  plan({
    slug: "vpn-multi-hop",
    name: "VPN Multi-Hop",
    line: "vpn",
    orderType: "vpn_order",
    priceEur: 5,
    months: [1, 6, 12],
    cpu_arch: null,
    min_cpu_freq: null,
    test_supported: false,
    space: null,
    tariff: { cpu: null, memory: null, hdd_space: null, sites: null },
  }),
  plan({
    slug: "backup-100",
    name: "Backup 100 GB",
    line: "backup",
    orderType: "bkp",
    priceEur: 3,
    months: [1, 3, 6, 12],
    cpu_arch: null,
    min_cpu_freq: null,
    test_supported: false,
    space: 100,
    tariff: { cpu: null, memory: null, hdd_space: 100, sites: null },
  }),
  plan({
    slug: "backup-500",
    name: "Backup 500 GB",
    line: "backup",
    orderType: "bkp",
    priceEur: 10,
    months: [1, 3, 6, 12],
    cpu_arch: null,
    min_cpu_freq: null,
    test_supported: false,
    space: 500,
    tariff: { cpu: null, memory: null, hdd_space: 500, sites: null },
  }),
  plan({
    slug: "s3-250",
    name: "S3 250 GB",
    line: "s3",
    orderType: "s3",
    priceEur: 5,
    months: [1, 3, 6, 12],
    cpu_arch: null,
    min_cpu_freq: null,
    test_supported: false,
    space: 250,
    tariff: { cpu: null, memory: null, hdd_space: 250, sites: null },
  }),
  plan({
    slug: "s3-1000",
    name: "S3 1 TB",
    line: "s3",
    orderType: "s3",
    priceEur: 15,
    months: [1, 3, 6, 12],
    cpu_arch: null,
    min_cpu_freq: null,
    test_supported: false,
    space: 1000,
    tariff: { cpu: null, memory: null, hdd_space: 1000, sites: null },
  }),
];

/** Discount for longer terms (percent by months). */
export const TERM_DISCOUNTS: Record<number, number> = { 1: 0, 3: 5, 6: 10, 12: 15 };

export const CURRENCIES = [
  { short: "EUR", multiplier: 1, name: "Euro" },
  { short: "USD", multiplier: 1.08, name: "US dollar" },
  { short: "GBP", multiplier: 0.85, name: "Pound sterling" },
  { short: "UAH", multiplier: 44.5, name: "Ukrainian hryvnia" },
  { short: "RUR", multiplier: 98, name: "Russian rouble" },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]["short"];
