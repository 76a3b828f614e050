import * as z from "zod/mini";

/**
 * allauth's answers about the signed-in customer's sessions, e-mail addresses and connected logins
 * (contracts/allauth/openapi.yaml "Sessions", "Account: Email", "Account: Providers"), in zod/mini like
 * the other auth answers (decision 065).
 */
export const sessionListSchema = z.object({
  status: z.literal(200),
  data: z.array(
    z.object({
      id: z.int(),
      user_agent: z.string(),
      ip: z.string(),
      created_at: z.number(),
      is_current: z.boolean(),
      last_seen_at: z.optional(z.number()),
    }),
  ),
});
export type UserSession = z.infer<typeof sessionListSchema>["data"][number];

export const emailAddressListSchema = z.object({
  status: z.literal(200),
  data: z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() })),
});
export type EmailAddress = z.infer<typeof emailAddressListSchema>["data"][number];

export const providerAccountListSchema = z.object({
  status: z.literal(200),
  data: z.array(z.object({ uid: z.string(), display: z.string(), provider: z.object({ id: z.string(), name: z.string() }) })),
});
