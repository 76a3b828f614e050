import { CURRENCIES, type CurrencyCode } from "../db/catalog-data";
import { DEFAULT_MIN_AMOUNT_EUR } from "../rules/limits";

export const CRYPTO_NETWORKS = ["tron", "bitcoin", "ethereum-eth", "ethereum-usdc", "usdt", "tron-trx"] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];
export const isCryptoNetwork = (key: string): key is CryptoNetwork => (CRYPTO_NETWORKS as readonly string[]).includes(key);

export type ProviderKind = "card" | "saved_card" | "form" | "balance" | "corporate_invoice" | "crypto";

export interface PaymentProviderDef {
  key: string;
  component: string;
  analytics_name: string;
  kind: ProviderKind;
  minAmountEur?: number;
  /** Currencies the provider accepts (spec §5: paypal does not take RUR). */
  currencies?: CurrencyCode[];
}

export const PAYMENT_PROVIDERS: PaymentProviderDef[] = [
  { key: "card", component: "CardSession", analytics_name: "card", kind: "card" },
  // The customer's saved cards, charged without the hosted page (issue 37 item 6); offered on a top-up.
  { key: "saved_card", component: "SavedCard", analytics_name: "saved_card", kind: "saved_card" },
  { key: "paypal", component: "Form", analytics_name: "paypal", kind: "form", currencies: ["EUR", "USD", "GBP", "UAH"] },
  { key: "freekassa", component: "Form", analytics_name: "freekassa", kind: "form", minAmountEur: DEFAULT_MIN_AMOUNT_EUR },
  { key: "balance", component: "Balance", analytics_name: "balance", kind: "balance" },
  { key: "corporate_invoice", component: "CorporateInvoice", analytics_name: "corporate_invoice", kind: "corporate_invoice" },
  ...CRYPTO_NETWORKS.map((n) => ({
    key: n,
    component: "Crypto",
    analytics_name: `crypto_${n}`,
    kind: "crypto" as const,
    minAmountEur: DEFAULT_MIN_AMOUNT_EUR,
  })),
];

export const findPaymentProvider = (key: unknown) => PAYMENT_PROVIDERS.find((p) => p.key === key);

/** Spec §5/§6: Russians see RUR only, Ukrainians UAH only; US users get no crypto; RU no card or paypal. */
export function allowedCurrencies(country: string): CurrencyCode[] {
  if (country === "RU") return ["RUR"];
  if (country === "UA") return ["UAH"];
  return ["EUR", "USD", "GBP"];
}

export function defaultCurrency(country: string): CurrencyCode {
  if (country === "RU") return "RUR";
  if (country === "UA") return "UAH";
  if (country === "US") return "USD";
  return "EUR";
}

export function allowedPaymentTypes(country: string): string[] {
  return PAYMENT_PROVIDERS.filter((p) => {
    if (country === "RU" && (p.kind === "card" || p.kind === "saved_card" || p.key === "paypal")) return false;
    if (country === "US" && p.kind === "crypto") return false;
    return true;
  }).map((p) => p.key);
}

export const multiplier = (currency: CurrencyCode): number => CURRENCIES.find((c) => c.short === currency)!.multiplier;
export const isCurrency = (c: unknown): c is CurrencyCode => CURRENCIES.some((x) => x.short === c);
export const toCurrency = (eurCents: number, currency: CurrencyCode): number => Math.round(eurCents * multiplier(currency)) / 100;
export const fromCurrency = (amount: number, currency: CurrencyCode): number => Math.round((amount * 100) / multiplier(currency));
export const eur = (cents: number): number => Math.round(cents) / 100;
