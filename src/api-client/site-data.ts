import { call } from "./client";
import { currencyListSchema, featuresSchema } from "./schemas/site-data";

/**
 * The site-wide data every page asks for (the currency switcher, the VPN rule), on the shared client.
 * Kept apart from payment.ts, which pulls the whole zod-classic schema barrel: a content page loads only
 * this, the client and zod/mini (decision 056). Each resolves with the answer or throws its `ApiError`.
 */
export const getCurrencies = () => call({ path: "/my/api/currency/", schema: currencyListSchema });
export const getFeatures = () => call({ path: "/my/api/features/", schema: featuresSchema });
