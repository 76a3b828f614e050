import type { ComponentProps } from "react";
import { Layout } from "../../components/layout";
import { CurrencySwitcher } from "../../components/pricing/currency-switcher";
import { useI18next } from "gatsby-plugin-react-i18next";
import { Island } from "../../islands/island";
import { accountEntryIsland, chatBadgeIsland, chatLauncherIsland, productMenuIsland } from "./header-islands";
import { isAppPath } from "../../lib/app-paths";
import type { MenuItem } from "../../components/product-menu";

type SiteLayoutProps = Omit<ComponentProps<typeof Layout>, "currency" | "chatBadge" | "chatLauncher" | "productMenu">;

/**
 * The site Layout with its header's feature parts filled in: the currency switcher, the support chat's
 * header badge and its launcher, the product menu. Every page and template uses this; the Layout itself (shared UI) takes
 * the parts as slots and imports no feature. The chat parts and the account entry are islands (decisions
 * 078, 086): on static content pages they start on interaction, on the client-app pages at once. In Gatsby's
 * browser bundles their components are fetched as they mount (./header-islands.browser.ts, decision 232).
 */
// The header's slots are made once, not per render: the header is memoised (components/site-header.tsx), and a
// client app's page re-renders this layout on each of its state changes.
const NO_PROPS = {};
const CURRENCY = <CurrencySwitcher />;
const CHAT_BADGE = <Island of={chatBadgeIsland} props={NO_PROPS} className="island-root--inline" />;
const CHAT_LAUNCHER = <Island of={chatLauncherIsland} props={NO_PROPS} className="island-root--inline" />;
const ACCOUNT_ISLAND = <Island of={accountEntryIsland} props={NO_PROPS} className="island-root--inline" />;
// The product menu starts on the visitor's reach on the app pages too, as on content pages (decision 246): it is
// not part of an app's first screen. The chat's parts start at once (the launcher steps aside of primary actions).
const productMenu = (items: MenuItem[]) => <Island of={productMenuIsland} props={{ items }} className="island-root--inline" onIntent />;

export function SiteLayout(props: SiteLayoutProps) {
  const { originalPath } = useI18next();
  // The account entry: the page's own (the checkout's), the island on content pages, the static link on
  // the other app pages (the auth screens and the account area hold the auth state themselves).
  const account = props.account ?? (isAppPath(originalPath) ? undefined : ACCOUNT_ISLAND);
  return <Layout {...props} account={account} currency={CURRENCY} chatBadge={CHAT_BADGE} chatLauncher={CHAT_LAUNCHER} productMenu={productMenu} />;
}
