import { useEffect, useState, type ComponentType } from "react";
import { AccountEntryLink } from "../account-entry";
import { maybeSignedIn } from "../../lib/signed-in-hint";

/**
 * The header's account entry of content pages (decisions 086, 122): the static "My account" link, which
 * becomes the signed-in customer's menu once the auth code (a chunk of its own) has loaded and the session
 * says so. The auth code loads only when the browser's hint says the visitor was signed in (the boot script
 * then starts this island at idle); for everyone else the entry stays the link to the account area, which
 * asks the session itself, so an anonymous visitor reaching for it loads no auth code and makes no session
 * call. Pages that still have Gatsby's runtime (their islands mount at once) follow the same rule.
 */
export function ContentAccountEntry() {
  const [Live, setLive] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!maybeSignedIn()) return;
    let current = true;
    // A chunk that does not arrive leaves the link, which works without it (and an unhandled chunk failure on a
    // page with Gatsby's runtime would make it navigate the page again: decision 263).
    import("./live-account-entry").then(
      (m) => current && setLive(() => m.LiveAccountEntry),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return Live ? <Live /> : <AccountEntryLink />;
}
