/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen } from "@testing-library/react";
import { logIn, renderCheckout } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The checkout's router at an address it has no route for shows the in-app not-found screen
// (src/components/in-app-not-found.tsx) in the address's language (moved from auth-account.spec.ts's client-only
// mounts test, issue 38). That the server answers any /checkout/… address with the checkout's page and that the page
// wakes there is what every checkout browser test's /checkout/pay/…/ load shows, and the account's /my/anything/
// steps stay in that test. Signed in as the demo customer, as the browser test was.
beforeAll(() => logIn("complete@example.com"));

for (const [address, title, lead] of [
  ["/checkout/anything/", "404 Page Not Found", "The page you are looking for does not exist or has moved."],
  ["/ru/checkout/anything/", "404 Страница не найдена", "Страница, которую вы ищете, не существует или была перемещена."],
] as const) {
  it(`${address} renders the not-found screen in the page's language`, async () => {
    const { container } = await renderCheckout(address);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(title);
    expect(container.querySelector(".error-page .lead")?.textContent).toBe(lead);
  });
}
