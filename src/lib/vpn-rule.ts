/**
 * Spec §6: VPN is available except to Russian visitors who are not logged in. The static page shows
 * VPN to everyone (no layout shift for the many); the browser then reads the page's features answer
 * (`GET /my/api/features/`, asked once per page load and shared with the currency store) and hides it
 * for a Russian visitor without a session. The hosting API answers `vpn_available` for the caller's
 * session (false only for RU without a session), so a logged-in Russian customer keeps VPN; a failed
 * or malformed answer leaves the static page as it is.
 */
export function isVpnHidden(features: { country_code: string; vpn_available: boolean }): boolean {
  return features.country_code.toUpperCase() === "RU" && !features.vpn_available;
}
