/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen, waitFor } from "@testing-library/react";
import { findIn, gql, renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The order page's price, and a project's list of orders, say what it buys in words, per month or per term ("€12.00 a month", "34,20 € за 3 месяца"):
// it read "€12.00 / Every month", a recurring invoice's period label after a slash.
beforeAll(() => signIn("complete@example.com"));

const priceText = async (label: string) => {
  const term = await screen.findByText(label, { selector: "dt" });
  await waitFor(() => expect(term.nextElementSibling?.textContent).toMatch(/\d/));
  return term.nextElementSibling!.textContent!.replace(/[\u00a0\u202f]/g, " ");
};

it("a monthly order's price is a month's, in English and Russian", async () => {
  const { orders } = await gql<{ orders: Array<{ id: string; months: number; price: number }> }>("{ orders { id months price } }");
  const monthly = orders.find((o) => o.months === 1 && o.price === 12)!;
  await renderAccount(`/my/orders/${monthly.id}/`);
  expect(await priceText("Price")).toBe("€12.00 a month");
  await renderAccount(`/ru/my/orders/${monthly.id}/`);
  expect(await priceText("Цена")).toBe("12,00 € в месяц");
});

it("a longer term's price is the term's", async () => {
  const { createOrder } = await gql<{ createOrder: { orders: Array<{ id: string; price: number }> } }>(
    'mutation { createOrder(input: { planSlug: "vps-1", months: 3, name: "quarterly" }) { orders { id price } } }',
  );
  const [order] = createOrder.orders;
  await renderAccount(`/ru/my/orders/${order!.id}/`);
  expect(await priceText("Цена")).toMatch(/^\d+,\d\d € за 3 месяца$/);
  await renderAccount(`/my/orders/${order!.id}/`);
  expect(await priceText("Price")).toMatch(/^€\d+\.\d\d for 3 months$/);
  // Its project's list of orders says the same.
  const { projects } = await gql<{ projects: Array<{ id: string; isGeneral: boolean }> }>("{ projects { id isGeneral } }");
  const { container } = await renderAccount(`/ru/my/projects/${projects.find((p) => p.isGeneral)!.id}/`);
  const row = await findIn(container, `tr[data-order-id="${order!.id}"]`);
  expect(row.querySelector('td[data-label="Цена"]')!.textContent!.replace(/[\u00a0\u202f]/g, " ")).toMatch(/^\d+,\d\d € за 3 месяца$/);
});
