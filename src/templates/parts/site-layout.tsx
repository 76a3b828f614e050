import { useEffect, type ComponentProps } from "react";
import { Layout } from "../../components/layout";
import { CurrencySwitcher } from "../../components/pricing/currency-switcher";
import { useI18next } from "gatsby-plugin-react-i18next";
import { Island } from "../../islands/island";
import { accountEntryIsland, chatBadgeIsland, chatLauncherIsland, productMenuIsland } from "./header-islands";
import { isAppPath } from "../../lib/app-paths";
import type { MenuItem } from "../../components/product-menu";
import { chatActive } from "../../lib/chat-active";
import { whenIdle } from "../../islands/next-task";

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
// The chat's parts start on the visitor's reach too (issue 40), at once while a conversation is under way (its
// unread count stays live); the badge with the launcher. Until then the server's button is kept clear of the
// page's primary actions by the layout (below), as the boot script does on content pages.
const CHAT_BADGE = <Island of={chatBadgeIsland} props={NO_PROPS} className="island-root--inline" companionOf={chatLauncherIsland.name} />;
const CHAT_LAUNCHER = <Island of={chatLauncherIsland} props={NO_PROPS} className="island-root--inline" onIntent eagerIf={chatActive} />;
const ACCOUNT_ISLAND = <Island of={accountEntryIsland} props={NO_PROPS} className="island-root--inline" />;
// The product menu starts on the visitor's reach on the app pages too, as on content pages (decision 246): it is
// not part of an app's first screen.
const productMenu = (items: MenuItem[]) => <Island of={productMenuIsland} props={{ items }} className="island-root--inline" onIntent />;

export function SiteLayout(props: SiteLayoutProps) {
  const { originalPath } = useI18next();
  // The account entry: the page's own (the checkout's), the island on content pages, the static link on
  // the other app pages (the auth screens and the account area hold the auth state themselves).
  const account = props.account ?? (isAppPath(originalPath) ? undefined : ACCOUNT_ISLAND);
  useEffect(() => {
    // In the browser (an app page): the server's chat button steps aside of primary actions before its island
    // starts, from the first idle moment (not in the tasks of the app's first render, as the boot script does it
    // after load on content pages). The island's launcher asks for the same placement once live; one runs
    // (launcher-placement.ts).
    let stop: (() => void) | undefined;
    let live = true;
    const place = () => {
      const launcher = document.querySelector<HTMLElement>('[data-testid="chat-launcher"]');
      // A chunk that does not arrive (a new deploy replaced it) is left to the island: an unhandled chunk failure
      // would make Gatsby's runtime navigate the page again (.cache/navigation.js), and again.
      if (launcher && live)
        import("../../components/launcher-placement").then(
          ({ keepClearOfActions }) => {
            if (live) stop = keepClearOfActions(launcher);
          },
          () => undefined,
        );
    };
    whenIdle(place);
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return <Layout {...props} account={account} currency={CURRENCY} chatBadge={CHAT_BADGE} chatLauncher={CHAT_LAUNCHER} productMenu={productMenu} />;
}
