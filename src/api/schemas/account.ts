import { z } from "zod";

/** Personal info (spec §3): `user.first_name`, `user.last_name`, country, city, zip_code, address. */
export const personalInfoSchema = z.looseObject({
  user: z.looseObject({ first_name: z.string(), last_name: z.string() }),
  country: z.string().nullable(),
  city: z.string(),
  zip_code: z.string(),
  address: z.string(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const personalInfoInput = z.object({
  user: z.object({ first_name: z.string(), last_name: z.string() }),
  country: z.string(),
  city: z.string(),
  zip_code: z.string(),
  address: z.string(),
});
export type PersonalInfoInput = z.infer<typeof personalInfoInput>;

/** Account menu context (spec §3: items; the admin link and second-login entries are items). */
export const menuItemSchema = z.looseObject({
  key: z.string(),
  title: z.string(),
  url: z.string(),
  external: z.boolean().optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuContextSchema = z.looseObject({
  items: z.array(menuItemSchema),
  user: z.looseObject({ id: z.number(), email: z.string(), first_name: z.string().optional(), last_name: z.string().optional() }).optional(),
  is_second_login: z.boolean().optional(),
});
export type MenuContext = z.infer<typeof menuContextSchema>;

/** PUT /my/api/second_login/ {access}: which account a second login acts on. */
export const secondLoginInput = z.object({ access: z.number() });
export const secondLoginSchema = z.looseObject({
  access: z.number(),
  access_level: z.string(),
  accounts: z.array(z.looseObject({ id: z.number(), email: z.string(), is_main: z.boolean() })),
});
export type SecondLogin = z.infer<typeof secondLoginSchema>;

/** PUT /my/api/i18n/language/ {language}: en or ru; the answer is not shown (spec §7), so any body or none. */
export const languageInput = z.object({ language: z.enum(["en", "ru"]) });
export const languageAnswerSchema = z.unknown();
