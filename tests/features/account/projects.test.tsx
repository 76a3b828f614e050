/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { formatShortDate } from "../../../src/lib/format";
import { findIn, gql, gqlAnswer, isDisabled, renderAccount, signIn } from "../../support/feature/render-app";
import { createOrder, paidOrder } from "../../support/feature/orders";
import { uniqueWord } from "../../support/unique";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Projects and orders of the complete demo customer (moved from tests/e2e/account-projects.spec.ts, decision
// 176 `## acct`): the dialogs' rules, what each screen shows for the sandbox's answers, and what the sandbox
// then holds. The browser keeps the keyboard's focus on the tags and the move button, and the tariff change's
// payment round trip.
beforeAll(() => signIn("complete@example.com"));
// The long flows on a loaded 2-core machine (the browser spec gave them 120 s).
jest.setTimeout(120_000);

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const orderGone = async (id: string) => (await gqlAnswer("query($id: ID!) { order(id: $id) { id } }", { id })).errors?.[0]?.extensions?.code;

it("projects dialog: create with the max-characters hint; delete by typing the name moves its orders to General", async () => {
  const name = `Feature project ${uniqueWord()}`;
  const { container } = await renderAccount("/my/projects/");
  const newProject = await screen.findByRole("button", { name: "New project" });
  // Enabled once the list is in, as Playwright's click waits for.
  await waitFor(() => expect(isDisabled(newProject)).toBe(false));
  fireEvent.click(newProject);
  const dialog = within(await screen.findByRole("dialog", { name: "New project" }));
  const { limits } = await gql<{ limits: { projectNameMax: number } }>("{ limits { projectNameMax } }");
  type(dialog.getByLabelText("Name"), name);
  await waitFor(() => expect(dialog.getByTestId("name-hint").textContent).toBe(`${name.length} of ${limits.projectNameMax} characters`));
  type(dialog.getByLabelText("Description"), "Created by the feature test");
  fireEvent.click(dialog.getByRole("button", { name: "New project" }));
  await screen.findByText("The project was created");
  type P = { id: string; name: string; isGeneral: boolean; orders: Array<{ id: string }> };
  const projects = async () => (await gql<{ projects: P[] }>("{ projects { id name isGeneral orders { id } } }")).projects;
  const project = (await projects()).find((p) => p.name === name)!;
  expect(project.name).toBe(name);
  const card = await findIn(container, `[data-project-id="${project.id}"]`);
  expect(card.textContent).toContain(name);

  const ids = [await createOrder("feature-move-a", project.id), await createOrder("feature-move-b", project.id)];
  fireEvent.click(within(card).getByRole("link", { name }));
  await waitFor(() => expect(screen.getByTestId("project-page").querySelectorAll("tbody tr")).toHaveLength(2));
  expect(container.querySelector('[data-order-type="vps"] h3')?.textContent).toContain("VPS");

  fireEvent.click(screen.getByRole("button", { name: "Delete project" }));
  const confirm = within(await screen.findByRole("dialog", { name: `Delete “${name}”?` }));
  const submit = confirm.getByRole("button", { name: "Delete project" });
  type(confirm.getByLabelText("Project name"), name.slice(0, -1));
  await waitFor(() => expect(isDisabled(submit)).toBe(true));
  type(confirm.getByLabelText("Project name"), name);
  fireEvent.click(submit);
  await screen.findByText("The project was deleted; its orders moved to General");
  const after = await projects();
  expect(after.some((p) => p.id === project.id)).toBe(false);
  const general = after.find((p) => p.isGeneral)!;
  for (const id of ids) expect(general.orders.map((o) => o.id)).toContain(id);
  // The page lands on General, showing the moved orders.
  await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("General"));
  for (const id of ids) await findIn(container, `[data-order-id="${id}"]`);
  // Issue 19: the delete dialog closed with the deletion (it used to stay open over General).
  expect(screen.queryAllByRole("dialog")).toHaveLength(0);
  fireEvent.click(within(container.querySelector<HTMLElement>(`[data-order-id="${ids[0]}"]`)!).getByRole("link"));
  await waitFor(() => expect(window.location.pathname).toMatch(new RegExp(`/my/orders/${ids[0]}/$`)));
});

it("order: rename (max length, the text rule), tags (a repeated one is said), move between projects, remove from project", async () => {
  const { limits } = await gql<{ limits: { orderNameMax: number } }>("{ limits { orderNameMax } }");
  const lab = (await gql<{ projects: Array<{ id: string; name: string }> }>("{ projects { id name } }")).projects.find((p) => p.name === "Lab")!;
  const id = await createOrder("feature-rename", lab.id);
  await renderAccount(`/my/orders/${id}/`);
  const nameInput = await screen.findByLabelText("Name", { exact: true });
  expect(nameInput.getAttribute("maxlength")).toBe(String(limits.orderNameMax));
  // The order's page is in its project's section: the Projects item says so (aria-current="true"; "page" is for
  // the list itself).
  const nav = screen.getByTestId("account-menu");
  expect(nav.querySelectorAll("[aria-current]")).toHaveLength(1);
  expect(nav.querySelector('[data-key="projects"] a')?.getAttribute("aria-current")).toBe("true");
  // Control characters pasted into the name are refused at the field before any request (issue 39's text rule).
  type(nameInput, "e2e-\u0007renamed\u0000");
  fireEvent.click(screen.getByRole("button", { name: "Rename" }));
  await screen.findByText("This field contains characters that are not allowed.");
  expect(nameInput).toHaveProperty("value", "e2e-\u0007renamed\u0000");
  type(nameInput, "e2e-renamed");
  fireEvent.click(screen.getByRole("button", { name: "Rename" }));
  await screen.findByText("The order was renamed");
  await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("e2e-renamed"));
  expect(nameInput).toHaveProperty("value", "e2e-renamed");
  const tags = screen.getByTestId("tags-editor");
  const tagField = within(tags).getByRole("combobox", { name: "Add a tag" });
  type(tagField, "e2e-tag");
  fireEvent.click(within(tags).getByRole("button", { name: "Add a tag" }));
  await waitFor(() => expect(tags.textContent).toContain("e2e-tag"));
  // The same tag again is said so at the field, not dropped without a word; an edit takes the message away.
  type(tagField, "e2e-tag");
  fireEvent.click(within(tags).getByRole("button", { name: "Add a tag" }));
  await waitFor(() => expect(within(tags).getByRole("alert").textContent).toBe("This order already has the tag “e2e-tag”."));
  expect(tagField.getAttribute("aria-invalid")).toBe("true");
  expect(tagField).toHaveProperty("value", "e2e-tag");
  type(tagField, "");
  await waitFor(() => expect(within(tags).queryAllByRole("alert")).toHaveLength(0));
  const stored = async () => (await gql<{ order: { name: string; tags: string[] } }>("query($id: ID!) { order(id: $id) { name tags } }", { id })).order;
  expect(await stored()).toEqual({ name: "e2e-renamed", tags: ["e2e-tag"] });
  fireEvent.click(within(tags).getByRole("button", { name: "Remove tag e2e-tag" }));
  await waitFor(() => expect(within(tags).queryAllByRole("button", { name: "Remove tag e2e-tag" })).toHaveLength(0));
  await waitFor(async () => expect((await stored()).tags).toEqual([]));
  // Choosing in the list moves nothing (a keyboard user browses it with the arrow keys); the button moves.
  const where = async () =>
    (await gql<{ order: { project: { id: string; name: string } } }>("query($id: ID!) { order(id: $id) { project { id name } } }", { id })).order.project;
  const before = (await where()).name;
  const moveList = screen.getByLabelText("Move to project") as HTMLSelectElement;
  const webShop = [...moveList.options].find((o) => o.textContent === "Web shop")!;
  fireEvent.change(moveList, { target: { value: webShop.value } });
  // No toast of a move (the browser test: no toast at all, the rename's had gone by then).
  expect(screen.queryAllByText(/moved to Web shop/)).toHaveLength(0);
  expect((await where()).name).toBe(before);
  const moveButton = screen.getByRole("button", { name: "Move" });
  fireEvent.click(moveButton);
  await screen.findByText("“e2e-renamed” moved to Web shop");
  // Nothing left to move: aria-disabled, not disabled (the browser test shows it keeps the focus).
  await waitFor(() => expect(moveButton.getAttribute("aria-disabled")).toBe("true"));
  expect((await where()).name).toBe("Web shop");
  const { container } = await renderAccount(`/my/projects/${(await where()).id}/`);
  const row = await findIn(container, `[data-order-id="${id}"]`);
  fireEvent.click(within(row).getByRole("button", { name: "Remove from project" }));
  await waitFor(() => expect(container.querySelectorAll(`[data-order-id="${id}"]`)).toHaveLength(0));
  await waitFor(async () => expect((await where()).name).toBe("General"));
});

it("cancel an unpaid order: it is deleted at once", async () => {
  const id = await createOrder("e2e-cancel-unpaid");
  await renderAccount(`/my/orders/${id}/`);
  fireEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
  const dialog = await screen.findByRole("dialog", { name: "Cancel “e2e-cancel-unpaid”?" });
  expect(dialog.textContent).toContain("it is deleted at once");
  fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
  await screen.findByText("The order was deleted");
  expect(await orderGone(id)).toBe("NOT_FOUND");
});

it("transfer an order to another customer by e-mail; a customer id is nobody, an unpaid order stays", async () => {
  // Decision 071: an unpaid order is not handed on with its debt.
  const unpaid = await createOrder("e2e-transfer-unpaid");
  await renderAccount(`/my/orders/${unpaid}/`);
  expect((await screen.findByTestId("transfer-unpaid")).textContent).toContain("Pay the order before transferring it");
  expect(screen.queryAllByLabelText("Recipient's login or e-mail")).toHaveLength(0);

  const id = await paidOrder("e2e-transfer");
  await renderAccount(`/my/orders/${id}/`);
  const recipient = await screen.findByLabelText("Recipient's login or e-mail");
  await screen.findByText(/Nothing about them is shown here/);
  const transfer = () => fireEvent.click(screen.getByRole("button", { name: "Transfer" }));
  // A customer id (it once answered that customer's e-mail) finds nobody, and nothing else is shown.
  type(recipient, "3");
  transfer();
  await screen.findByText("No customer with this login or e-mail.");
  expect(screen.getByTestId("order-page").textContent).not.toContain("@example.com");
  type(recipient, "nobody@example.com");
  transfer();
  await waitFor(() => expect(screen.getAllByText("No customer with this login or e-mail.")).toHaveLength(1));
  expect(recipient).toHaveProperty("value", "nobody@example.com");
  type(recipient, "UA@example.com");
  transfer();
  await screen.findByText("The order was transferred to UA@example.com");
  expect(await orderGone(id)).toBe("NOT_FOUND");
});

it("transfer in Russian: the hint, an unpaid order's note and the transfer", async () => {
  const unpaid = await createOrder("e2e-transfer-unpaid-ru");
  await renderAccount(`/ru/my/orders/${unpaid}/`);
  expect((await screen.findByTestId("transfer-unpaid")).textContent).toContain("Оплатите заказ, прежде чем передать его");
  const id = await paidOrder("e2e-transfer-ru");
  await renderAccount(`/ru/my/orders/${id}/`);
  await screen.findByText(/Мы ничего не покажем о нём/);
  type(await screen.findByLabelText("Логин или адрес эл. почты получателя"), "ua@example.com");
  fireEvent.click(screen.getByRole("button", { name: "Передать" }));
  await screen.findByText("Заказ передан ua@example.com");
});

it("orders of all 11 types appear on their projects' pages, grouped by type, with paid-until and status from the sandbox", async () => {
  type O = { id: string; name: string; type: string; paid: boolean; paidUntil: string | null; project: { id: string } };
  const { orders } = await gql<{ orders: O[] }>("{ orders { id name type paid paidUntil project { id } } }");
  const types = [...new Set(orders.map((o) => o.type))].sort();
  expect(types).toEqual([
    "antiddos",
    "automatic_transfer_switch",
    "bkp",
    "dedicated",
    "dedicated_switch",
    "dns_order",
    "s3",
    "server_rack",
    "vhost",
    "vpn_order",
    "vps",
  ]);
  const seedOne = types.map((t) => orders.find((o) => o.type === t && !/^(e2e|feature|realtime|debt)/.test(o.name))!);
  const shown = new Set<string>();
  for (const projectId of new Set(seedOne.map((o) => o.project.id))) {
    const { container } = await renderAccount(`/my/projects/${projectId}/`);
    for (const o of seedOne.filter((x) => x.project.id === projectId)) {
      const row = await findIn(container, `[data-order-type="${o.type}"] [data-order-id="${o.id}"]`);
      expect(row.textContent).toContain(o.name);
      expect(row.textContent).toContain(o.paid ? "Active" : "Unpaid");
      if (o.paidUntil) expect(row.textContent).toContain(formatShortDate(o.paidUntil, "en"));
      shown.add(o.type);
    }
  }
  expect([...shown].sort()).toEqual(types);
});
