/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { waitFor, within } from "@testing-library/react";
import { findConfiguration, renderCheckout } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The sidebar's term options name a longer term's discount as the site writes a percent in the page's language
// (formatPercent): "5%" in English, "5 %" (a no-break space) in Russian, as the plan pages' term picker does.
const termOptions = async (address: string, label: string) => {
  const { container } = await renderCheckout(address);
  await findConfiguration();
  const sidebar = within(container).getByTestId("order-sidebar");
  const select = within(sidebar).getByLabelText<HTMLSelectElement>(label);
  await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
  return [...select.options].map((o) => o.textContent);
};

it("en: a discounted term reads “(−N%)”", async () => {
  const options = await termOptions("/checkout/?plan=vps-2", "Term");
  expect(options.some((o) => /\(−\d+%\)$/.test(o!))).toBe(true);
  expect(options[0]).not.toContain("(−");
});

it("ru: a discounted term reads “(−N %)” with a no-break space", async () => {
  const options = await termOptions("/ru/checkout/?plan=vps-2", "Срок");
  expect(options.some((o) => /\(−\d+\u00a0%\)$/.test(o!))).toBe(true);
  expect(options.filter((o) => /\d%/.test(o!))).toEqual([]);
});
