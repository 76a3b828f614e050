/** Countries offered in the personal-data form (by code; `countryOptions` names and orders them per language). */
export const FORM_COUNTRIES = [
  "DE",
  "NL",
  "ES",
  "CH",
  "US",
  "UA",
  "RU",
  "AT",
  "BE",
  "BG",
  "CA",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "GB",
  "GR",
  "HR",
  "HU",
  "IE",
  "IL",
  "IT",
  "KZ",
  "LT",
  "LU",
  "LV",
  "MD",
  "NO",
  "PL",
  "PT",
  "RO",
  "RS",
  "SE",
  "SI",
  "SK",
  "TR",
];

export type CountryOption = { code: string; name: string };

/**
 * The form's countries named in `language` (Intl's region names) and listed alphabetically in that
 * language's order (issue 37: the Russian list followed the codes, «Германия, Нидерланды, …, Австрия»).
 */
export function countryOptions(language: string, codes: readonly string[] = FORM_COUNTRIES): CountryOption[] {
  const names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([language], { type: "region" }) : null;
  const collator = new Intl.Collator(language);
  return codes.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}
