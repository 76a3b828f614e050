import * as z from "zod/mini";

// allauth's answers, in zod/mini: the account area's first load (session, config) has no zod classic
// (decision 065). The request payloads are auth-requests.ts.

/** django-allauth headless envelopes (browser mode), as the sandbox and the real backend send them. */
export const allauthUserSchema = z.object({
  id: z.union([z.int(), z.string()]),
  display: z.string(),
  has_usable_password: z.boolean(),
  email: z.optional(z.string()),
  username: z.optional(z.string()),
});

export const authMethodSchema = z.catchall(z.object({ method: z.string(), at: z.number() }), z.unknown());

export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  client_id: z.optional(z.string()),
  flows: z.array(z.enum(["provider_redirect", "provider_token"])),
});

export const flowSchema = z.object({
  id: z.string(),
  is_pending: z.optional(z.boolean()),
  providers: z.optional(z.array(z.string())),
  provider: z.optional(providerSchema),
  types: z.optional(z.array(z.enum(["totp", "recovery_codes", "webauthn"]))),
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
  meta: z.object({ is_authenticated: z.nullable(z.boolean()) }),
});

export const allauthErrorSchema = z.object({
  status: z.literal(400),
  errors: z.array(z.object({ code: z.string(), message: z.string(), param: z.optional(z.string()) })),
});

export const allauthStatusSchema = z.object({ status: z.int(), detail: z.optional(z.string()) });

export const authResponseSchema = z.union([authenticatedSchema, unauthenticatedSchema, allauthErrorSchema, allauthStatusSchema]);
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const allauthConfigSchema = z.object({
  status: z.literal(200),
  data: z.object({
    account: z.object({
      authentication_method: z.optional(z.string()),
      login_methods: z.optional(z.array(z.string())),
      is_open_for_signup: z.boolean(),
      email_verification_by_code_enabled: z.boolean(),
      login_by_code_enabled: z.boolean(),
      password_reset_by_code_enabled: z.optional(z.boolean()),
    }),
    socialaccount: z.optional(z.object({ providers: z.array(providerSchema) })),
    mfa: z.optional(z.object({ supported_types: z.array(z.string()) })),
  }),
});
