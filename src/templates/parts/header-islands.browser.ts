import type { LazyIslandDefinition } from "../../islands/lazy-definition";
import type { MenuItem } from "../../components/product-menu";

/**
 * The header's and footer's islands in Gatsby's browser bundles (decision 232): the same names, strings and start
 * rules as their entry files (header-islands.test.ts compares them), the components fetched when the island
 * mounts. Their code (the product menu with its prices, the chat's launcher and badge, the content pages'
 * account entry) was in `commons`, which every app page loads before its first paint.
 */
export const accountEntryIsland: LazyIslandDefinition<object> = {
  name: "account-entry",
  strings: ["nav.account", "account.nav", "account.sections"],
  when: "boot",
  load: () => import("../../islands/entries/account-entry"),
};

export const chatBadgeIsland: LazyIslandDefinition<object> = {
  name: "chat-badge",
  strings: ["chat:supportChat"],
  when: "interaction",
  load: () => import("../../islands/entries/chat-badge"),
};

export const chatLauncherIsland: LazyIslandDefinition<object> = {
  name: "chat-launcher",
  strings: ["chat:", "errors:"],
  when: "interaction",
  load: () => import("../../islands/entries/chat-launcher"),
};

export const productMenuIsland: LazyIslandDefinition<{ items: MenuItem[] }> = {
  name: "product-menu",
  strings: ["site:site.menu", "site:site.lines", "site:site.lineBlurbs"],
  when: "interaction",
  load: () => import("../../islands/entries/product-menu"),
};
