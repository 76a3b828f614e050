import * as z from "zod/mini";
import { CURRENCY_CODES } from "../../lib/money";

/**
 * The two answers every page asks for (the currency switcher, the VPN rule): currencies and features.
 * Written with zod/mini, not zod classic, so a content page checks them without loading zod classic
 * (~25 KB gz; docs/decisions/056-site-data-on-zod-mini.md). These are the only definitions of these
 * shapes: page-context.ts re-exports them for the account and checkout code.
 */

/** Spec §9: the currencies the site can show (the list is src/lib/money.ts's, as for zod classic's `currencyCodeSchema`). */
export const currencySchema = z.object({ short: z.enum(CURRENCY_CODES), multiplier: z.number().check(z.positive()), name: z.string() });
export const currencyListSchema = z.object({ currencies: z.array(currencySchema).check(z.minLength(1)) });
export type Currency = z.infer<typeof currencySchema>;

export const featuresSchema = z.object({
  country_code: z.string().check(z.length(2)),
  vpn_available: z.boolean(),
  crypto_available: z.boolean(),
  disabled_social_providers: z.array(z.string()),
});
export type Features = z.infer<typeof featuresSchema>;
