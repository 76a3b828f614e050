/**
 * Paths served by Gatsby's runtime: the account and checkout apps (both languages), the auth screens and
 * the partner page. Every other page is static HTML with islands (decision 078), reached by a page load.
 */
const APP_PATH = /^(?:\/ru)?\/(?:my|checkout|auth|partners)(?:\/|$|\?|#)/;

export const isAppPath = (to: string): boolean => {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith("//")) return false;
  return APP_PATH.test(to);
};
