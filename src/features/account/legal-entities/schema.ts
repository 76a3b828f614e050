import { z } from "zod";
import type { LegalEntityInput } from "../../../api-client/graphql/generated/graphql";

/** Spec §3, §5: EU countries may give a VAT id; only Russian companies get acceptance certificates. */
export const EU_COUNTRIES = ["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"] as const;
export const isEuCountry = (code: string) => (EU_COUNTRIES as readonly string[]).includes(code.toUpperCase());
/** Spec §5: legal-entity data must be in English (printable ASCII). */
export const isEnglishText = (value: string) => /^[\x20-\x7E]*$/.test(value);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const english = z.string().trim().min(1, "validation.required").refine(isEnglishText, "validation.english");

export const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);

export const legalEntitySchema = z
  .object({
    company: english,
    country: z.string().regex(/^[A-Z]{2}$/, "validation.country"),
    city: english,
    address: english,
    vatId: z.string().trim(),
    currency: z.string().min(3),
    createActs: z.boolean(),
    invoiceEmails: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.vatId && !isEuCountry(v.country)) ctx.addIssue({ code: "custom", path: ["vatId"], message: "validation.vatEuOnly" });
    else if (v.vatId && !/^[A-Z]{2}[A-Z0-9]{2,13}$/.test(v.vatId.replace(/\s/g, "").toUpperCase())) ctx.addIssue({ code: "custom", path: ["vatId"], message: "validation.vatFormat" });
    if (splitEmails(v.invoiceEmails).some((e) => !EMAIL.test(e))) ctx.addIssue({ code: "custom", path: ["invoiceEmails"], message: "validation.email" });
  });
export type LegalEntityValues = z.infer<typeof legalEntitySchema>;

/** The mutation's input from the form (VAT only for EU, acts only for RU: spec §3). */
export const toLegalEntityInput = (v: LegalEntityValues): LegalEntityInput => ({
  company: v.company.trim(),
  country: v.country,
  city: v.city.trim(),
  address: v.address.trim(),
  vatId: isEuCountry(v.country) && v.vatId ? v.vatId.replace(/\s/g, "").toUpperCase() : null,
  currency: v.currency,
  createActs: v.country === "RU" ? v.createActs : false,
  invoiceEmails: splitEmails(v.invoiceEmails),
});
