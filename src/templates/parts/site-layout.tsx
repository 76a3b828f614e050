import type { ComponentProps } from "react";
import { Layout } from "../../components/layout";
import { CurrencySwitcher } from "../../components/pricing/currency-switcher";
import { Island } from "../../islands/island";
import chatBadgeIsland from "../../islands/entries/chat-badge";
import chatLauncherIsland from "../../islands/entries/chat-launcher";
import productMenuIsland from "../../islands/entries/product-menu";

type SiteLayoutProps = Omit<ComponentProps<typeof Layout>, "currency" | "chatBadge" | "chatLauncher" | "productMenu">;

/**
 * The site Layout with its header's feature parts filled in: the currency switcher, the support chat's
 * header badge and its launcher, the product menu. Every page and template uses this; the Layout itself (shared UI) takes
 * the parts as slots and imports no feature. The chat parts are islands (decision 078): on static content
 * pages they start on interaction, on the client-app pages at once.
 */
export function SiteLayout(props: SiteLayoutProps) {
  return (
    <Layout
      {...props}
      currency={<CurrencySwitcher />}
      chatBadge={<Island of={chatBadgeIsland} props={{}} className="island-root--inline" />}
      chatLauncher={<Island of={chatLauncherIsland} props={{}} className="island-root--inline" />}
      productMenu={(items) => <Island of={productMenuIsland} props={{ items }} className="island-root--inline" />}
    />
  );
}
