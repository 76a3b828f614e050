import { AuthProvider } from "./auth-context";
import { HeaderAccount } from "./header-account";

/** The header's account entry with the auth state, without routing (a content page stays where it is on logout). */
export function LiveAccountEntry() {
  return (
    <AuthProvider routing={false}>
      <HeaderAccount />
    </AuthProvider>
  );
}
