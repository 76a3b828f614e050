import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { i18n as I18n, TFunction } from "i18next";

// What island code uses of react-i18next, for the island bundle (src/build/islands-bundle.ts aliases the
// package to this file; issue 40). Islands translate with their own translator (island-i18n.ts, decision
// 113), whose strings and language never change: react-i18next's hook machinery (namespace loading, events,
// Suspense, its Trans and HOCs, about 5.8 KB of its ES build) has nothing to do there. The hook gives what
// react-i18next's gives over the same instance: `getFixedT(null, <first namespace>)` (its default nsMode),
// with `keyPrefix`; react-i18next.test.tsx compares the two.

const Context = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <Context.Provider value={i18n}>{children}</Context.Provider>;
}

type Translation = [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };

export function useTranslation(ns?: string | readonly string[], options?: { keyPrefix?: string }): Translation {
  const i18n = useContext(Context);
  if (!i18n) throw new Error("useTranslation outside an island's I18nextProvider");
  const namespaces = ns ?? (i18n.options.defaultNS as string | readonly string[] | undefined);
  const first = typeof namespaces === "string" ? namespaces : namespaces?.[0];
  const keyPrefix = options?.keyPrefix;
  // One function per namespace and prefix, as react-i18next keeps it: effects that depend on `t` do not re-run.
  return useMemo(() => {
    const t = i18n.getFixedT(null, first ?? null, keyPrefix);
    return Object.assign([t, i18n, true], { t, i18n, ready: true }) as Translation;
  }, [i18n, first, keyPrefix]);
}
