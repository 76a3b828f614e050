import type { Page } from "@playwright/test";
import { check, uniqueEmail } from "./sandbox-calls";

/**
 * What the fault-matrix rows the browser drives need before their call can be made (tests/e2e/fault-matrix-browser.ts):
 * a chat conversation of this browser, and the agent's answer in it. Through the sandbox's API and controls with
 * the page's own request context (its cookies are the browser's); throws when the sandbox does not answer as
 * documented (sandbox/README.md). The jsdom rows' set-ups are tests/features/fault-matrix/tab-setup.ts.
 */

/** A support chat conversation started in this browser (the staff must be online: the panel waits for it). */
export async function chatConversation(page: Page): Promise<string> {
  const email = uniqueEmail("chat");
  await page.goto("/help/");
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  await page.getByTestId("chat-launcher").click();
  const panel = page.getByRole("dialog", { name: "Support chat" });
  await panel.locator('[data-status="online"]').waitFor({ timeout: 60_000 });
  await panel.getByLabel("Your e-mail address").fill(email);
  await panel.getByLabel("Message").fill("Is there an IPv6 address with every VPS?");
  await panel.getByRole("button", { name: "Send" }).click();
  await panel.locator(".support-chat__message--visitor").waitFor();
  return email;
}

/** The sandbox's agent writes in the conversation of `email` (an unread message for the visitor). */
export async function agentWrites(page: Page, email: string): Promise<void> {
  check(await page.request.post("/sandbox/api/chat/reply", { data: { email, text: "Yes, a /64 comes with every VPS." } }), 201);
}
