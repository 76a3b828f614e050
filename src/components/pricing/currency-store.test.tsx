/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";

// The answers the store asks for, the same on every call (the checkout asks again once signed in).
jest.mock("../../api-client/site-features", () => ({ loadFeatures: jest.fn(async () => ({ country_code: "DE" })) }));
jest.mock("../../api-client/site-data", () => ({
  getCurrencies: jest.fn(async () => ({
    currencies: [
      { short: "EUR", multiplier: 1, name: "Euro" },
      { short: "USD", multiplier: 1.1, name: "US dollar" },
      { short: "RUR", multiplier: 100, name: "Rouble" },
    ],
  })),
}));

import { loadCurrencyContext, setProfileCountry, useCurrency, useRegion } from "./currency-store";

// Issue 40 (decision 265): each notification of the store renders its readers again synchronously
// (useSyncExternalStore); an answer that changes nothing must not, and a reader of the region only when it changes.
it("an answer that changes nothing keeps the snapshot; the region's readers render again only when the region changes", async () => {
  const renders = { currency: 0, region: 0 };
  const seen: string[] = [];
  function Prices() {
    renders.currency++;
    return <p>{useCurrency().current}</p>;
  }
  function Locations() {
    renders.region++;
    const region = useRegion();
    seen.push(region);
    return <p>{region}</p>;
  }
  render(
    <>
      <Prices />
      <Locations />
    </>,
  );
  await act(() => loadCurrencyContext());
  const afterLoad = { ...renders };
  expect(afterLoad.currency).toBeGreaterThan(1);

  await act(() => loadCurrencyContext(true));
  expect(renders).toEqual(afterLoad);

  // The profile's country: a change of the store (the prices render again), the region stays.
  act(() => setProfileCountry("DE"));
  expect(renders.currency).toBe(afterLoad.currency + 1);
  expect(renders.region).toBe(afterLoad.region);

  act(() => setProfileCountry("RU"));
  expect(renders.region).toBe(afterLoad.region + 1);
  expect(seen.at(-1)).toBe("RU");
});
