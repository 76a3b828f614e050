import type { APIRequestContext, Page } from "@playwright/test";
import { uniqueWord } from "../support/unique";
import { test, expect, visit, createCustomer } from "./fixtures";

// Staff status is one setting of the shared sandbox: these tests change it, so they run one by one.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const TICKET_DRAFT_KEY = "hostward:ticket-draft"; // docs/decisions/030-chat-ticket-handover.md

async function setStaff(request: APIRequestContext, status: "online" | "offline" | "break", autoReply = true) {
  const res = await request.post("/sandbox/api/chat/status", { data: { status, auto_reply: autoReply } });
  expect(res.ok()).toBe(true);
}

async function agentSays(request: APIRequestContext, email: string, text: string) {
  const res = await request.post("/sandbox/api/chat/reply", { data: { email, text } });
  expect(res.status()).toBe(201);
}

const panel = (page: Page) => page.getByRole("dialog", { name: /Support chat|Чат поддержки/ });

/** Every WebSocket the page opens (path, and whether it has closed since). */
function recordSockets(page: Page) {
  const sockets: Array<{ path: string; closed: boolean }> = [];
  page.on("websocket", (ws) => {
    const entry = { path: new URL(ws.url()).pathname, closed: false };
    sockets.push(entry);
    ws.on("close", () => (entry.closed = true));
  });
  return sockets;
}

/** One connection per tab (spec §9, decision 051): the chat uses the tab's /my/api/ws/ and no socket of its own. */
async function expectOneTabSocket(sockets: Array<{ path: string; closed: boolean }>) {
  expect(sockets.length).toBeGreaterThan(0);
  expect([...new Set(sockets.map((s) => s.path))]).toEqual(["/my/api/ws/"]);
  await expect.poll(() => sockets.filter((s) => !s.closed).length).toBe(1);
}

test.afterAll(async ({ request }) => {
  await setStaff(request, "online");
});

test("the chat costs no JS until opened; staff online: a visitor writes and the agent's reply appears live", async ({ page }) => {
  await setStaff(page.request, "online", false);
  // The chat's code is told by what it holds (island chunks have content-hashed names only): the panel's class.
  const chatChunks: string[] = [];
  const scriptBodies: Array<Promise<void>> = [];
  page.on("response", (r) => {
    if (r.url().includes("/my/api/chat/")) chatChunks.push(r.url());
    else if (r.request().resourceType() === "script")
      scriptBodies.push(
        r.text().then(
          (body) => void (body.includes("support-chat__messages") && chatChunks.push(r.url())),
          () => undefined,
        ),
      );
  });
  const loadedChat = async () => (await Promise.all(scriptBodies), chatChunks);
  const sockets = recordSockets(page);
  expect(await visit(page, "/help/")).toBe(200);
  await page.waitForLoadState("networkidle");
  expect(await loadedChat(), "nothing of the chat loads before it is opened").toEqual([]);
  expect(sockets, "no socket before the chat is opened").toEqual([]);

  await page.getByTestId("chat-launcher").click();
  const chat = panel(page);
  await expect(chat.getByRole("status").first()).toHaveText(/Online: Alex answers/);
  expect((await loadedChat()).some((u) => u.endsWith(".js"))).toBe(true);

  const email = `visitor-${Date.now()}@example.org`;
  await chat.getByLabel("Your e-mail address").fill(email);
  await chat.getByPlaceholder("Type your message…").fill("Does the VPS plan include backups?");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.locator(".support-chat__message--visitor")).toHaveText(/Does the VPS plan include backups\?/);

  await agentSays(page.request, email, "Yes: daily backups are kept for 7 days.");
  await expect(chat.locator(".support-chat__message--agent")).toHaveText(/Alex.*Yes: daily backups are kept for 7 days\./s);
  // The reply came over the tab's one socket, reconnected after the first message to carry the chat cookie.
  await expectOneTabSocket(sockets);
  // Locale tables: times are formatted (no raw ISO strings on screen).
  await expect(chat.locator("time").first()).toHaveText(/^\d{2}:\d{2}\s?(AM|PM)$/);
  expect(await chat.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  await page.screenshot({ path: "test-results/screens/chat-en-online.png" });

  // Closed panel: a new answer raises the unread badge; it survives a reload (history on the server).
  await chat.getByRole("button", { name: "Close the chat" }).click();
  await agentSays(page.request, email, "Anything else?");
  await expect(page.getByTestId("chat-unread")).toHaveText("1");
  // The header shows the count too.
  await expect(page.locator("header").getByTestId("chat-unread-header")).toHaveText("1");
  await expect(page.getByTestId("chat-unread-header")).toHaveAccessibleName("1 unread message");
  expect(await visit(page, "/help/")).toBe(200);
  await expect(page.getByTestId("chat-unread")).toHaveText("1");
  await page.screenshot({ path: "test-results/screens/chat-unread-header-en.png" });
  // The header's badge opens the chat.
  await page.getByTestId("chat-unread-header").click();
  await expect(panel(page).locator(".support-chat__message")).toHaveCount(3);
  await expect(page.getByTestId("chat-unread")).toHaveCount(0);
  await expect(page.getByTestId("chat-unread-header")).toHaveCount(0);

  // Another tab of the same browser sees the conversation and gets new messages live.
  const second = await page.context().newPage();
  expect(await visit(second, "/ru/help/")).toBe(200);
  await second.getByTestId("chat-launcher").click();
  await expect(panel(second).locator(".support-chat__message")).toHaveCount(3);
  await agentSays(page.request, email, "Both tabs see this.");
  await expect(panel(second).locator(".support-chat__message--agent").last()).toHaveText(/Both tabs see this\./);
  await expect(panel(page).locator(".support-chat__message--agent").last()).toHaveText(/Both tabs see this\./);
  await second.close();
});

test("staff on a break: the chat offers a ticket and the typed text is handed to /my/tickets/new/", async ({ page }) => {
  await setStaff(page.request, "break");
  expect(await visit(page, "/help/")).toBe(200);
  await page.getByTestId("chat-launcher").click();
  const chat = panel(page);
  await expect(chat.getByRole("status").first()).toHaveText(/On a break/);
  await expect(chat.getByTestId("chat-offline")).toHaveText(/Open a ticket with your text/);
  await expect(chat.getByRole("button", { name: "Send" })).toHaveCount(0);
  await chat.getByRole("textbox").fill("My server 42 does not boot after the tariff change.");
  await chat.getByRole("button", { name: "Open a ticket" }).click();
  // /my/tickets/new/ asks a signed-out visitor to log in first, in the same tab; the draft waits
  // (docs/decisions/030-chat-ticket-handover.md).
  await expect(page).toHaveURL(/\/auth\/login\/\?next=%2Fmy%2Ftickets%2Fnew%2F$/);
  const draft = await page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? "null"), TICKET_DRAFT_KEY);
  expect(draft).toMatchObject({ source: "chat", message: "My server 42 does not boot after the tariff change." });
  await page.getByLabel("E-mail").fill("complete@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Sandbox-demo-2024");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/my\/tickets\/new\/$/);
  // The new-ticket form has the typed text and says where it came from; the draft is used up.
  const form = page.getByTestId("ticket-form");
  await expect(form.getByLabel("Message")).toHaveValue("My server 42 does not boot after the tariff change.");
  await expect(form.getByTestId("ticket-from-chat")).toBeVisible();
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), TICKET_DRAFT_KEY)).toBeNull();
  await page.screenshot({ path: "test-results/screens/ticket-from-chat.png", fullPage: true });
  // Sending it: the sandbox has the ticket with the chat's text.
  const subject = `From the chat ${uniqueWord()}`;
  await form.getByLabel("Subject").fill(subject);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/my\/tickets\/$/);
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")!.value;
  const answer = await page.request.post("/my/api/graphql/", { data: { query: "{ tickets { subject message } }" }, headers: { "X-CSRFToken": csrf } });
  const { data } = (await answer.json()) as { data: { tickets: Array<{ subject: string; message: string }> } };
  expect(data.tickets.find((t) => t.subject === subject)?.message).toBe("My server 42 does not boot after the tariff change.");
  // A later visit starts empty: the draft was read once.
  expect(await visit(page, "/my/tickets/new/")).toBe(200);
  await expect(page.getByTestId("support-staff")).toBeVisible();
  await expect(page.getByTestId("ticket-from-chat")).toHaveCount(0);
  await expect(page.getByTestId("ticket-form").getByLabel("Message")).toHaveValue("");
});

test("in the account area a signed-in customer chats without an e-mail; the agent's reply appears live", async ({ page }) => {
  await setStaff(page.request, "online", false);
  const email = await createCustomer(page); // a customer of its own: the conversation is per account
  const sockets = recordSockets(page);
  expect(await visit(page, "/my/")).toBe(200);
  // The dashboard is up (the account shell has rendered around the launcher) before the launcher is pressed.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hello");
  await page.getByTestId("chat-launcher").click();
  const chat = panel(page);
  await expect(chat.getByRole("status").first()).toHaveText(/Online: Alex answers/);
  await expect(chat.getByLabel("Your e-mail address")).toHaveCount(0);
  await chat.getByPlaceholder("Type your message…").fill("Please extend the disk of my VPS.");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.locator(".support-chat__message--visitor")).toHaveText(/Please extend the disk of my VPS\./);
  await agentSays(page.request, email, "Done: the disk is 80 GB now.");
  await expect(chat.locator(".support-chat__message--agent")).toHaveText(/Done: the disk is 80 GB now\./);
  // The account area and the chat share the tab's one connection, which stays open.
  await expectOneTabSocket(sockets);
  await expect(page.getByTestId("realtime-status")).toHaveAttribute("data-status", "open");
  await page.screenshot({ path: "test-results/screens/chat-account-en.png" });
});

test("staff offline in Russian; status changes reach an open panel live", async ({ page }) => {
  await setStaff(page.request, "offline");
  expect(await visit(page, "/ru/help/")).toBe(200);
  await page.getByTestId("chat-launcher").click();
  const chat = panel(page);
  await expect(chat.getByRole("status").first()).toHaveText(/Не в сети/);
  await expect(chat.getByRole("button", { name: "Открыть тикет" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/chat-ru-offline.png" });
  await setStaff(page.request, "online");
  await expect(chat.getByRole("status").first()).toHaveText(/В сети: Alex/);
  await expect(chat.getByRole("button", { name: "Отправить" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/chat-ru-online.png" });
});
