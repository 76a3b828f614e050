import { z } from "zod";

export const menuItemSchema = z.object({ key: z.string(), title: z.string(), url: z.string(), external: z.boolean() });
export const menuContextSchema = z.object({
  items: z.array(menuItemSchema),
  user: z.object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string() }),
  is_second_login: z.boolean(),
  balance: z.number(),
});
export type MenuContext = z.infer<typeof menuContextSchema>;

/** Personal info (spec §3): complete only if all six fields are filled. */
export const personalInfoSchema = z.object({
  user: z.object({ first_name: z.string(), last_name: z.string() }),
  country: z.string().length(2).nullable(),
  city: z.string(),
  zip_code: z.string(),
  address: z.string(),
  is_complete: z.boolean(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const personalInfoRequestSchema = z.object({
  user: z.object({ first_name: z.string().trim().min(1).max(128), last_name: z.string().trim().min(1).max(128) }),
  country: z.string().regex(/^[A-Z]{2}$/),
  city: z.string().trim().min(1).max(128),
  zip_code: z.string().trim().min(1).max(128),
  address: z.string().trim().min(1).max(128),
});
export type PersonalInfoRequest = z.infer<typeof personalInfoRequestSchema>;

export const secondLoginSchema = z.object({
  access: z.number().int(),
  access_level: z.string(),
  accounts: z.array(z.object({ id: z.number().int(), email: z.string(), is_main: z.boolean() })),
});
export const secondLoginRequestSchema = z.object({ access: z.number().int() });
export type SecondLogin = z.infer<typeof secondLoginSchema>;
