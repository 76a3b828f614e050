import { useEffect, useState, type ComponentType } from "react";
import { AccountEntryLink } from "../account-entry";
import { maybeSignedIn } from "../../lib/signed-in-hint";

type BootWindow = { __siteCurrencyReady?: unknown };

/**
 * The header's account entry of content pages (decision 086): the static "My account" link, which becomes
 * the signed-in customer's menu once the auth code (a chunk of its own) has loaded and the session says so.
 * On a static page this runs when the island starts (the visitor reached for it, or the hint says they
 * were signed in); on a page that still has Gatsby's runtime (its islands mount at once: the boot script's
 * `__siteCurrencyReady` is absent) the auth code loads only when the hint says so, so anonymous visitors
 * never load it there.
 */
export function ContentAccountEntry() {
  const [Live, setLive] = useState<ComponentType | null>(null);
  useEffect(() => {
    const staticPage = !!(window as unknown as BootWindow).__siteCurrencyReady;
    if (!staticPage && !maybeSignedIn()) return;
    let current = true;
    void import("./live-account-entry").then((m) => current && setLive(() => m.LiveAccountEntry));
    return () => {
      current = false;
    };
  }, []);
  return Live ? <Live /> : <AccountEntryLink />;
}
