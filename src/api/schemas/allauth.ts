import { z } from "zod";

/**
 * allauth headless, browser client (contracts/allauth/SUMMARY.md §0, §2). Objects are loose
 * (`z.looseObject`): the server may add fields, and the contract says which ones we read.
 */

export const flowIdSchema = z.string();

export const providerSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  client_id: z.string().optional(),
  flows: z.array(z.string()).optional(),
});
export type Provider = z.infer<typeof providerSchema>;

export const flowSchema = z.looseObject({
  id: flowIdSchema,
  is_pending: z.boolean().optional(),
  providers: z.array(z.string()).optional(),
  provider: providerSchema.optional(),
  types: z.array(z.string()).optional(),
});
export type Flow = z.infer<typeof flowSchema>;

export const allauthUserSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  display: z.string(),
  has_usable_password: z.boolean(),
  email: z.string().nullable().optional(),
  username: z.string().nullable().optional(),
});
export type AllauthUser = z.infer<typeof allauthUserSchema>;

export const authMethodSchema = z.looseObject({ method: z.string(), at: z.number() });

/** 200: signed in. */
export const authenticatedSchema = z.looseObject({
  status: z.literal(200),
  data: z.looseObject({ user: allauthUserSchema, methods: z.array(authMethodSchema).optional() }),
  meta: z.looseObject({ is_authenticated: z.literal(true) }),
});
export type Authenticated = z.infer<typeof authenticatedSchema>;

/** 401 (and 410 for app clients): not signed in, with the flows, some of them pending. */
export const unauthenticatedSchema = z.looseObject({
  status: z.union([z.literal(401), z.literal(410)]),
  data: z.looseObject({ flows: z.array(flowSchema) }).optional(),
  // `null` rather than `false` on some 401s (SUMMARY.md §0).
  meta: z.looseObject({ is_authenticated: z.boolean().nullable() }).optional(),
});
export type Unauthenticated = z.infer<typeof unauthenticatedSchema>;

/** What every auth-changing call answers: the new authentication state. */
export const authResponseSchema = z.union([authenticatedSchema, unauthenticatedSchema]);
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const configSchema = z.looseObject({
  status: z.literal(200),
  data: z.looseObject({
    account: z.looseObject({
      login_methods: z.array(z.string()).optional(),
      is_open_for_signup: z.boolean(),
      email_verification_by_code_enabled: z.boolean().optional(),
      login_by_code_enabled: z.boolean().optional(),
      password_reset_by_code_enabled: z.boolean().optional(),
    }),
    socialaccount: z.looseObject({ providers: z.array(providerSchema) }).optional(),
    mfa: z.looseObject({ supported_types: z.array(z.string()) }).optional(),
  }),
});
export type AllauthConfig = z.infer<typeof configSchema>;

/** GET /auth/email/verify with the key header: who the key belongs to. */
export const emailVerifyInfoSchema = z.looseObject({
  status: z.literal(200),
  data: z.looseObject({ email: z.string(), user: allauthUserSchema }),
  meta: z.looseObject({ is_authenticating: z.boolean() }).optional(),
});

/** GET /auth/password/reset with the key header. */
export const passwordResetInfoSchema = z.looseObject({
  status: z.literal(200),
  data: z.looseObject({ user: allauthUserSchema }),
});

/** GET /auth/provider/signup: the pending third-party account. */
export const providerSignupInfoSchema = z.looseObject({
  status: z.literal(200),
  data: z.looseObject({
    user: z.looseObject({ display: z.string().optional() }).optional(),
    account: z.looseObject({ uid: z.string(), display: z.string(), provider: providerSchema }),
    email: z.array(z.looseObject({ email: z.string(), verified: z.boolean(), primary: z.boolean() })),
  }),
});

/** Answers that carry nothing but the status (password request in link mode, resend). */
export const statusOnlySchema = z.looseObject({ status: z.number() });

export const loginInput = z.object({ email: z.string(), password: z.string() });
export const signupInput = z.object({ email: z.string(), password: z.string() });
export const passwordRequestInput = z.object({ email: z.string() });
export const passwordResetInput = z.object({ key: z.string(), password: z.string() });
export const passwordChangeInput = z.object({ current_password: z.string().optional(), new_password: z.string() });
export const twoFactorInput = z.object({ code: z.string() });
export const providerSignupInput = z.object({ email: z.string() });
