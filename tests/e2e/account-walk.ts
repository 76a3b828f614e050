import type { Page } from "@playwright/test";
import { gqlData } from "./fixtures";

/**
 * The account screens without an id in their path (English paths; the Russian ones add `/ru`), in menu
 * order: the one list of the walks (phone, Russian; issue 19) and of the signed-in axe checks
 * (accessibility-account.spec.ts). A new screen is added here once and every walk takes it.
 */
export const ACCOUNT_SCREENS: readonly string[] = [
  "/my/",
  "/my/personal/",
  "/my/partner/",
  "/my/finance/",
  "/my/finance/transactions/",
  "/my/finance/invoices/",
  "/my/finance/payments/",
  "/my/finance/debts/",
  "/my/finance/renewals/",
  "/my/finance/export/",
  "/my/legalentities/",
  "/my/legalentities/invoices/",
  "/my/legalentities/recurring/",
  "/my/legalentities/recurring/new/",
  "/my/projects/",
  "/my/ssh-keys/",
  "/my/tickets/",
  "/my/tickets/new/",
  "/my/security/",
];

/**
 * Every account screen of the signed-in customer: ACCOUNT_SCREENS with the ids of its own projects, orders
 * first recurring invoice and first ticket, each after the list it is reached from.
 */
export async function accountScreens(page: Page): Promise<string[]> {
  const data = await gqlData<{
    projects: Array<{ id: string }>;
    orders: Array<{ id: string }>;
    recurringPayments: Array<{ id: string }>;
    tickets: Array<{ id: string }>;
  }>(page, "{ projects { id } orders { id } recurringPayments { id } tickets { id } }");
  const withIds: Record<string, string[]> = {
    "/my/legalentities/recurring/new/": data.recurringPayments.slice(0, 1).map((r) => `/my/legalentities/recurring/${r.id}/`),
    "/my/tickets/new/": data.tickets.slice(0, 1).map((t) => `/my/tickets/${t.id}/`),
    "/my/projects/": [...data.projects.map((p) => `/my/projects/${p.id}/`), ...data.orders.map((o) => `/my/orders/${o.id}/`)],
  };
  return ACCOUNT_SCREENS.flatMap((path) => [path, ...(withIds[path] ?? [])]);
}

export const russianPath = (path: string) => path.replace(/^\/my\//, "/ru/my/");
