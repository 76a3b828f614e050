import { SITE_DOMAINS } from "../../../src/lib/domains";

/**
 * The provider's own domain for every address the seed's texts show (support and privacy mail, the
 * status page, server names in help articles): one place, the first provider domain of spec §9
 * (src/lib/domains.ts), instead of placeholder domains (issue 17).
 */
export const COMPANY_DOMAIN: string = SITE_DOMAINS.providers[0];
export const STATUS_PAGE = `https://status.${COMPANY_DOMAIN}`;
