/** Countries offered in the personal-data form: the data-centre countries first, then the rest alphabetically by code. */
export const FORM_COUNTRIES = ["DE", "NL", "ES", "CH", "US", "UA", "RU", "AT", "BE", "BG", "CA", "CY", "CZ", "DK", "EE", "FI", "FR", "GB", "GR", "HR", "HU", "IE", "IL", "IT", "KZ", "LT", "LU", "LV", "MD", "NO", "PL", "PT", "RO", "RS", "SE", "SI", "SK", "TR"];
