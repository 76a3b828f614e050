import { useEffect, useState } from "react";
import type { Features } from "../api-client/schemas/page-context";

/**
 * Spec §6: VPN is available except to Russian visitors who are not logged in. The static page shows
 * VPN to everyone (no layout shift for the many); the browser then asks `GET /my/api/features/`
 * once per page load and hides it for a Russian visitor without a session. The hosting API answers
 * `vpn_available` for the caller's session (false only for RU without a session), so a logged-in
 * Russian customer keeps VPN; a failed call leaves the static page as it is.
 */
export function isVpnHidden(features: Pick<Features, "country_code" | "vpn_available">): boolean {
  return features.country_code.toUpperCase() === "RU" && !features.vpn_available;
}

/**
 * The two fields this rule needs, checked by hand: zod in the layout would put it in every page's
 * shared bundle, and zod 4 probes `new Function` on load, which the site's CSP (no unsafe-eval) reports.
 * The full answer is still checked with `featuresSchema` in the account app.
 */
export function readVpnFields(data: unknown): Pick<Features, "country_code" | "vpn_available"> | null {
  if (!data || typeof data !== "object") return null;
  const { country_code, vpn_available } = data as Record<string, unknown>;
  if (typeof country_code !== "string" || country_code.length !== 2 || typeof vpn_available !== "boolean") return null;
  return { country_code, vpn_available };
}

let pending: Promise<boolean> | null = null;

export function fetchVpnHidden(): Promise<boolean> {
  pending ??= fetch("/my/api/features/", { credentials: "include", headers: { accept: "application/json", "X-Requested-With": "XMLHttpRequest" } })
    .then(async (response) => {
      const fields = response.ok ? readVpnFields(await response.json()) : null;
      return fields ? isVpnHidden(fields) : false;
    })
    .catch(() => false);
  return pending;
}

export function useVpnHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let live = true;
    void fetchVpnHidden().then((value) => live && setHidden(value));
    return () => {
      live = false;
    };
  }, []);
  return hidden;
}
