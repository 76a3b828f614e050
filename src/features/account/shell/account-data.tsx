import { useEffect, type ReactNode } from "react";
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "@/api-client/graphql/client";
import { useAuth } from "@/components/auth/auth-context";
import { connectRealtime } from "./realtime";
import { ToastProvider } from "@/components/toasts/use-toast";
import { CurrencyProvider } from "@/components/app-ui/currency";
import { useLang } from "@/components/use-lang";

let tabClient: { userId: unknown; client: ApolloClient } | undefined;
let tabLanguage = "en";

/**
 * Data context of the account sections: one Apollo client per tab (the language is read per request),
 * the realtime socket feeding its cache, the display currency and the toasts.
 */
export function AccountData({ children }: { children: ReactNode }) {
  tabLanguage = useLang();
  const userId = useAuth().state.user?.id ?? null;
  // One client per customer in the tab, not per mount: the context unmounts when the customer goes to
  // the dashboard (which needs no client, data-sections.tsx), and the cache must still be there when
  // they come back. Another customer signing in in this tab gets a new client, never the last one's cache.
  if (tabClient?.userId !== userId) tabClient = { userId, client: createApolloClient({ getLanguage: () => tabLanguage }) };
  const { client } = tabClient;
  useEffect(() => connectRealtime(client), [client]);
  return (
    <ApolloProvider client={client}>
      <CurrencyProvider>
        <ToastProvider>{children}</ToastProvider>
      </CurrencyProvider>
    </ApolloProvider>
  );
}
