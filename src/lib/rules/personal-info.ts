/** Personal data of the account (spec §3): first and last name, country, city, zip code, address. */
export const PERSONAL_FIELD_MAX = 128;
