/** The new-customer discount of spec §9 (siteSettings.claims newCustomerDiscountPercent/Months). Zod-free. */
export const NEW_CUSTOMER_PROMO = { percent: 5, months: 3 } as const;
