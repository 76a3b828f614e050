import * as z from "zod/mini";

// Answers of the account calls, in zod/mini: the account area's first load has no zod classic (decision 065).
// The request schemas are account-requests.ts.

export const menuItemSchema = z.object({ key: z.string(), title: z.string(), url: z.string(), external: z.boolean() });
export const menuContextSchema = z.object({
  items: z.array(menuItemSchema),
  user: z.object({ id: z.int(), email: z.string(), first_name: z.string(), last_name: z.string() }),
  is_second_login: z.boolean(),
  balance: z.number(),
});
export type MenuContext = z.infer<typeof menuContextSchema>;

/** Personal info (spec §3): complete only if all six fields are filled. */
export const personalInfoSchema = z.object({
  user: z.object({ first_name: z.string(), last_name: z.string() }),
  country: z.nullable(z.string().check(z.length(2))),
  city: z.string(),
  zip_code: z.string(),
  address: z.string(),
  is_complete: z.boolean(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const secondLoginSchema = z.object({
  access: z.int(),
  access_level: z.string(),
  accounts: z.array(z.object({ id: z.int(), email: z.string(), is_main: z.boolean() })),
});
export type SecondLogin = z.infer<typeof secondLoginSchema>;
