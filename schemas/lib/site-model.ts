// The page model of decision 003 as plain data: product lines, their paths and variant prefixes,
// legal and info page kinds, section block types and the marketing claims of spec §9.
// Shared by the schemas (studio) and the build (src/build), so the two cannot drift apart.

export const PRODUCT_LINES = [
  { id: "web-hosting", title: "Web hosting", base: "/web-hosting/", prefixes: ["for", "in"], planPages: true },
  { id: "vps", title: "Virtual private servers", base: "/virtual-private-servers/", prefixes: ["in", "on", "for", "with"], planPages: true },
  { id: "dedicated", title: "Dedicated servers", base: "/dedicated-servers/", prefixes: ["in", "for"], planPages: true },
  { id: "vpn", title: "VPN", base: "/vpn/", prefixes: [], planPages: false },
  { id: "s3", title: "S3 storage", base: "/s3-storage/", prefixes: [], planPages: false },
  { id: "backup", title: "Backup storage", base: "/backup-storage/", prefixes: [], planPages: false },
] as const;

export type ProductLineId = (typeof PRODUCT_LINES)[number]["id"];
// The derived lists are marked pure: a bundle that reads only PRODUCT_LINES (the site's footer) leaves them out.
export const PRODUCT_LINE_IDS = /* @__PURE__ */ PRODUCT_LINES.map((l) => l.id) as ProductLineId[];
export const VARIANT_PREFIXES = ["for", "in", "on", "with"] as const;
export type VariantPrefix = (typeof VARIANT_PREFIXES)[number];
/** Lines that have plan pages and variant landings. */
export const PAGE_LINES = /* @__PURE__ */ PRODUCT_LINES.flatMap((l) => (l.planPages ? [l.id] : []));

export function productLine(id: string) {
  const line = PRODUCT_LINES.find((l) => l.id === id);
  if (!line) throw new Error(`Unknown product line "${id}"`);
  return line;
}

/** Whether `/<base>/<prefix>-<slug>/` is a route of spec §2 for this line. */
export function allowsPrefix(line: unknown, prefix: unknown): boolean {
  const found = PRODUCT_LINES.find((l) => l.id === line);
  return !!found && (found.prefixes as readonly string[]).includes(String(prefix));
}

export const LEGAL_KINDS = [
  { id: "privacy", title: "Privacy policy", path: "/privacy/" },
  { id: "gdpr", title: "GDPR", path: "/privacy/gdpr/" },
  { id: "tos", title: "Terms of service", path: "/tos/" },
  { id: "personal-data-processing-policy", title: "Personal data processing policy", path: "/personal-data-processing-policy/" },
  { id: "personal-data-processing-consent", title: "Consent to personal data processing", path: "/personal-data-processing-consent/" },
  { id: "recurring-payment-terms", title: "Recurring payment terms", path: "/recurring-payment-terms/" },
  // Spec §2 gives page metadata to a "payment offer" page without a route: the public offer agreement
  // for paid services that payment providers require the site to publish (decision 033).
  { id: "payment-offer", title: "Payment offer (public offer agreement)", path: "/payment-offer/" },
] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number]["id"];

export const INFO_KINDS = [
  { id: "api", title: "API", path: "/api/" },
  { id: "services", title: "Services", path: "/services/" },
  { id: "contacts", title: "Contacts", path: "/contacts/" },
  { id: "news", title: "News index", path: "/news/" },
] as const;
export type InfoKind = (typeof INFO_KINDS)[number]["id"];

export const SECTION_TYPES = ["hero", "planTable", "featureGrid", "faq", "cta", "richText", "comparison"] as const;

export const FEATURE_ICONS = ["server", "shield", "speed", "support", "globe", "lock", "backup", "code", "cpu", "money"] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

export const SOFTWARE_KINDS = [
  { id: "cms", title: "CMS" },
  { id: "framework", title: "Framework" },
  { id: "shop", title: "Online shop" },
  { id: "os", title: "Operating system" },
  { id: "panel", title: "Control panel" },
] as const;

export const VPN_MODES = [
  { id: "single-hop", title: "Single-Hop" },
  { id: "multi-hop", title: "Multi-Hop" },
] as const;

/**
 * Third-party login providers an editor can name in siteSettings.socialLoginDisabledForRu (spec §5:
 * Russian users have two of them disabled; which two is this CMS setting, decision 034).
 */
export const SOCIAL_LOGIN_PROVIDERS = [
  { id: "google", title: "Google" },
  { id: "facebook", title: "Facebook" },
  { id: "github", title: "GitHub" },
  { id: "apple", title: "Apple" },
  { id: "microsoft", title: "Microsoft" },
] as const;

/** Marketing claims of spec §9, as numbers editors change in one place (siteSettings.claims). */
export const CLAIMS = [
  { name: "foundedYear", title: "Company founded (year)", value: 2010 },
  { name: "uptimePercent", title: "Uptime guarantee (%)", value: 99.9 },
  { name: "vpnMoneyBackDays", title: "VPN money-back (days)", value: 7 },
  { name: "vpsTestDays", title: "VPS test period (days)", value: 4 },
  { name: "vpsFreeTestDays", title: "VPS free test (days)", value: 7 },
  { name: "partnerCashbackPercent", title: "Partner cashback up to (%)", value: 40 },
  { name: "ddosVpsGbps", title: "DDoS protection on VPS (Gbps)", value: 10 },
  { name: "ddosHardwareGbps", title: "Optional hardware DDoS protection (Gbps)", value: 250 },
  { name: "portMbps", title: "Port speed (Mbps)", value: 100 },
  { name: "portMaxGbps", title: "Port expandable to (Gbps)", value: 1 },
  { name: "networkGbps", title: "Network capacity (Gbps)", value: 800 },
  { name: "serverTestHours", title: "Dedicated servers tested for (hours)", value: 48 },
  { name: "adminTicketHours", title: "Basic admin tickets handled within (hours)", value: 24 },
  { name: "vpsMaxVcpu", title: "VPS up to (vCPU)", value: 16 },
  { name: "vpsMaxRamGb", title: "VPS up to (GB RAM)", value: 32 },
  { name: "vpsMaxNvmeGb", title: "VPS up to (GB NVMe)", value: 640 },
  { name: "newCustomerDiscountPercent", title: "New-customer discount (%)", value: 5 },
  { name: "newCustomerDiscountMonths", title: "New-customer discount for (months)", value: 3 },
  { name: "reviewBonusEur", title: "Review bonus (EUR)", value: 10 },
  { name: "reviewBonusRuEur", title: "Review bonus for Russian-language reviews (EUR)", value: 5 },
] as const;
export type ClaimName = (typeof CLAIMS)[number]["name"];
export const CLAIM_NAMES = /* @__PURE__ */ CLAIMS.map((c) => c.name) as ClaimName[];

/** `{claim:uptimePercent}` tokens in plain text (decision 003). */
export const CLAIM_TOKEN = /\{claim:([a-zA-Z]+)\}/g;

/** Unknown claim names used in a text, for validation in the studio and the build. */
export function unknownClaims(text: unknown): string[] {
  if (typeof text !== "string") return [];
  return [...text.matchAll(CLAIM_TOKEN)].map((m) => m[1] ?? "").filter((name) => !(CLAIM_NAMES as string[]).includes(name));
}

export function checkClaimTokens(text: unknown): true | string {
  const unknown = unknownClaims(text);
  return unknown.length ? `Unknown claim ${unknown.map((u) => `{claim:${u}}`).join(", ")}; known: ${CLAIM_NAMES.join(", ")}` : true;
}

/** Catalog plan slugs are lower-case Latin, digits and hyphens (src/api-client/schemas/catalog.ts). */
export const PLAN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
