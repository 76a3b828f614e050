/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { loadCurrencyContext } from "../../../src/components/pricing/currency-store";
import { createCustomer, findConfiguration, renderCheckout } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// A new customer with a US profile in the checkout (moved from checkout-currency.spec.ts: issue 38): USD by
// default, the three currencies offered, and a chosen one kept for the next page load (localStorage and the
// currency cookie). The listing's switch without a reload or a shift, and the base-domain cookie, stay there.
beforeAll(() => createCustomer({ country: "US", label: "dollars" }));

const select = () => screen.getByTestId("currency-switcher").querySelector("select")!;
const total = () => screen.getByTestId("total").textContent;

it("a US profile defaults to USD, and a chosen currency survives a reload", async () => {
  await renderCheckout("/checkout/?plan=start&months=1");
  await findConfiguration();
  await waitFor(() => expect(select().value).toBe("USD"));
  expect([...select().options].map((o) => o.textContent)).toEqual(["EUR", "USD", "GBP"]);
  await waitFor(() => expect(total()).toBe("$2.70"));
  fireEvent.change(select(), { target: { value: "GBP" } });
  await waitFor(() => expect(total()).toBe("£2.13"));

  // The next page load of the tab: the currency context is loaded again, its choice read from what was stored.
  await act(async () => {
    await loadCurrencyContext(true);
  });
  await renderCheckout("/checkout/?plan=start&months=1");
  await findConfiguration();
  await waitFor(() => expect(select().value).toBe("GBP"));
  await waitFor(() => expect(total()).toBe("£2.13"));
  expect(localStorage.getItem("currency")).toBe("GBP");
  expect(document.cookie).toContain("currency=GBP");
});
