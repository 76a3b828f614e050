import { CURRENCY_CODES, type CurrencyCode } from "./money";

/**
 * Regional rules of spec §5/§6 in one place: Russian and Ukrainian users are detected by the profile's
 * country, else by the features call's `country_code`; they see their own currency and locations, and
 * Russian users have some social-login providers disabled (which ones is a CMS site setting, passed in).
 * Currency formatting and conversion belong to the currency module; this only decides what is allowed.
 */
export type Region = "RU" | "UA" | "OTHER";

export interface RegionInput {
  /** Profile (personal info) country, ISO 3166-1 alpha-2; null or "" when unknown or signed out. */
  profileCountry?: string | null;
  /** `country_code` of GET /my/api/features/ (the visitor's country by IP). */
  featuresCountry?: string | null;
}

const clean = (c: string | null | undefined) => (typeof c === "string" && /^[a-z]{2}$/i.test(c.trim()) ? c.trim().toUpperCase() : null);

/** The country the rules use: the profile's wins over the features call's. */
export function effectiveCountry(input: RegionInput): string | null {
  return clean(input.profileCountry) ?? clean(input.featuresCountry);
}

export function detectRegion(input: RegionInput): Region {
  const country = effectiveCountry(input);
  return country === "RU" ? "RU" : country === "UA" ? "UA" : "OTHER";
}

/** Currencies offered outside RU/UA (RUR and UAH are regional only). */
const INTERNATIONAL: readonly CurrencyCode[] = ["EUR", "USD", "GBP"];

/** Spec §5: only RUR for Russian users, only UAH for Ukrainian users. */
export function allowedCurrencies(region: Region): readonly CurrencyCode[] {
  if (region === "RU") return ["RUR"];
  if (region === "UA") return ["UAH"];
  return INTERNATIONAL;
}

/**
 * The currencies a form offers for an invoice or a legal entity: the region's (spec §5: only RUR to Russian
 * users, only UAH to Ukrainian ones), first the default for a new record, plus the record's own currency when
 * it is another, so that editing a record made before never moves it to another currency unasked.
 */
export function currencyChoices(region: Region, current?: string | null): CurrencyCode[] {
  const choices = [...allowedCurrencies(region)];
  const kept = CURRENCY_CODES.find((code) => code === current);
  if (kept && !choices.includes(kept)) choices.push(kept);
  return choices;
}

/** Keeps only the allowed currencies of a list (e.g. the currencies an API answered with). */
export function filterCurrencies<T extends { short: string }>(currencies: readonly T[], region: Region): T[] {
  const allowed = allowedCurrencies(region) as readonly string[];
  return currencies.filter((c) => allowed.includes(c.short));
}

/**
 * Social-login providers a user may use: for Russian users the providers named in the CMS setting
 * (`disabledForRu`, e.g. ["google", "facebook"]) are removed; others keep all.
 */
export function allowedSocialProviders<T extends string | { id: string }>(providers: readonly T[], region: Region, disabledForRu: readonly string[]): T[] {
  if (region !== "RU") return [...providers];
  const off = new Set(disabledForRu.map((p) => p.toLowerCase()));
  return providers.filter((p) => !off.has((typeof p === "string" ? p : p.id).toLowerCase()));
}

/** Location slugs that are specific to a region (spec §2: data centres in Ukraine and Russia). */
export const REGIONAL_LOCATIONS: Record<Exclude<Region, "OTHER">, string> = { RU: "russia", UA: "ukraine" };

/**
 * Locations a user sees in listings and configurators: a regional location is shown only to users of
 * that region (and first for them); everyone else sees the international ones. Order is otherwise kept.
 */
export function filterLocations<T extends string | { slug: string }>(locations: readonly T[], region: Region): T[] {
  const slugOf = (l: T) => (typeof l === "string" ? l : l.slug);
  const regional = new Set(Object.values(REGIONAL_LOCATIONS));
  const own = region === "OTHER" ? null : REGIONAL_LOCATIONS[region];
  const visible = locations.filter((l) => !regional.has(slugOf(l)) || slugOf(l) === own);
  return own ? [...visible.filter((l) => slugOf(l) === own), ...visible.filter((l) => slugOf(l) !== own)] : visible;
}

/** Spec §6: VPN is available except to Russian visitors who are not logged in. */
export function vpnAvailable(region: Region, signedIn: boolean): boolean {
  return !(region === "RU" && !signedIn);
}
