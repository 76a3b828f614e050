/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { act, screen } from "@testing-library/react";
import { CheckoutRouteLoading } from "../../../src/features/checkout/route-loading";
import { checkoutFrame } from "../../../src/features/checkout/checkout-frame";
import { renderAt } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 40: while the next checkout route's chunk loads, the main area shows the routes' own loading line, not
// nothing; on the first load the static frame stands in and the fallback adds nothing under it. That the line
// takes the place of the route's own without a layout shift is the browser's to show (checkout-frame.spec.ts).
afterEach(() => checkoutFrame.reset());

it("adds nothing while the static frame stands in, and shows the routes' loading line once a route has hidden it", () => {
  const { container } = renderAt("/checkout/pay/balance/", <CheckoutRouteLoading />);
  expect(container.innerHTML).toBe("");
  act(() => checkoutFrame.hide());
  expect(screen.getByRole("status").outerHTML).toBe('<p role="status" data-testid="checkout-route-loading">Loading…</p>');
});

it("speaks the address's language", () => {
  checkoutFrame.hide();
  renderAt("/ru/checkout/pay/balance/", <CheckoutRouteLoading />);
  expect(screen.getByTestId("checkout-route-loading").textContent).toBe("Загрузка…");
});
