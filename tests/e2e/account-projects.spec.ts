import { test, expect, openAccount, gql, gqlData, login, paidOrder, USERS } from "./fixtures";
import { uniqueWord } from "../support/unique";
import { formatShortDate } from "../../src/lib/format";
import { formatMoney } from "../../src/lib/money";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

type Created = { createOrder: { orders: Array<{ id: string; name: string }> } };
const createOrder = (page: Parameters<typeof gqlData>[0], name: string, projectId?: string) =>
  gqlData<Created>(page, "mutation($input: CreateOrderInput!) { createOrder(input: $input) { orders { id name } } }", {
    input: { planSlug: "vps-1", months: 1, name, ...(projectId ? { projectId } : {}) },
  });

test("projects dialog: create with the max-characters hint; delete by typing the name moves its orders to General", async ({ page }) => {
  const name = `E2E project ${uniqueWord()}`;
  await openAccount(page, "/my/projects/");
  await page.getByRole("button", { name: "New project" }).click();
  const dialog = page.getByRole("dialog", { name: "New project" });
  const limits = (await gqlData<{ limits: { projectNameMax: number } }>(page, "{ limits { projectNameMax } }")).limits;
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByTestId("name-hint")).toHaveText(`${name.length} of ${limits.projectNameMax} characters`);
  await dialog.getByLabel("Description").fill("Created by the browser test");
  await dialog.getByRole("button", { name: "New project" }).click();
  await expect(page.getByText("The project was created")).toBeVisible();
  type P = { id: string; name: string; isGeneral: boolean; orders: Array<{ id: string }> };
  const projects = async () => (await gqlData<{ projects: P[] }>(page, "{ projects { id name isGeneral orders { id } } }")).projects;
  const project = (await projects()).find((p) => p.name === name)!;
  expect(project).toBeTruthy();
  await expect(page.locator(`[data-project-id="${project.id}"]`)).toContainText(name);

  const orders = await Promise.all([createOrder(page, "e2e-move-a", project.id), createOrder(page, "e2e-move-b", project.id)]);
  const ids = orders.map((o) => o.createOrder.orders[0]!.id);
  await page.locator(`[data-project-id="${project.id}"]`).getByRole("link", { name }).click();
  await expect(page.getByTestId("project-page").locator("tbody tr")).toHaveCount(2);
  await expect(page.locator('[data-order-type="vps"] h3')).toContainText("VPS");

  await page.getByRole("button", { name: "Delete project" }).click();
  const confirm = page.getByRole("dialog", { name: `Delete “${name}”?` });
  const submit = confirm.getByRole("button", { name: "Delete project" });
  await confirm.getByLabel("Project name").fill(name.slice(0, -1));
  await expect(submit).toBeDisabled();
  await confirm.getByLabel("Project name").fill(name);
  await submit.click();
  await expect(page.getByText("The project was deleted; its orders moved to General")).toBeVisible();
  const after = await projects();
  expect(after.some((p) => p.id === project.id)).toBe(false);
  const general = after.find((p) => p.isGeneral)!;
  for (const id of ids) expect(general.orders.map((o) => o.id)).toContain(id);
  // The page lands on General, showing the moved orders.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("General");
  for (const id of ids) await expect(page.locator(`[data-order-id="${id}"]`)).toBeVisible();
  // Issue 19: the delete dialog closed with the deletion (it used to stay open over General).
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.locator(`[data-order-id="${ids[0]}"]`).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/my/orders/${ids[0]}/$`));
});

test("order: rename (max length), tags, move between projects, remove from project", async ({ page }) => {
  const { limits } = await gqlData<{ limits: { orderNameMax: number } }>(page, "{ limits { orderNameMax } }");
  const shop = (await gqlData<{ projects: Array<{ id: string; name: string }> }>(page, "{ projects { id name } }")).projects.find((p) => p.name === "Lab")!;
  const id = (await createOrder(page, "e2e-rename", shop.id)).createOrder.orders[0]!.id;
  await openAccount(page, `/my/orders/${id}/`);
  const nameInput = page.getByLabel("Name", { exact: true });
  await expect(nameInput).toHaveAttribute("maxlength", String(limits.orderNameMax));
  // The order's page is in its project's section: the Projects item says so (aria-current="true"; "page" is for
  // the list itself). No item was marked on an order's or a project's page.
  const nav = page.getByTestId("account-menu");
  await expect(nav.locator("[aria-current]")).toHaveCount(1);
  await expect(nav.locator('[data-key="projects"] a')).toHaveAttribute("aria-current", "true");
  // Control characters pasted into the name are refused at the field before any request (issue 39's text rule),
  // and what was typed stays to be corrected.
  await nameInput.fill("e2e-\u0007renamed\u0000");
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("This field contains characters that are not allowed.")).toBeVisible();
  await expect(nameInput).toHaveValue("e2e-\u0007renamed\u0000");
  await nameInput.fill("e2e-renamed");
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("The order was renamed")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("e2e-renamed");
  await expect(nameInput).toHaveValue("e2e-renamed");
  await page.getByRole("combobox", { name: "Add a tag" }).fill("e2e-tag");
  await page.getByRole("button", { name: "Add a tag" }).click();
  await expect(page.getByTestId("tags-editor")).toContainText("e2e-tag");
  // The same tag again is said so at the field, not dropped without a word; an edit takes the message away.
  const tagField = page.getByRole("combobox", { name: "Add a tag" });
  await tagField.fill("e2e-tag");
  await tagField.press("Enter");
  await expect(page.getByTestId("tags-editor").getByRole("alert")).toHaveText("This order already has the tag “e2e-tag”.");
  await expect(tagField).toHaveAttribute("aria-invalid", "true");
  await expect(tagField).toHaveValue("e2e-tag");
  await tagField.fill("");
  await expect(page.getByTestId("tags-editor").getByRole("alert")).toHaveCount(0);
  await expect
    .poll(async () => (await gqlData<{ order: { name: string; tags: string[] } }>(page, "query($id: ID!) { order(id: $id) { name tags } }", { id })).order)
    .toEqual({ name: "e2e-renamed", tags: ["e2e-tag"] });
  await page.getByRole("combobox", { name: "Add a tag" }).fill("e2e-second");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Remove tag e2e-second" })).toBeVisible();
  // By keyboard: removing a tag moves the focus to the × now in its place, then to the new-tag field.
  await page.getByRole("button", { name: "Remove tag e2e-tag" }).press("Enter");
  await expect(page.getByRole("button", { name: "Remove tag e2e-second" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Add a tag" })).toBeFocused();
  await expect
    .poll(async () => (await gqlData<{ order: { tags: string[] } }>(page, "query($id: ID!) { order(id: $id) { tags } }", { id })).order.tags)
    .toEqual([]);
  // Move to Web shop from the order page, then remove it from that project (back to General) on the project page.
  // Choosing in the list moves nothing (a keyboard user browses it with the arrow keys); the button moves.
  const projectNow = async () =>
    (await gqlData<{ order: { project: { name: string } } }>(page, "query($id: ID!) { order(id: $id) { project { name } } }", { id })).order.project.name;
  const before = await projectNow();
  const moveList = page.getByLabel("Move to project");
  await moveList.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await moveList.selectOption({ label: "Web shop" });
  await expect(page.locator(".toast")).toHaveCount(0);
  expect(await projectNow()).toBe(before);
  const moveButton = page.getByRole("button", { name: "Move", exact: true });
  await moveButton.click();
  await expect(page.getByText("“e2e-renamed” moved to Web shop")).toBeVisible();
  // The button keeps the focus after the move (it is aria-disabled, not disabled, with nothing left to move).
  await expect(moveButton).toBeFocused();
  await expect(moveButton).toHaveAttribute("aria-disabled", "true");
  const where = async () =>
    (await gqlData<{ order: { project: { name: string; id: string } } }>(page, "query($id: ID!) { order(id: $id) { project { id name } } }", { id })).order
      .project;
  await expect.poll(async () => (await where()).name).toBe("Web shop");
  await openAccount(page, `/my/projects/${(await where()).id}/`);
  await page.locator(`[data-order-id="${id}"]`).getByRole("button", { name: "Remove from project" }).click();
  await expect(page.locator(`[data-order-id="${id}"]`)).toHaveCount(0);
  await expect.poll(async () => (await where()).name).toBe("General");
});

test("cancel an unpaid order: it is deleted at once", async ({ page }) => {
  const id = (await createOrder(page, "e2e-cancel-unpaid")).createOrder.orders[0]!.id;
  await openAccount(page, `/my/orders/${id}/`);
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel “e2e-cancel-unpaid”?" });
  await expect(dialog).toContainText("it is deleted at once");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText("The order was deleted")).toBeVisible();
  expect((await gql(page, "query($id: ID!) { order(id: $id) { id } }", { id })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
});

test("transfer an order to another customer by e-mail; a customer id is nobody, an unpaid order stays", async ({ page }) => {
  // Decision 071: an unpaid order is not handed on with its debt.
  const unpaid = (await createOrder(page, "e2e-transfer-unpaid")).createOrder.orders[0]!.id;
  await openAccount(page, `/my/orders/${unpaid}/`);
  await expect(page.getByTestId("transfer-unpaid")).toContainText("Pay the order before transferring it");
  await expect(page.getByLabel("Recipient's login or e-mail")).toHaveCount(0);

  const id = await paidOrder(page, "e2e-transfer");
  await openAccount(page, `/my/orders/${id}/`);
  const recipient = page.getByLabel("Recipient's login or e-mail");
  await expect(page.getByText("Nothing about them is shown here")).toBeVisible();
  // A customer id (it once answered that customer's e-mail) finds nobody, and nothing else is shown.
  await recipient.fill("3");
  await page.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(page.getByText("No customer with this login or e-mail.")).toBeVisible();
  await expect(page.getByTestId("order-page")).not.toContainText("@example.com");
  await recipient.fill("nobody@example.com");
  await page.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(page.getByText("No customer with this login or e-mail.")).toBeVisible();
  await expect(recipient).toHaveValue("nobody@example.com");
  await recipient.fill("UA@example.com");
  await page.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(page.getByText("The order was transferred to UA@example.com")).toBeVisible();
  expect((await gql(page, "query($id: ID!) { order(id: $id) { id } }", { id })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
});

test("transfer in Russian: the hint, an unpaid order's note and the transfer", async ({ page }) => {
  const unpaid = (await createOrder(page, "e2e-transfer-unpaid-ru")).createOrder.orders[0]!.id;
  await openAccount(page, `/ru/my/orders/${unpaid}/`);
  await expect(page.getByTestId("transfer-unpaid")).toContainText("Оплатите заказ, прежде чем передать его");
  const id = await paidOrder(page, "e2e-transfer-ru");
  await openAccount(page, `/ru/my/orders/${id}/`);
  await expect(page.getByText("Мы ничего не покажем о нём")).toBeVisible();
  await page.getByLabel("Логин или адрес эл. почты получателя").fill("ua@example.com");
  await page.getByRole("button", { name: "Передать", exact: true }).click();
  await expect(page.getByText("Заказ передан ua@example.com")).toBeVisible();
});

test("tariff change shows the surcharge before paying, pays it on the payment page, and the sandbox's order gets the new plan", async ({ page }) => {
  const id = await paidOrder(page, `tariff-${uniqueWord()}`);
  await openAccount(page, `/my/orders/${id}/`);
  const box = page.getByTestId("tariff-change");
  await expect(box).toContainText("Current plan");
  const plan = await box.getByLabel("New plan").inputValue();
  await box.getByRole("button", { name: "Get the surcharge" }).click();
  const surcharge = box.getByTestId("surcharge");
  await expect(surcharge).toContainText(/€\d+\.\d\d/);
  const shown = await surcharge.locator("strong").textContent();
  await box.getByRole("button", { name: "Pay the surcharge" }).click();
  await page.waitForURL(/\/checkout\/pay\/p_[^/?]+\/$/);
  // The surcharge shown before paying is the payment's amount in the sandbox, and the page asks for it.
  const ref = /\/pay\/([^/]+)\//.exec(page.url())![1]!;
  const context = (await (await page.request.get(`/my/api/payment/${ref}/`)).json()) as { amount: number };
  expect(shown).toBe(formatMoney(context.amount, "EUR", "en"));
  await expect(page.getByTestId("to-pay")).toHaveText(shown!);
  expect((await gqlData<{ order: { planSlug: string } }>(page, "query($id: ID!) { order(id: $id) { planSlug } }", { id })).order.planSlug).toBe("vps-1");
  await page.getByRole("radio", { name: "Bank card" }).check();
  await page.getByTestId("pay").click();
  await page.waitForURL(/\/sandbox\/pay\/card\//);
  await page.getByRole("button", { name: "Pay (success)" }).click();
  await page.waitForURL(/\/my\/\?payment=paid/);
  const after = (await gqlData<{ order: { planSlug: string; restarts: number } }>(page, "query($id: ID!) { order(id: $id) { planSlug restarts } }", { id }))
    .order;
  expect(after).toEqual({ planSlug: plan, restarts: 1 });
});

test.describe("cancel mark", () => {
  test.use({ user: USERS.russian });
  test("a paid order is marked for cancelation at lease end; the mark can be removed", async ({ page }) => {
    const order = (await gqlData<{ orders: Array<{ id: string; name: string; paid: boolean }> }>(page, "{ orders { id name paid } }")).orders.find(
      (o) => o.paid,
    )!;
    await openAccount(page, `/ru/my/orders/${order.id}/`);
    await page.getByRole("button", { name: "Отменить заказ" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("отменится в конце срока аренды");
    await dialog.getByRole("button", { name: "Отменить заказ" }).click();
    await expect(page.getByText("Заказ отмечен к отмене")).toBeVisible();
    const mark = async () =>
      (await gqlData<{ order: { cancelMark: boolean } }>(page, "query($id: ID!) { order(id: $id) { cancelMark } }", { id: order.id })).order.cancelMark;
    expect(await mark()).toBe(true);
    await page.getByRole("button", { name: "Оставить заказ" }).click();
    await expect(page.getByText("Отметка об отмене снята")).toBeVisible();
    expect(await mark()).toBe(false);
  });
});

test("orders of all 11 types appear on their projects' pages, grouped by type, with paid-until and status from the sandbox", async ({ page }) => {
  type O = { id: string; name: string; type: string; paid: boolean; paidUntil: string | null; project: { id: string } };
  const { orders } = await gqlData<{ orders: O[] }>(page, "{ orders { id name type paid paidUntil project { id } } }");
  // The seed gives this customer one order of each type; other tests add VPS orders of their own.
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
  const seedOne = types.map((type) => orders.find((o) => o.type === type && !/^(e2e|realtime|debt)/.test(o.name))!);
  const shown = new Set<string>();
  for (const projectId of new Set(seedOne.map((o) => o.project.id))) {
    await openAccount(page, `/my/projects/${projectId}/`);
    for (const o of seedOne.filter((x) => x.project.id === projectId)) {
      const row = page.locator(`[data-order-type="${o.type}"] [data-order-id="${o.id}"]`);
      await expect(row).toContainText(o.name);
      await expect(row).toContainText(o.paid ? "Active" : "Unpaid");
      if (o.paidUntil) await expect(row).toContainText(formatShortDate(o.paidUntil, "en"));
      shown.add(o.type);
    }
  }
  expect([...shown].sort()).toEqual(types);
});

test.describe("transfer needs verified personal data", () => {
  test.use({ user: null });
  test("a new customer without personal data sees why transfer is closed, and the sandbox refuses it", async ({ page, browser }) => {
    // The new customer: one-step signup signs in at once, without personal data and with the e-mail unconfirmed.
    const email = `e2e.transfer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.request.get("/auth/_allauth/browser/v1/auth/session");
    const csrf = async () => (await page.context().cookies()).find((c) => c.name === "csrftoken")!.value;
    expect(
      (await page.request.post("/auth/_allauth/browser/v1/auth/one-step-signup", { data: { email }, headers: { "X-CSRFToken": await csrf() } })).status(),
    ).toBe(200);
    // The complete demo customer, in another browser, gives them an order.
    const giver = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const giverPage = await giver.newPage();
    await login(giverPage, USERS.complete);
    const id = await paidOrder(giverPage, "e2e-gift");
    const moved = await gqlData<{ transferOrder: { recipient: string } }>(
      giverPage,
      "mutation($id: ID!, $r: String!) { transferOrder(id: $id, recipient: $r) { recipient } }",
      { id, r: email },
    );
    expect(moved.transferOrder.recipient).toBe(email);
    await giver.close();

    await openAccount(page, `/my/orders/${id}/`);
    await expect(page.getByTestId("order-page")).toContainText("e2e-gift");
    await expect(page.getByText("Verify your personal data before transferring orders.")).toBeVisible();
    await expect(page.getByLabel("Recipient's login or e-mail")).toHaveCount(0);
    const refused = await gql(page, 'mutation($id: ID!) { transferOrder(id: $id, recipient: "ua@example.com") { recipient } }', { id });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await gqlData<{ order: { id: string } }>(page, "query($id: ID!) { order(id: $id) { id } }", { id })).order.id).toBe(id);
  });
});
