import { authStore } from "../../../components/auth/auth-store";

/**
 * The session call (and the auth config) start when the account page's first modules have run, not after
 * hydration and the app's first render: the account area waits on its answer for everything it shows.
 * The menu and profile follow as soon as the session is known to be signed in (the signed-in area asks
 * again when it mounts; the store does not repeat a request under way).
 */
export function startAccountSession(): void {
  // The build's HTML renders the page too: no calls there.
  if (typeof window === "undefined") return;
  authStore.start();
  const stop = authStore.subscribe(() => {
    const { status } = authStore.getSnapshot();
    if (status === "loading") return;
    stop();
    if (status === "settled") void authStore.loadAccount();
  });
}
