/**
 * A hint, kept in the browser, that the visitor was signed in when the auth state last settled (decision
 * 086). The auth store writes it on every session answer; a static content page's boot script reads it
 * to start the header's account entry at once for a probably signed-in visitor, and to leave the auth
 * code (and the session call) out for everyone else until they reach for the entry. Not a credential:
 * the entry asks the session before it shows anything.
 */
const KEY = "hostward:signed-in";

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, "1");
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: no hint, the entry starts when it is used.
  }
}

export function maybeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}
