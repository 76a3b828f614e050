/** Legal-entity rules of spec §3 and §5: data in English, VAT id only for EU companies, acts only for RU. */
export const EU_COUNTRIES = new Set([
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU",
  "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
]);

/** English data: printable ASCII only (Latin letters, digits, punctuation, spaces). */
export const isEnglishText = (value: string): boolean => /^[\x20-\x7E]*$/.test(value);

export interface LegalEntityInput {
  company: string;
  country: string;
  city: string;
  address: string;
  vatId?: string | null;
  createActs?: boolean | null;
  invoiceEmails?: string[] | null;
}

export interface FieldError {
  field: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLegalEntity(input: LegalEntityInput): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ["company", "country", "city", "address"] as const) {
    const value = (input[field] ?? "").trim();
    if (!value) errors.push({ field, message: "This field is required" });
    else if (!isEnglishText(value)) errors.push({ field, message: "Legal-entity data must be in English" });
  }
  const country = (input.country ?? "").toUpperCase();
  if (country && !/^[A-Z]{2}$/.test(country)) errors.push({ field: "country", message: "Use a two-letter country code" });
  if (input.vatId) {
    if (!EU_COUNTRIES.has(country)) errors.push({ field: "vatId", message: "A VAT id is for EU companies only" });
    else if (!/^[A-Z]{2}[A-Z0-9]{2,13}$/.test(input.vatId.replace(/\s/g, "").toUpperCase())) {
      errors.push({ field: "vatId", message: "Enter a valid VAT id" });
    }
  }
  if (input.createActs && country !== "RU") {
    errors.push({ field: "createActs", message: "Acceptance certificates are for Russian companies only" });
  }
  for (const email of input.invoiceEmails ?? []) {
    if (!EMAIL.test(email)) errors.push({ field: "invoiceEmails", message: "Enter a valid email address" });
  }
  return errors;
}
