import { test, expect, visit, gqlData, createCustomer, check } from "./fixtures";

// Issue 37 (decision 159, 161): after the purchase the order says what was bought and how to reach the server,
// its state follows the sandbox's provisioning over the socket, and the menu's admin link opens a control panel
// whose power actions show on the order page. Found on a 390 px phone in Russian: tested there.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

test("ru, 390 px: a bought VPS turns active over the socket, shows what was bought, its addresses and how to connect; the panel's power action shows", async ({
  page,
}) => {
  await createCustomer(page, { label: "provision" });
  await visit(page, "/ru/checkout/?plan=vps-2&months=1&location=netherlands&os=debian-12");
  await expect(page.getByLabel("Операционная система")).toHaveValue("debian-12");
  await page.getByRole("button", { name: "Продолжить" }).click();
  // No SSH key in a new account: the way in is a root password.
  const access = page.getByTestId("server-access");
  await expect(access.getByRole("radio", { name: "Пароль root, он будет показан один раз в личном кабинете" })).toBeChecked();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/checkout\/pay\/[^/]+\/$/);
  await page.getByTestId("pay").click();
  await page.getByRole("button", { name: "Pay (success)" }).click();
  await expect(page).toHaveURL(/\/my\/\?payment=paid/);

  const { orders } = await gqlData<{ orders: Array<{ id: string; name: string }> }>(page, "{ orders { id name } }");
  const order = orders[0]!;
  await visit(page, `/ru/my/orders/${order.id}/`);
  const server = page.getByTestId("order-server");
  await expect(server).toHaveAttribute("data-state", "provisioning");
  await expect(server.getByTestId("server-state")).toHaveText("Создаётся");
  await expect(page.getByTestId("realtime-status")).toHaveAttribute("data-status", "open");

  // Provisioning ends (the sandbox's control, no waiting): the page learns it over the socket, without a reload.
  await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
  check(await page.request.post(`/sandbox/api/orders/${order.id}/provisioned`), 200);
  await expect(server).toHaveAttribute("data-state", "active");
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
  await expect(server.getByTestId("server-state")).toHaveText("Работает включён");

  const bought = page.getByTestId("order-configuration");
  await expect(bought.getByTestId("order-location")).toHaveText("Нидерланды, Амстердам");
  await expect(bought.getByTestId("order-os")).toHaveText("Debian 12");
  await expect(bought.getByTestId("order-resources")).toHaveText(/^2 vCPU · 4 ГБ RAM · диск \d+ ГБ$/);
  await expect(server.getByTestId("server-ipv4")).toHaveText(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/);
  await expect(server.getByTestId("server-ipv6")).toHaveText(/^2001:db8:/);
  const ipv4 = (await server.getByTestId("server-ipv4").textContent())!;
  const connect = server.getByTestId("how-to-connect");
  await expect(connect.getByRole("heading", { name: "Как подключиться" })).toBeVisible();
  await expect(connect).toContainText(`ssh root@${ipv4}`);
  await expect(connect.getByRole("link", { name: "Пошаговая инструкция: подключение к VPS по SSH" })).toHaveAttribute(
    "href",
    "/ru/help/connect-to-vps-over-ssh/",
  );
  // The root password, once (the customer signed in a moment ago: no reauthentication is due yet).
  await server.getByRole("button", { name: "Показать пароль root" }).click();
  await expect(server.getByTestId("root-password")).toHaveText(/^[A-Za-z0-9]{16}$/);

  // The menu's admin link opens the control panel, in Russian, with this server running (on a phone the
  // sections are behind the «Меню» button).
  await page.getByRole("navigation", { name: "Разделы кабинета" }).getByRole("button", { name: /^Меню/ }).click();
  const [panel] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByTestId("account-menu").getByRole("link", { name: "Панель управления" }).click(),
  ]);
  await expect(panel.getByRole("heading", { name: "Панель управления" })).toBeVisible();
  await expect(panel.locator("html")).toHaveAttribute("lang", "ru");
  const row = panel.locator(`tr[data-server="${order.id}"]`);
  await expect(row).toContainText("Работает, включён");
  await expect(row).toContainText(ipv4);
  await row.getByRole("button", { name: "Выключить" }).click();
  await expect(panel.getByRole("status")).toHaveText(`Выключен: ${order.name}`);

  // The power action reaches the order page over the socket.
  await expect(server).toHaveAttribute("data-power", "stopped");
  await expect(server.getByTestId("server-state")).toHaveText("Работает выключен");
  await panel.close();
});
