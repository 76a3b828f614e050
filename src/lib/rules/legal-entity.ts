/** Legal-entity rules of spec §3 and §5: data in English, a VAT id only for EU companies, acts only for RU. */
export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

export const isEuCountry = (code: string): boolean => (EU_COUNTRIES as readonly string[]).includes(code.toUpperCase());

/** Spec §5: legal-entity data must be in English: printable ASCII only (Latin letters, digits, punctuation, spaces). */
export const isEnglishText = (value: string): boolean => /^[\x20-\x7E]*$/.test(value);

/** A two-letter country code (ISO 3166-1 alpha-2, upper case), as the API stores it. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/** A VAT id as the API stores it: spaces removed, upper case. */
export const normalizeVatId = (value: string): string => value.replace(/\s/g, "").toUpperCase();

/** An EU VAT id: the country prefix and 2 to 13 letters or digits (checked after `normalizeVatId`). */
export const isVatIdFormat = (value: string): boolean => /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(normalizeVatId(value));

/** Acceptance certificates (acts) are for Russian companies only. */
export const actsAllowed = (country: string): boolean => country.toUpperCase() === "RU";
