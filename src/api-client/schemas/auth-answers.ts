import * as z from "zod/mini";
import { allauthUserSchema, authenticatedSchema, providerSchema, unauthenticatedSchema } from "./auth";

/**
 * allauth answers the auth pages read that `auth.ts` does not describe (contracts/allauth/SUMMARY.md §2).
 * zod/mini, like auth.ts (decision 065); the password change payload is auth-requests.ts.
 */

/** What every auth-changing call answers: signed in (200) or not, with the flows (401). */
export const authStateSchema = z.union([authenticatedSchema, unauthenticatedSchema]);
export type AuthState = z.infer<typeof authStateSchema>;
export type Authenticated = z.infer<typeof authenticatedSchema>;
export type AllauthUser = z.infer<typeof allauthUserSchema>;
export type Provider = z.infer<typeof providerSchema>;

/** GET /auth/email/verify with the key header: who the key belongs to. */
export const emailVerifyInfoSchema = z.object({
  status: z.literal(200),
  data: z.object({ email: z.string(), user: allauthUserSchema }),
  meta: z.optional(z.object({ is_authenticating: z.boolean() })),
});

/** GET /auth/password/reset with the key header: the key is valid and belongs to this user. */
export const passwordResetInfoSchema = z.object({
  status: z.literal(200),
  data: z.object({ user: allauthUserSchema }),
});

/** GET /auth/provider/signup: the pending third-party account. */
export const providerSignupInfoSchema = z.object({
  status: z.literal(200),
  data: z.object({
    account: z.object({ uid: z.string(), display: z.string(), provider: providerSchema }),
    email: z.array(z.object({ email: z.string(), verified: z.boolean(), primary: z.boolean() })),
  }),
});
