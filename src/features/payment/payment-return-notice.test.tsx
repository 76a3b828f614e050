/** @jest-environment jsdom */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { PaymentReturnNotice } from "./payment-return-notice";

// The address as the account's router sees it: the app changes it without reloading the page.
const mockLocation = { pathname: "/ru/my/", search: "?payment=paid&paymentRef=p_1" };
jest.mock("@reach/router", () => ({ useLocation: () => mockLocation }), { virtual: true });
jest.mock("gatsby", () => ({ navigate: jest.fn() }));
jest.mock("gatsby-plugin-react-i18next", () => ({ useTranslation: () => ({ t: (key: string) => key }), useI18next: () => ({ language: "ru" }) }));

let container: HTMLElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => container.remove());

test("'Payment received' shows on the return address and goes once the customer opens another account page (issue 37)", async () => {
  window.history.replaceState(null, "", "/ru/my/?payment=paid&paymentRef=p_1");
  window.sessionStorage.setItem("payment-language:p_1", "ru");
  const root = createRoot(container);
  await act(async () => root.render(<PaymentReturnNotice />));
  expect(container.querySelector("[data-testid=payment-notice]")?.textContent).toBe("checkout:return.paid");

  // The menu's "Orders": the app's router moves to /ru/my/orders/ without the gateway's query.
  window.history.pushState(null, "", "/ru/my/orders/");
  Object.assign(mockLocation, { pathname: "/ru/my/orders/", search: "" });
  await act(async () => root.render(<PaymentReturnNotice />));
  expect(container.querySelector("[data-testid=payment-notice]")).toBeNull();
  await act(async () => root.unmount());
});
