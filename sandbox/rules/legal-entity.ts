import { isEmail } from "../../src/lib/rules/email";
import { actsAllowed, COUNTRY_CODE_PATTERN, isEnglishText, isEuCountry, isVatIdFormat } from "../../src/lib/rules/legal-entity";

/** Legal-entity rules of spec §3 and §5 (src/lib/rules/legal-entity.ts), with the API's English messages. */
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

export function validateLegalEntity(input: LegalEntityInput): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ["company", "country", "city", "address"] as const) {
    const value = (input[field] ?? "").trim();
    if (!value) errors.push({ field, message: "This field is required" });
    else if (!isEnglishText(value)) errors.push({ field, message: "Legal-entity data must be in English" });
  }
  const country = (input.country ?? "").toUpperCase();
  if (country && !COUNTRY_CODE_PATTERN.test(country)) errors.push({ field: "country", message: "Use a two-letter country code" });
  if (input.vatId) {
    if (!isEuCountry(country)) errors.push({ field: "vatId", message: "A VAT id is for EU companies only" });
    else if (!isVatIdFormat(input.vatId)) {
      errors.push({ field: "vatId", message: "Enter a valid VAT id" });
    }
  }
  if (input.createActs && !actsAllowed(country)) {
    errors.push({ field: "createActs", message: "Acceptance certificates are for Russian companies only" });
  }
  for (const email of input.invoiceEmails ?? []) {
    if (!isEmail(email)) errors.push({ field: "invoiceEmails", message: "Enter a valid email address" });
  }
  return errors;
}
