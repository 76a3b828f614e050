import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "../../api-client/graphql/client";
import { connectRealtime } from "./realtime";
import { ToastProvider } from "./ui/toast";
import { CurrencyProvider } from "./ui/currency";
import { useLang } from "./ui/use-lang";

/**
 * Data context of the account sections: one Apollo client per tab (the language is read per request),
 * the realtime socket feeding its cache, the display currency and the toasts.
 */
export function AccountData({ children }: { children: ReactNode }) {
  const lang = useLang();
  const langRef = useRef(lang);
  langRef.current = lang;
  const client = useMemo(() => createApolloClient({ getLanguage: () => langRef.current }), []);
  useEffect(() => connectRealtime(client), [client]);
  return (
    <ApolloProvider client={client}>
      <CurrencyProvider>
        <ToastProvider>{children}</ToastProvider>
      </CurrencyProvider>
    </ApolloProvider>
  );
}
