/** @jest-environment jsdom */
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ProductMenu, type MenuItem } from "./product-menu";

// The closed menu's "from" prices (decision 146): a menu rendered on the server, or hydrated from that HTML, has
// them from the start; one mounted afresh in the browser (an auth screen) renders them once the visitor heads
// for the button, so the page's first Intl formatter is not built at load for a list nobody opened.

const formatted: number[] = [];
jest.mock("gatsby", () => ({ navigate: jest.fn() }));
jest.mock("gatsby-plugin-react-i18next", () => ({
  useTranslation: () => ({ t: (key: string, values?: { price?: string }) => (values?.price ? `from ${values.price}` : key) }),
  useI18next: () => ({ language: "en" }),
}));
jest.mock("./pricing/currency-store", () => ({
  useMoney: () => (amount: number) => {
    formatted.push(amount);
    return `€${amount.toFixed(2)}`;
  },
}));
jest.mock("./vpn-availability", () => ({ useVpnHidden: () => false }));

const items: MenuItem[] = [
  { line: "vps", href: "/virtual-private-servers/", fromPrice: 4 },
  { line: "vpn", href: "/vpn/", fromPrice: 2.5 },
  { line: "s3", href: "/s3-storage/", fromPrice: null },
];
const prices = (root: HTMLElement) => [...root.querySelectorAll(".product-menu__price")].map((p) => p.textContent);

let container: HTMLElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  formatted.length = 0;
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => container.remove());

it("on the server, the closed menu's items carry their prices", () => {
  const html = renderToString(<ProductMenu items={items} />);
  expect(html).toContain("from €4.00");
  expect(html).toContain("from €2.50");
});

it("hydrated from the server's HTML, it keeps them (no mismatch, nothing removed)", async () => {
  container.innerHTML = renderToString(<ProductMenu items={items} />);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <ProductMenu items={items} />, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  expect(prices(container)).toEqual(["from €4.00", "from €2.50"]);
});

for (const intent of ["pointerover", "focus", "click"] as const) {
  it(`mounted afresh, it formats no price until the visitor heads for the button (${intent})`, async () => {
    const root = createRoot(container);
    await act(async () => root.render(<ProductMenu items={items} />));
    expect(prices(container)).toEqual([]);
    expect(formatted).toEqual([]);
    const button = container.querySelector("button")!;
    await act(async () => {
      if (intent === "focus") button.focus();
      else if (intent === "click") button.click();
      // jsdom has no PointerEvent: React reads the type.
      else button.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    });
    expect(prices(container)).toEqual(["from €4.00", "from €2.50"]);
    await act(async () => root.unmount());
  });
}
