import { z } from "zod";
import { COUNTRY_CODE_PATTERN } from "../../lib/rules/legal-entity";
import { PERSONAL_FIELD_MAX } from "../../lib/rules/personal-info";

/**
 * Request payloads of the account calls, in zod classic (the checkout's personal stage checks its payload
 * with it). Apart from the answers (account.ts, zod/mini), so the account area's first load has no zod
 * classic (decision 065).
 */
export const personalInfoRequestSchema = z.object({
  user: z.object({ first_name: z.string().trim().min(1).max(PERSONAL_FIELD_MAX), last_name: z.string().trim().min(1).max(PERSONAL_FIELD_MAX) }),
  country: z.string().regex(COUNTRY_CODE_PATTERN),
  city: z.string().trim().min(1).max(PERSONAL_FIELD_MAX),
  zip_code: z.string().trim().min(1).max(PERSONAL_FIELD_MAX),
  address: z.string().trim().min(1).max(PERSONAL_FIELD_MAX),
});
export type PersonalInfoRequest = z.infer<typeof personalInfoRequestSchema>;
