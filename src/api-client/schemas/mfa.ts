import * as z from "zod/mini";
import { flowSchema } from "./auth";

/**
 * allauth's MFA answers (contracts/allauth/openapi.yaml "Account: 2FA", "Account: WebAuthn"), in zod/mini
 * like the other auth answers (decision 065). WebAuthn options are handed to the browser as they come.
 */
const timestamp = z.number();

const totpAuthenticatorSchema = z.object({ type: z.literal("totp"), created_at: timestamp, last_used_at: z.nullable(timestamp) });
const recoveryCodesAuthenticatorSchema = z.object({
  type: z.literal("recovery_codes"),
  created_at: timestamp,
  last_used_at: z.nullable(timestamp),
  total_code_count: z.int(),
  unused_code_count: z.int(),
});
export const webauthnAuthenticatorSchema = z.object({
  type: z.literal("webauthn"),
  id: z.int(),
  name: z.string(),
  created_at: timestamp,
  last_used_at: z.nullable(timestamp),
  is_passwordless: z.optional(z.boolean()),
});
export type WebauthnAuthenticator = z.infer<typeof webauthnAuthenticatorSchema>;

export const authenticatorListSchema = z.object({
  status: z.literal(200),
  data: z.array(z.union([totpAuthenticatorSchema, recoveryCodesAuthenticatorSchema, webauthnAuthenticatorSchema])),
});
export type AuthenticatorList = z.infer<typeof authenticatorListSchema>["data"];

/** GET totp: 200 when active, 404 with the secret to set up when not. */
export const totpStatusSchema = z.union([
  z.object({ status: z.literal(200), data: totpAuthenticatorSchema }),
  z.object({ status: z.literal(404), meta: z.object({ secret: z.string(), totp_url: z.string() }) }),
]);

export const totpActivatedSchema = z.object({
  status: z.literal(200),
  data: totpAuthenticatorSchema,
  meta: z.optional(z.object({ recovery_codes_generated: z.optional(z.boolean()) })),
});

export const recoveryCodesSchema = z.object({
  status: z.literal(200),
  data: z.object({ total_code_count: z.int(), unused_code_count: z.int(), unused_codes: z.array(z.string()) }),
});

export const okStatusSchema = z.object({ status: z.literal(200) });

const optionsObject = z.record(z.string(), z.unknown());
export const creationOptionsSchema = z.object({ status: z.literal(200), data: z.object({ creation_options: z.object({ publicKey: optionsObject }) }) });
export const requestOptionsSchema = z.object({ status: z.literal(200), data: z.object({ request_options: z.object({ publicKey: optionsObject }) }) });

export const webauthnAddedSchema = z.object({ status: z.literal(200), data: webauthnAuthenticatorSchema });

/** 401 of an account call: `meta.is_authenticated` true means "reauthenticate first", with the flows that can. */
export const reauthenticationSchema = z.object({
  status: z.literal(401),
  data: z.object({ flows: z.array(flowSchema) }),
  meta: z.object({ is_authenticated: z.nullable(z.boolean()) }),
});
