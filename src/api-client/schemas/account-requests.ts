import { z } from "zod";

/**
 * Request payloads of the account calls, in zod classic (the checkout's personal stage checks its payload
 * with it). Apart from the answers (account.ts, zod/mini), so the account area's first load has no zod
 * classic (decision 065).
 */
export const personalInfoRequestSchema = z.object({
  user: z.object({ first_name: z.string().trim().min(1).max(128), last_name: z.string().trim().min(1).max(128) }),
  country: z.string().regex(/^[A-Z]{2}$/),
  city: z.string().trim().min(1).max(128),
  zip_code: z.string().trim().min(1).max(128),
  address: z.string().trim().min(1).max(128),
});
export type PersonalInfoRequest = z.infer<typeof personalInfoRequestSchema>;

export const secondLoginRequestSchema = z.object({ access: z.number().int() });
