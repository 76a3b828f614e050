/**
 * The account screens without an id in their path (English paths; the Russian ones add `/ru`), in menu
 * order: the one list of the walks (phone, Russian; issue 19) and of the signed-in axe checks, in the browser
 * (tests/e2e/account-walk.ts) and in jsdom (tests/features/account/screens-*.test.tsx). It follows
 * ACCOUNT_SECTIONS of src/features/account/shell/sections.tsx plus the shell's own screens. A new screen is
 * added here once and every walk takes it.
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

/** The ids a customer's screens are reached with (GraphQL: `{ projects { id } orders { id } recurringPayments { id } tickets { id } }`). */
export type ScreenIds = {
  projects: Array<{ id: string }>;
  orders: Array<{ id: string }>;
  recurringPayments: Array<{ id: string }>;
  tickets: Array<{ id: string }>;
};
export const SCREEN_IDS_QUERY = "{ projects { id } orders { id } recurringPayments { id } tickets { id } }";

/**
 * Every account screen of a customer: ACCOUNT_SCREENS with the ids of its own projects, orders, first
 * recurring invoice and first ticket, each after the list it is reached from.
 */
export function screensWithIds(data: ScreenIds): string[] {
  const withIds: Record<string, string[]> = {
    "/my/legalentities/recurring/new/": data.recurringPayments.slice(0, 1).map((r) => `/my/legalentities/recurring/${r.id}/`),
    "/my/tickets/new/": data.tickets.slice(0, 1).map((t) => `/my/tickets/${t.id}/`),
    "/my/projects/": [...data.projects.map((p) => `/my/projects/${p.id}/`), ...data.orders.map((o) => `/my/orders/${o.id}/`)],
  };
  return ACCOUNT_SCREENS.flatMap((path) => [path, ...(withIds[path] ?? [])]);
}

export const russianPath = (path: string) => path.replace(/^\/my\//, "/ru/my/");
