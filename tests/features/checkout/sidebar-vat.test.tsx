/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { act, screen, waitFor, within } from "@testing-library/react";
import { AuthProvider } from "../../../src/components/auth/auth-context";
import { authStore } from "../../../src/components/auth/auth-store";
import { CheckoutFlow } from "../../../src/features/checkout";
import { renderAt, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 37: the checkout's sidebar split 19 % VAT (Germany's) out of every price before it knew the
// customer's country. Until the personal data names a country the prices stand without a VAT split;
// then the split is at that country's rate (decision 162), as the payment will carry it.
const showCheckout = (address: string) => {
  const url = new URL(address, window.location.origin);
  const location = { ...window.location, pathname: url.pathname, search: url.search, hash: "", href: url.href, state: null };
  return renderAt(
    address,
    <AuthProvider>
      <CheckoutFlow location={location} />
    </AuthProvider>,
  );
};

it("a visitor sees the total without a VAT split, and why", async () => {
  showCheckout("/checkout/?plan=vps-2");
  const sidebar = await screen.findByTestId("order-sidebar");
  // The address's plan (VPS 2, €12) once the catalog has answered.
  await waitFor(() => expect(within(sidebar).getByTestId("total").textContent).toBe("€12.00"));
  expect(within(sidebar).getByTestId("vat-unknown").textContent).toBe("VAT depends on your country: it is shown once your personal data names it.");
  expect(within(sidebar).queryByTestId("vat")).toBeNull();
  expect(within(sidebar).queryByTestId("net")).toBeNull();
});

it("a Dutch customer sees the Dutch rate split out of the same total", async () => {
  await signIn("incomplete@example.com");
  // A page load after signing in elsewhere in the tab: the auth store asks the session again.
  await act(() => authStore.refresh());
  showCheckout("/checkout/?plan=vps-2");
  const sidebar = await screen.findByTestId("order-sidebar");
  expect((await within(sidebar).findByText("VAT (21%)")).tagName).toBe("DT");
  await waitFor(() => expect(within(sidebar).getByTestId("total").textContent).toBe("€12.00"));
  // 12 × 21/121 = 2.08; 12 − 2.08 = 9.92.
  expect(within(sidebar).getByTestId("vat").textContent).toBe("€2.08");
  expect(within(sidebar).getByTestId("net").textContent).toBe("€9.92");
  expect(within(sidebar).queryByTestId("vat-unknown")).toBeNull();
});
