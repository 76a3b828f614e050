import { defineIsland } from "../define";
import { AuthProvider } from "../../components/auth/auth-context";
import { HeaderAccount } from "../../components/auth/header-account";

/**
 * The header's account entry on content pages (decision 086): the static "My account" link until the auth
 * state says a customer is signed in, then their account menu (as in the checkout). It does not route:
 * logging out here leaves the visitor on the page. The boot script starts it at idle when the browser's
 * hint says the visitor was signed in (src/lib/signed-in-hint.ts), else on first use.
 */
function AccountEntry() {
  return (
    <AuthProvider routing={false}>
      <HeaderAccount />
    </AuthProvider>
  );
}

export default defineIsland({
  name: "account-entry",
  component: AccountEntry,
  strings: ["nav.account", "account.nav", "account.sections"],
  when: "interaction",
});
