/**
 * The seller named on every invoice and in every footer: the site settings' company (studio seed
 * `siteSettings.contacts`: "Hostward B.V., Keizersgracht 520, 1017 EK Amsterdam", `addressCountry: "NL"`).
 * The account app and the sandbox are not built from the CMS, so the VAT rules read this copy;
 * `seller.test.ts` keeps it equal to the seeded settings (decision 162).
 */
export const SELLER = {
  name: "Hostward B.V.",
  address: "Keizersgracht 520, 1017 EK Amsterdam",
  /** Where the seller is established: its own rate for domestic supplies and for customers of unknown country. */
  country: "NL",
} as const;
