import { z } from "zod";
import { ApiError, CSRF_HEADER } from "./http";
import { ensureCsrfCookie } from "./client";
import { getCurrencies, getFeatures } from "./site-data";
import { currencyListSchema, featuresSchema } from "./schemas/site-data";
import * as pageContext from "./schemas/page-context";
import { currencyCodeSchema } from "./schemas/common";
import { CURRENCY_CODES } from "../lib/money";

// The currency and features calls every page makes, on the shared client (client.ts `call()`) with their
// zod/mini schemas: the answers of the sandbox/hosting API (spec §7) are read, malformed ones are errors.

type Sent = { url: string; init: RequestInit | undefined };
let sent: Sent[];

function answer(status: number, body: unknown) {
  return jest.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    sent.push({ url: String(input), init });
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
}

beforeEach(() => {
  sent = [];
});
afterEach(() => jest.restoreAllMocks());

const CURRENCIES = {
  currencies: [
    { short: "EUR", multiplier: 1, name: "Euro" },
    { short: "USD", multiplier: 1.08, name: "US dollar" },
  ],
};
const FEATURES = { country_code: "DE", vpn_available: true, crypto_available: true, disabled_social_providers: ["google"] };

describe("getCurrencies", () => {
  it("GETs /my/api/currency/ with the shared headers and resolves with the list", async () => {
    answer(200, CURRENCIES);
    await expect(getCurrencies()).resolves.toEqual(CURRENCIES);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/my/api/currency/");
    expect(sent[0]!.init?.method).toBe("GET");
    expect(sent[0]!.init?.headers).toMatchObject({ Accept: "application/json", "X-Requested-With": "XMLHttpRequest" });
    expect(sent[0]!.init?.headers).not.toHaveProperty(CSRF_HEADER);
  });

  const malformed: Array<[string, unknown]> = [
    ["an empty list", { currencies: [] }],
    ["an unknown code", { currencies: [{ short: "XYZ", multiplier: 1, name: "?" }] }],
    ["a zero rate", { currencies: [{ short: "EUR", multiplier: 0, name: "Euro" }] }],
    ["a missing name", { currencies: [{ short: "EUR", multiplier: 1 }] }],
    ["a bare array", [{ short: "EUR", multiplier: 1, name: "Euro" }]],
    ["not JSON", "<!doctype html><p>proxy</p>"],
  ];
  it.each(malformed)("a malformed answer (%s) is the client's invalid-response error, never a list", async (_name, body) => {
    answer(200, body);
    const error = await getCurrencies().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).kind, (error as ApiError).key, (error as ApiError).path]).toEqual(["invalid-response", "errors:generic", "/my/api/currency/"]);
  });

  it("a server error keeps its status and catalogue key", async () => {
    answer(503, { detail: "Maintenance" });
    await expect(getCurrencies()).rejects.toMatchObject({ kind: "http", status: 503, key: "errors:generic" });
  });
});

describe("getFeatures", () => {
  it("GETs /my/api/features/ and resolves with the four fields", async () => {
    answer(200, FEATURES);
    await expect(getFeatures()).resolves.toEqual(FEATURES);
    expect(sent.map((s) => s.url)).toEqual(["/my/api/features/"]);
  });

  it.each([
    ["a three-letter country", { ...FEATURES, country_code: "DEU" }],
    ["vpn_available as text", { ...FEATURES, vpn_available: "yes" }],
    ["no crypto_available", { country_code: "DE", vpn_available: true, disabled_social_providers: [] }],
    ["providers that are not names", { ...FEATURES, disabled_social_providers: [1] }],
    ["null", null],
  ])("a malformed answer (%s) is an invalid-response error", async (_name, body) => {
    answer(200, body);
    await expect(getFeatures()).rejects.toMatchObject({ kind: "invalid-response", key: "errors:generic" });
  });
});

describe("one definition of each shape (decision 056)", () => {
  it("the account and checkout code read the same (zod/mini) schemas", () => {
    expect(pageContext.featuresSchema).toBe(featuresSchema);
    expect(pageContext.currencyListSchema).toBe(currencyListSchema);
  });

  it("the currency-code schema (common.ts) and the currency list accept the same codes", () => {
    for (const code of [...CURRENCY_CODES, "XYZ", "eur", ""]) {
      const mini = currencyListSchema.safeParse({ currencies: [{ short: code, multiplier: 1, name: "n" }] }).success;
      expect([code, currencyCodeSchema.safeParse(code).success]).toEqual([code, mini]);
    }
  });

  it("a mini schema composes into a classic one (the account code may nest it)", () => {
    const wrapper = z.object({ features: featuresSchema });
    expect(wrapper.safeParse({ features: FEATURES }).success).toBe(true);
    expect(wrapper.safeParse({ features: { ...FEATURES, country_code: "DEU" } }).success).toBe(false);
  });
});

describe("ensureCsrfCookie", () => {
  it("does nothing outside a browser (no document)", async () => {
    answer(200, FEATURES);
    await ensureCsrfCookie();
    expect(sent).toHaveLength(0);
  });
});
