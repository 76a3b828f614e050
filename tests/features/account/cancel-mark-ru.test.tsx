/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, within } from "@testing-library/react";
import { gql, renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The Russian demo customer's paid order (moved from tests/e2e/account-projects.spec.ts › cancel mark).
beforeAll(() => signIn("ru@example.com"));

it("a paid order is marked for cancelation at lease end; the mark can be removed", async () => {
  const order = (await gql<{ orders: Array<{ id: string; paid: boolean }> }>("{ orders { id paid } }")).orders.find((o) => o.paid)!;
  const mark = async () =>
    (await gql<{ order: { cancelMark: boolean } }>("query($id: ID!) { order(id: $id) { cancelMark } }", { id: order.id })).order.cancelMark;
  await renderAccount(`/ru/my/orders/${order.id}/`);
  fireEvent.click(await screen.findByRole("button", { name: "Отменить заказ" }));
  const dialog = await screen.findByRole("dialog");
  expect(dialog.textContent).toContain("отменится в конце срока аренды");
  fireEvent.click(within(dialog).getByRole("button", { name: "Отменить заказ" }));
  await screen.findByText("Заказ отмечен к отмене");
  expect(await mark()).toBe(true);
  fireEvent.click(await screen.findByRole("button", { name: "Оставить заказ" }));
  await screen.findByText("Отметка об отмене снята");
  expect(await mark()).toBe(false);
});
