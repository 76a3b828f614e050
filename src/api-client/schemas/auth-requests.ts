import { z } from "zod";
import { EMAIL_PATTERN } from "../../lib/rules/email";
import { PASSWORD_MIN_LENGTH } from "../../lib/rules/password";

/**
 * allauth request payloads (contracts/allauth/SUMMARY.md §2), in zod classic. Apart from the answers
 * (auth.ts, auth-answers.ts: zod/mini), so the account area's first load has no zod classic (decision 065).
 * The auth pages' forms check their fields with their own schemas (src/features/auth/validation.ts).
 */
export const loginRequestSchema = z.object({ email: z.string().email({ pattern: EMAIL_PATTERN }), password: z.string().min(1) });
export const passwordResetRequestSchema = z.object({ key: z.string().min(1), password: z.string().min(PASSWORD_MIN_LENGTH) });
/** POST /account/password/change {current_password?, new_password}. */
export const passwordChangeRequestSchema = z.object({ current_password: z.string().optional(), new_password: z.string() });
