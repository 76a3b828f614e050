import { z } from "zod";

/** django-allauth headless envelopes (browser mode), as the sandbox and the real backend send them. */
export const allauthUserSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  display: z.string(),
  has_usable_password: z.boolean(),
  email: z.string().optional(),
  username: z.string().optional(),
});

export const authMethodSchema = z.object({ method: z.string(), at: z.number() }).catchall(z.unknown());

export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  client_id: z.string().optional(),
  flows: z.array(z.enum(["provider_redirect", "provider_token"])),
});

export const flowSchema = z.object({
  id: z.string(),
  is_pending: z.boolean().optional(),
  providers: z.array(z.string()).optional(),
  provider: providerSchema.optional(),
  types: z.array(z.enum(["totp", "recovery_codes", "webauthn"])).optional(),
});
export type Flow = z.infer<typeof flowSchema>;

export const authenticatedSchema = z.object({
  status: z.literal(200),
  data: z.object({ user: allauthUserSchema, methods: z.array(authMethodSchema) }),
  meta: z.object({ is_authenticated: z.literal(true) }),
});

/** 401: flows; meta.is_authenticated may be null (treat as false). */
export const unauthenticatedSchema = z.object({
  status: z.literal(401),
  data: z.object({ flows: z.array(flowSchema) }),
  meta: z.object({ is_authenticated: z.boolean().nullable() }),
});

export const allauthErrorSchema = z.object({
  status: z.literal(400),
  errors: z.array(z.object({ code: z.string(), message: z.string(), param: z.string().optional() })),
});

export const allauthStatusSchema = z.object({ status: z.number().int(), detail: z.string().optional() });

export const authResponseSchema = z.union([authenticatedSchema, unauthenticatedSchema, allauthErrorSchema, allauthStatusSchema]);
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const allauthConfigSchema = z.object({
  status: z.literal(200),
  data: z.object({
    account: z.object({
      authentication_method: z.string().optional(),
      login_methods: z.array(z.string()).optional(),
      is_open_for_signup: z.boolean(),
      email_verification_by_code_enabled: z.boolean(),
      login_by_code_enabled: z.boolean(),
      password_reset_by_code_enabled: z.boolean().optional(),
    }),
    socialaccount: z.object({ providers: z.array(providerSchema) }).optional(),
    mfa: z.object({ supported_types: z.array(z.string()) }).optional(),
  }),
});

/** Request payloads. */
export const loginRequestSchema = z.object({ email: z.string().email(), password: z.string().min(1) });
export const signupRequestSchema = z.object({ email: z.string().email(), password: z.string().min(7) });
export const oneStepSignupRequestSchema = z.object({ email: z.string().email() });
export const passwordRequestSchema = z.object({ email: z.string().email() });
export const passwordResetRequestSchema = z.object({ key: z.string().min(1), password: z.string().min(7) });
export const verifyEmailRequestSchema = z.object({ key: z.string().min(1) });
export const mfaAuthenticateRequestSchema = z.object({ code: z.string().regex(/^\d{6}$/) });
export const providerSignupRequestSchema = z.object({ email: z.string().email() });
export const providerTokenRequestSchema = z.object({
  provider: z.string(),
  process: z.enum(["login", "connect"]),
  token: z.object({ client_id: z.string(), id_token: z.string().optional(), access_token: z.string().optional() }),
});
