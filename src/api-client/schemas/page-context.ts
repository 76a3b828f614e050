import * as z from "zod/mini";
import { currencyCodeSchema } from "./common";

// Answers, in zod/mini (decision 065); the request schemas of the public forms are page-context-requests.ts.
export { CONTACT_SUBJECTS } from "../../lib/contact-subjects";

export const recaptchaContextSchema = z.object({ public_key: z.string().check(z.minLength(1)) });

export const publicCompanyListSchema = z.object({
  results: z.array(z.object({ name: z.string(), country: z.string(), address: z.string(), registration_number: z.string() })),
});

export const homeContextSchema = z.object({ prices: z.record(z.string(), z.number()), currency: currencyCodeSchema });

// The features and currency answers are defined once, in zod/mini (site-data.ts): content pages check them
// without zod classic. The same schemas serve the account and checkout code.
export { featuresSchema, currencySchema, currencyListSchema, type Features, type Currency } from "./site-data";

export const siteConfigSchema = z.object({
  default_currency: currencyCodeSchema,
  languages: z.array(z.enum(["en", "ru"])),
  minPrices: z.record(z.string(), z.number()),
  min_crypto_amount: z.number(),
  card_script_version: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const contactResponseSchema = z.object({ id: z.int() });
