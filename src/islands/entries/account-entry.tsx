import { defineIsland } from "../define";
import { ContentAccountEntry } from "../../components/auth/content-account-entry";

/**
 * The header's account entry on content pages (decision 086): the static "My account" link until the auth
 * state says a customer is signed in, then their account menu (as in the checkout), without routing. The
 * boot script starts it at idle when the browser's hint says the visitor was signed in, else on first use.
 */
export default defineIsland({
  name: "account-entry",
  component: ContentAccountEntry,
  strings: ["nav.account", "account.nav", "account.sections"],
  when: "interaction",
});
