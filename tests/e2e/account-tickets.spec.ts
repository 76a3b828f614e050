import type { Page } from "@playwright/test";
import { test, expect, openAccount, gqlData, createCustomer, check } from "./fixtures";
import enAccount from "../../locales/en/account.json";
import ruAccount from "../../locales/ru/account.json";
import enErrors from "../../locales/en/errors.json";
import ruErrors from "../../locales/ru/errors.json";
import { TICKET_ATTACHMENT_MAX_BYTES } from "../../src/lib/rules/ticket";

// Tickets as conversations (issue 20 item 5, decision 107). Each test has a customer and tickets of its own;
// the sandbox's support side answers through /sandbox/api/tickets/reply, as the chat's does.
test.describe.configure({ timeout: 120_000 });

const REPLY = /\/my\/api\/tickets\/\d+\/messages\/$/;
const MAX_MB = TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024;
const bigFile = { name: "disk.img", mimeType: "application/octet-stream", buffer: Buffer.alloc(TICKET_ATTACHMENT_MAX_BYTES + 1) };
const logFile = { name: "dmesg.log", mimeType: "text/plain", buffer: Buffer.from("kernel: disk full\n") };

async function newTicket(page: Page, subject: string, message: string): Promise<string> {
  return (
    await gqlData<{ createTicket: { id: string } }>(page, "mutation($s: String!, $m: String!) { createTicket(input: { subject: $s, message: $m }) { id } }", {
      s: subject,
      m: message,
    })
  ).createTicket.id;
}

const staffReplies = async (page: Page, ticketId: string, text: string) =>
  check(await page.request.post("/sandbox/api/tickets/reply", { data: { ticketId, text } }), 201);

/** Resolves once the tab's realtime connection has greeted this page (a staff reply sent after it arrives live). */
const realtimeReady = (page: Page) =>
  page.waitForEvent("websocket").then((ws) => ws.waitForEvent("framereceived", (f) => String(f.payload).includes('"type":"hello"')));

// The two languages are steps of one test over one customer (decision 228): the Russian step's ticket is its own,
// found by its id and subject; its list is a page load of the Russian address.
test("en, then ru: one customer's tickets in both languages", async ({ page, problems }) => {
  await createCustomer(page);
  await test.step("en: the thread, a staff reply arriving live, a too large file refused, a failed reply kept, close and reopen", async () => {
    const id = await newTicket(page, "Disk is full", "My VPS disk is full since this morning.");
    const other = await newTicket(page, "Invoice address", "Please change the address on my invoices.");
    await staffReplies(page, other, "Which address should we use?");

    // The list says which ticket waits for the customer.
    const ready = realtimeReady(page);
    await openAccount(page, "/my/tickets/");
    await expect(page.locator(`[data-ticket-id="${other}"]`)).toContainText(enAccount.tickets.awaitsYou);
    await expect(page.locator(`[data-ticket-id="${id}"]`)).toContainText(enAccount.tickets.statuses.open);

    await page.getByRole("link", { name: "Disk is full" }).click();
    await expect(page).toHaveURL(new RegExp(`/my/tickets/${id}/$`));
    const thread = page.getByTestId("ticket-thread");
    await expect(thread.locator("li")).toHaveCount(1);
    await expect(thread).toContainText("My VPS disk is full since this morning.");
    await ready;

    // Support answers: the reply shows up on the open page without a reload, and the ticket now waits for the customer.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));
    await staffReplies(page, id, "Which server is it?");
    await expect(thread.locator('[data-author="staff"]')).toContainText("Which server is it?");
    await expect(page.getByTestId("ticket-page")).toContainText(enAccount.tickets.awaitsYou);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");

    const form = page.getByTestId("ticket-reply");
    const message = form.getByLabel(enAccount.tickets.message, { exact: true });
    const files = form.getByLabel(enAccount.tickets.attach, { exact: true });
    await message.fill("It is vps-1; the log is attached.");
    // Too large: the form says so and sends nothing.
    let sent = 0;
    page.on("request", (r) => {
      if (REPLY.test(new URL(r.url()).pathname)) sent += 1;
    });
    await files.setInputFiles(bigFile);
    await expect(form).toContainText(enErrors.attachmentTooLarge.replace("{{name}}", "disk.img").replace("{{size}}", String(MAX_MB)));
    await form.getByRole("button", { name: enAccount.tickets.send }).click();
    await expect(message).toHaveValue("It is vps-1; the log is attached.");
    expect(sent).toBe(0);

    // The reply fails: the toast names it and the text and the file stay.
    await files.setInputFiles(logFile);
    await expect(form).not.toContainText("disk.img");
    problems.expectStatus(REPLY, 500);
    await page.route(REPLY, (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Server Error (500)</h1>" }), { times: 1 });
    await form.getByRole("button", { name: enAccount.tickets.send }).click();
    await expect(page.getByText(enErrors.completeRequest)).toBeVisible();
    await expect(message).toHaveValue("It is vps-1; the log is attached.");
    expect(await files.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((f) => f.name))).toEqual(["dmesg.log"]);

    // Sent again: the reply and its file join the thread; the ticket waits for support again.
    await form.getByRole("button", { name: enAccount.tickets.send }).click();
    await expect(page.getByText(enAccount.tickets.replied)).toBeVisible();
    const mine = thread.locator('[data-author="customer"]').last();
    await expect(mine).toContainText("It is vps-1; the log is attached.");
    const link = mine.getByRole("link", { name: /^dmesg\.log, / });
    const download = await link.getAttribute("href");
    const file = await page.request.get(download!);
    expect(await file.text()).toBe("kernel: disk full\n");
    await expect(message).toHaveValue("");
    await expect(page.getByTestId("ticket-page")).not.toContainText(enAccount.tickets.awaitsYou);

    // Close: no more replies until reopened.
    await page.getByRole("button", { name: enAccount.tickets.close }).click();
    await expect(page.getByTestId("ticket-closed")).toHaveText(enAccount.tickets.closedNote);
    await expect(page.getByTestId("ticket-reply")).toHaveCount(0);
    await page.getByRole("button", { name: enAccount.tickets.reopen }).click();
    await expect(page.getByTestId("ticket-reply")).toBeVisible();
    await expect(page.getByTestId("ticket-page")).toHaveAttribute("data-status", "open");
  });

  await test.step("ru: the list marks the ticket awaiting the customer; a too large file and a failed reply in Russian, with nothing typed lost; close", async () => {
    const id = await newTicket(page, "Сервер не отвечает", "С утра не открывается сайт.");
    await staffReplies(page, id, "Проверьте, пожалуйста, запущен ли веб-сервер.");
    await openAccount(page, "/ru/my/tickets/");
    await expect(page.locator(`[data-ticket-id="${id}"]`)).toContainText(ruAccount.tickets.awaitsYou);
    await page.getByRole("link", { name: "Сервер не отвечает" }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/my/tickets/${id}/$`));
    const thread = page.getByTestId("ticket-thread");
    await expect(thread.locator('[data-author="staff"]')).toContainText(ruAccount.tickets.support);
    await expect(thread.locator('[data-author="customer"]')).toContainText(ruAccount.tickets.you);

    const form = page.getByTestId("ticket-reply");
    const message = form.getByLabel(ruAccount.tickets.message, { exact: true });
    await message.fill("Запущен, но порт 443 закрыт.");
    await form.getByLabel(ruAccount.tickets.attach, { exact: true }).setInputFiles(bigFile);
    await expect(form).toContainText(ruErrors.attachmentTooLarge.replace("{{name}}", "disk.img").replace("{{size}}", String(MAX_MB)));
    await form.getByLabel(ruAccount.tickets.attach, { exact: true }).setInputFiles([]);

    problems.expectStatus(REPLY, 500);
    await page.route(REPLY, (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Server Error (500)</h1>" }), { times: 1 });
    await form.getByRole("button", { name: ruAccount.tickets.send }).click();
    await expect(page.getByText(ruErrors.completeRequest)).toBeVisible();
    await expect(page.getByText(ruErrors.generic)).toBeVisible();
    await expect(message).toHaveValue("Запущен, но порт 443 закрыт.");
    await form.getByRole("button", { name: ruAccount.tickets.send }).click();
    await expect(page.getByText(ruAccount.tickets.replied)).toBeVisible();
    await expect(thread.locator('[data-author="customer"]').last()).toContainText("Запущен, но порт 443 закрыт.");

    await page.getByRole("button", { name: ruAccount.tickets.close }).click();
    await expect(page.getByTestId("ticket-closed")).toHaveText(ruAccount.tickets.closedNote);
    await page.getByRole("link", { name: ruAccount.tickets.back }).click();
    await expect(page.locator(`[data-ticket-id="${id}"]`)).toContainText(ruAccount.tickets.statuses.closed);
  });
});
