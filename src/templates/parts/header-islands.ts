import accountEntryIsland from "../../islands/entries/account-entry";
import chatBadgeIsland from "../../islands/entries/chat-badge";
import chatLauncherIsland from "../../islands/entries/chat-launcher";
import productMenuIsland from "../../islands/entries/product-menu";

/**
 * The header's and footer's islands, as the server render (and Jest) places them: the entries themselves.
 * Gatsby's browser bundles take header-islands.browser.ts instead (src/build/header-islands-alias.ts, decision 232).
 */
export { accountEntryIsland, chatBadgeIsland, chatLauncherIsland, productMenuIsland };
