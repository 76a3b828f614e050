import * as z from "zod/mini";
import { EMAIL_PATTERN } from "../../lib/rules/email";
import { PASSWORD_MIN_LENGTH } from "../../lib/rules/password";

/**
 * allauth request payloads (contracts/allauth/SUMMARY.md §2), zod/mini like the answers (auth.ts,
 * auth-answers.ts; decisions 065, 212). The auth pages' forms check their fields with their own schemas
 * (src/components/auth/validation.ts).
 */
export const loginRequestSchema = z.object({ email: z.email({ pattern: EMAIL_PATTERN }), password: z.string().check(z.minLength(1)) });
export const passwordResetRequestSchema = z.object({ key: z.string().check(z.minLength(1)), password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH)) });
/** POST /account/password/change {current_password?, new_password}. */
export const passwordChangeRequestSchema = z.object({ current_password: z.optional(z.string()), new_password: z.string() });
