import { defineIsland } from "../define";
import { ContentAccountEntry } from "../../components/auth/content-account-entry";

/**
 * The header's account entry on content pages (decisions 086, 122): the static "My account" link until the
 * auth state says a customer is signed in, then their account menu (as in the checkout), without routing.
 * The boot script starts it at idle when the browser's hint says the visitor was signed in, and only then
 * (`when: "boot"`): for everyone else it is the static link to the account area, and reaching for it loads
 * nothing.
 */
export default defineIsland({
  name: "account-entry",
  component: ContentAccountEntry,
  strings: ["nav.account", "account.nav", "account.sections"],
  when: "boot",
});
