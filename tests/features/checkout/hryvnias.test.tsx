/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen, waitFor } from "@testing-library/react";
import { findConfiguration, logIn, renderCheckout } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The Ukrainian demo customer (spec §6: only UAH, the regional location first, no Russian one), in the
// checkout (checkout-currency.spec.ts, moved below the browser: issue 38; the static listing stays there).
beforeAll(() => logIn("ua@example.com"));

it("a Ukrainian profile sees only UAH, and the Ukrainian location first, no Russian one", async () => {
  await renderCheckout("/checkout/?plan=start&months=1");
  await findConfiguration();
  const switcher = screen.getByTestId("currency-switcher");
  await waitFor(() => expect(switcher.getAttribute("data-currency")).toBe("UAH"));
  await waitFor(() => expect(screen.getByTestId("total").textContent).toMatch(/^₴\d[\d,]*$/));
  expect(switcher.querySelectorAll("select")).toHaveLength(0);
  const location = screen.getByRole("combobox", { name: "Location" }) as HTMLSelectElement;
  await waitFor(() => expect(location.options[0]!.value).toBe("ukraine"));
  expect([...location.options].filter((o) => o.value === "russia")).toHaveLength(0);
});
