/** The sandbox's clock: Unix seconds, as the tables store them. Its own module so that the user records
 * (which the seed creates while the database opens) need not import the database module back. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
