import type { ComponentProps } from "react";
import { Layout } from "../../components/layout";
import { CurrencySwitcher } from "../../components/pricing/currency-switcher";
import { ChatHeaderBadge } from "../../features/support-chat/chat-header-badge";
import { ChatLauncher } from "../../features/support-chat/chat-launcher";

type SiteLayoutProps = Omit<ComponentProps<typeof Layout>, "currency" | "chatBadge" | "chatLauncher">;

/**
 * The site Layout with its header's feature parts filled in: the currency switcher, the support chat's
 * header badge and its launcher. Every page and template uses this; the Layout itself (shared UI) takes
 * the parts as slots and imports no feature.
 */
export function SiteLayout(props: SiteLayoutProps) {
  return <Layout {...props} currency={<CurrencySwitcher />} chatBadge={<ChatHeaderBadge />} chatLauncher={<ChatLauncher />} />;
}
