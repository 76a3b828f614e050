import * as z from "zod/mini";
import { COUNTRY_CODE_PATTERN } from "../../lib/rules/legal-entity";
import { PERSONAL_FIELD_MAX } from "../../lib/rules/personal-info";

/**
 * Request payloads of the account calls (the checkout's personal stage checks its payload with it), zod/mini
 * like the answers (account.ts; decisions 065, 212).
 */
const text = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(PERSONAL_FIELD_MAX));
export const personalInfoRequestSchema = z.object({
  user: z.object({ first_name: text(), last_name: text() }),
  country: z.string().check(z.regex(COUNTRY_CODE_PATTERN)),
  city: text(),
  zip_code: text(),
  address: text(),
});
export type PersonalInfoRequest = z.infer<typeof personalInfoRequestSchema>;
