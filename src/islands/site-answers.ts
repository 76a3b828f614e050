import { CURRENCY_CODES, type CurrencyCode } from "../lib/money";

// The two answers a static content page asks for at load (currencies, features), checked without zod so
// the boot script stays small (ARCHITECTURE.md: "a small guard, unit-tested against the zod schema of
// the same answer"; site-answers.test.ts runs both on the same samples). The shapes are those of
// src/api-client/schemas/site-data.ts.

export type CurrencyAnswer = { currencies: Array<{ short: CurrencyCode; multiplier: number; name: string }> };
export type FeaturesAnswer = { country_code: string; vpn_available: boolean; crypto_available: boolean; disabled_social_providers: string[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function isCurrencyAnswer(value: unknown): value is CurrencyAnswer {
  if (!isRecord(value) || !Array.isArray(value.currencies) || value.currencies.length < 1) return false;
  return value.currencies.every(
    (c) =>
      isRecord(c) &&
      (CURRENCY_CODES as readonly unknown[]).includes(c.short) &&
      typeof c.multiplier === "number" &&
      Number.isFinite(c.multiplier) &&
      c.multiplier > 0 &&
      typeof c.name === "string",
  );
}

export function isFeaturesAnswer(value: unknown): value is FeaturesAnswer {
  return (
    isRecord(value) &&
    typeof value.country_code === "string" &&
    value.country_code.length === 2 &&
    typeof value.vpn_available === "boolean" &&
    typeof value.crypto_available === "boolean" &&
    Array.isArray(value.disabled_social_providers) &&
    value.disabled_social_providers.every((p) => typeof p === "string")
  );
}

/** A GET of the hosting API with the shared client's headers (spec §7); the answer if it passes `guard`, else null. */
export async function getChecked<T>(path: string, guard: (v: unknown) => v is T, language: string): Promise<T | null> {
  try {
    const response = await fetch(path, {
      credentials: "same-origin",
      headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest", "Accept-Language": language },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return guard(body) ? body : null;
  } catch {
    return null;
  }
}
