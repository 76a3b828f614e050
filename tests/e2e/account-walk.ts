import type { Page } from "@playwright/test";
import { gqlData } from "./fixtures";

/**
 * Every account screen of the signed-in customer (issue 19: the phone and Russian walks), with the ids of
 * its own projects, orders and first recurring invoice. English paths; the Russian ones add `/ru`.
 */
export async function accountScreens(page: Page): Promise<string[]> {
  const data = await gqlData<{ projects: Array<{ id: string }>; orders: Array<{ id: string }>; recurringPayments: Array<{ id: string }> }>(
    page,
    "{ projects { id } orders { id } recurringPayments { id } }",
  );
  return [
    "/my/",
    "/my/personal/",
    "/my/partner/",
    "/my/finance/",
    "/my/finance/transactions/",
    "/my/finance/invoices/",
    "/my/finance/debts/",
    "/my/finance/renewals/",
    "/my/finance/export/",
    "/my/legalentities/",
    "/my/legalentities/invoices/",
    "/my/legalentities/recurring/",
    "/my/legalentities/recurring/new/",
    ...data.recurringPayments.slice(0, 1).map((r) => `/my/legalentities/recurring/${r.id}/`),
    "/my/projects/",
    ...data.projects.map((p) => `/my/projects/${p.id}/`),
    ...data.orders.map((o) => `/my/orders/${o.id}/`),
    "/my/ssh-keys/",
    "/my/tickets/",
    "/my/tickets/new/",
  ];
}

export const russianPath = (path: string) => path.replace(/^\/my\//, "/ru/my/");
