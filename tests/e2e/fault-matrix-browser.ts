import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { agentWrites, chatConversation } from "./fault-matrix-setup";
import { FAULT_MATRIX, type FaultRow, type Made, type Typed } from "../support/fault-matrix";

/**
 * The fault matrix's rows the browser drives (tests/support/fault-matrix.ts): those marked `browser` (the static
 * pages' islands, the socket). The client-only route families' rows are driven in jsdom only
 * (tests/features/fault-matrix): the same screens, texts and typed values, against the same sandbox (decision 176,
 * `## app26`). Each row's drive is data; its `steps` are written here in Playwright's terms, by the row's id.
 */
export const BROWSER_ROWS: FaultRow[] = FAULT_MATRIX.filter((row) => row.drive?.browser);

export interface BrowserDrive {
  /** Once per row, before the five failures: what the call needs. */
  setup?: (page: Page) => Promise<Made>;
  /** Opens the screen, reaches the form and types (for calls made on load: nothing). */
  open: (page: Page, made: Made) => Promise<void>;
  /** Makes the call: presses the button, or loads the screen for calls made on load. */
  act: (page: Page, made: Made) => Promise<void>;
  /** After the failure, with the call let through again: the screen recovers on its own (a socket reconnects). */
  recovers?: (page: Page) => Promise<void>;
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
}
async function go(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}
/** A typed field: by its label inside `within` (labels there may carry a required mark), else by its exact label. */
export const field = (page: Page, t: Typed) => (t.within ? page.locator(t.within).getByLabel(t.label) : page.getByLabel(t.label, { exact: true }));

async function type(page: Page, typed: Typed[]): Promise<void> {
  for (const t of typed) {
    if (t.select) await field(page, t).selectOption(t.value);
    else await field(page, t).fill(t.value);
  }
}
const press = (name: string) => (page: Page) => page.getByRole("button", { name, exact: true }).click();
/** The support chat panel, once its staff status is known to be online (the form sends only then). */
async function chatPanel(page: Page) {
  const launcher = page.getByTestId("chat-launcher");
  const panel = page.getByRole("dialog", { name: "Support chat" });
  // On a static page the launcher is an island (decision 078): a click before it is live is held and
  // replayed. Point at it and wait until it is live, so that the state read next is the real one and a
  // click is exactly one toggle.
  await launcher.hover();
  const island = page.locator('[data-island="chat-launcher"]');
  if (await island.count()) await expect(island).toHaveAttribute("data-state", "live");
  if ((await launcher.getAttribute("aria-expanded")) !== "true") await launcher.click();
  await expect(panel).toBeVisible();
  // Another test may have set the staff on a break: the panel follows the status live, so wait for it.
  await panel.locator('[data-status="online"]').waitFor({ timeout: 60_000 });
  return panel;
}

/** Each browser row's steps: before typing (`before`), or its whole drive where the row's data is not enough. */
const STEPS: Record<string, { before?: (page: Page) => Promise<void>; drive?: BrowserDrive }> = {
  "GET /my/api/chat/": {
    drive: { open: async () => {}, act: async (page) => (await go(page, "/help/"), await page.getByTestId("chat-launcher").click()) },
  },
  "POST /my/api/chat/messages/": {
    drive: {
      open: async (page) => {
        await go(page, "/help/");
        await chatPanel(page);
        await type(page, BROWSER_ROWS.find((r) => r.id === "POST /my/api/chat/messages/")!.drive!.typed);
      },
      act: (page) => page.locator(".support-chat").getByRole("button", { name: "Send", exact: true }).click(),
    },
  },
  "POST /my/api/chat/read/": {
    drive: {
      // A conversation of this browser, its panel left open on /help/ (one page load for the five failures); for
      // each failure the agent writes, and the open panel reads what arrives (the row's trigger).
      setup: async (page) => ({ email: await chatConversation(page) }),
      open: async () => {},
      act: (page, made) => agentWrites(page, made.email!),
    },
  },
  "GET /my/api/ws/": {
    drive: {
      open: async () => {},
      act: (page) => go(page, "/my/"),
      // The socket's reconnection delay (1 s plus up to 4 s random, spec §9) is skipped on the page's clock
      // (installed before the load: fault-matrix.spec.ts), a second at a time until the socket is open again.
      recovers: async (page) => {
        const open = page.locator('[data-testid="realtime-status"][data-status="open"]');
        await expect(async () => {
          if ((await open.count()) === 0) await page.clock.fastForward(1000);
          await expect(open).toHaveCount(1, { timeout: 250 });
        }).toPass({ timeout: 30_000 });
      },
    },
  },
};

/** The row's drive in Playwright's steps: its own, or the row's data (open the address, type, press; or load it). */
export function browserDrive(row: FaultRow): BrowserDrive {
  const steps = STEPS[row.id];
  if (steps?.drive) return steps.drive;
  const drive = row.drive!;
  if (!drive.press) return { open: async () => {}, act: (page) => go(page, drive.address) };
  return {
    open: async (page) => {
      await go(page, drive.address);
      await steps?.before?.(page);
      await type(page, drive.typed);
    },
    act: press(drive.press),
  };
}
