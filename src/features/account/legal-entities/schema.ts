import * as z from "zod/mini";
import type { LegalEntityInput } from "../../../api-client/graphql/generated/graphql";
import { isEmail } from "../../../lib/rules/email";
import { CONTROL_CHARACTERS_KEY, sendable } from "../../../lib/rules/text";
import { actsAllowed, COUNTRY_CODE_PATTERN, isEnglishText, isEuCountry, isVatIdFormat, normalizeVatId } from "../../../lib/rules/legal-entity";

/** Spec §3, §5 (src/lib/rules/legal-entity.ts): EU countries may give a VAT id; only Russian companies get acceptance certificates. */
const english = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "errors:fieldRequired"),
    z.refine(sendable("line"), { message: CONTROL_CHARACTERS_KEY, abort: true }),
    z.refine(isEnglishText, "validation.english"),
  );

export const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);

export const legalEntitySchema = z
  .object({
    company: english,
    country: z.string().check(z.regex(COUNTRY_CODE_PATTERN, "validation.country")),
    city: english,
    address: english,
    vatId: z.string().check(z.trim()),
    currency: z.string().check(z.minLength(3)),
    createActs: z.boolean(),
    invoiceEmails: z.string(),
  })
  .check(
    z.superRefine((v: { country: string; vatId: string; invoiceEmails: string }, ctx) => {
      if (v.vatId && !isEuCountry(v.country)) ctx.addIssue({ code: "custom", path: ["vatId"], message: "validation.vatEuOnly" });
      else if (v.vatId && !isVatIdFormat(v.vatId)) ctx.addIssue({ code: "custom", path: ["vatId"], message: "validation.vatFormat" });
      if (splitEmails(v.invoiceEmails).some((e) => !isEmail(e))) ctx.addIssue({ code: "custom", path: ["invoiceEmails"], message: "errors:invalidEmail" });
    }),
  );
export type LegalEntityValues = z.infer<typeof legalEntitySchema>;

/** The mutation's input from the form (VAT only for EU, acts only for RU: spec §3). */
export const toLegalEntityInput = (v: LegalEntityValues): LegalEntityInput => ({
  company: v.company.trim(),
  country: v.country,
  city: v.city.trim(),
  address: v.address.trim(),
  vatId: isEuCountry(v.country) && v.vatId ? normalizeVatId(v.vatId) : null,
  currency: v.currency,
  createActs: actsAllowed(v.country) ? v.createActs : false,
  invoiceEmails: splitEmails(v.invoiceEmails),
});
