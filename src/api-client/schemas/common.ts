import * as z from "zod/mini";
import { CURRENCY_CODES } from "../../lib/money";

// Response schemas in zod/mini, like every schema on the account area's first load: `/my/` then loads no
// zod classic (decisions 056, 065).

/** Error bodies of the hosting API (spec §7, §8). */
export const detailErrorSchema = z.object({ detail: z.string(), code: z.optional(z.string()) });
export type DetailError = z.infer<typeof detailErrorSchema>;

/** Field errors: {field: [messages]} (nested objects for nested fields). */
export const fieldErrorsSchema: z.ZodMiniType<Record<string, unknown>> = z.record(z.string(), z.union([z.array(z.string()), z.lazy(() => fieldErrorsSchema)]));

/** Payment-creation errors: an array of messages; the client shows the first (spec §8). */
export const messageListSchema = z.array(z.string()).check(z.minLength(1));

/** 429 answers carry `detail` (spec §7, §8). */
export const rateLimitedSchema = z.object({ detail: z.string() });

export const currencyCodeSchema = z.enum(CURRENCY_CODES);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/** Codes the client reacts to (spec §6, §8). */
export const API_CODES = {
  personalInfoRequired: "PERSONAL_INFO_REQUIRED",
  personalInfoNotProvidedByMainAccount: "PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT",
  verificationRequired: "VERIFICATION_REQUIRED",
  ownerOnly: "OWNER_ONLY",
  csrfFailed: "CSRF_FAILED",
} as const;
