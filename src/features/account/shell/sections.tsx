import type { ComponentType } from "react";
import type { RouteComponentProps } from "@reach/router";
import { preloadable } from "@/components/lazy-page";

/**
 * The account sections, mounted by the shell (the one place that composes sections: decision 178) (issue 5 owns the shell:
 * navigation, signed-out redirect, lazy routes with the preload-error rule). Paths are relative to the
 * router's basepath (`/my` or `/ru/my`); `navKey` is a key of the `account` namespace; `nav` marks the
 * entries of the account menu (the rest are reached from inside a section). Each `load` is its own chunk, remembered once
 * loaded (`preloadable`), so a section preloaded on the customer's intent shows without suspending.
 */
export type SectionModule = { default: ComponentType<RouteComponentProps & Record<string, unknown>> };

export interface AccountSection {
  path: string;
  navKey: string;
  nav: boolean;
  load: () => Promise<SectionModule>;
}

const SECTIONS: AccountSection[] = [
  { path: "/finance/", navKey: "nav.finance", nav: true, load: () => import("../finance/finance-page") },
  { path: "/finance/transactions/", navKey: "nav.transactions", nav: false, load: () => import("../finance/transactions/transactions-page") },
  { path: "/finance/invoices/", navKey: "nav.paidInvoices", nav: false, load: () => import("../finance/invoices/invoices-page") },
  { path: "/finance/payments/", navKey: "nav.payments", nav: false, load: () => import("../finance/payments/payments-page") },
  { path: "/finance/debts/", navKey: "nav.debts", nav: false, load: () => import("../finance/debts/debts-page") },
  { path: "/finance/renewals/", navKey: "nav.renewals", nav: false, load: () => import("../finance/calendar/renewals-page") },
  { path: "/finance/export/", navKey: "nav.accountantExport", nav: false, load: () => import("../finance/accountant-export/export-page") },
  { path: "/legalentities/", navKey: "nav.legalEntities", nav: true, load: () => import("../legal-entities/legal-entities-page") },
  { path: "/legalentities/invoices/", navKey: "nav.corporateInvoices", nav: true, load: () => import("../corporate-invoices/corporate-invoices-page") },
  { path: "/legalentities/recurring/", navKey: "nav.recurringInvoices", nav: false, load: () => import("../recurring-invoices/recurring-page") },
  { path: "/legalentities/recurring/new/", navKey: "nav.recurringInvoices", nav: false, load: () => import("../recurring-invoices/recurring-edit-page") },
  {
    path: "/legalentities/recurring/:recurringId/",
    navKey: "nav.recurringInvoices",
    nav: false,
    load: () => import("../recurring-invoices/recurring-edit-page"),
  },
  { path: "/projects/", navKey: "nav.projects", nav: true, load: () => import("../projects/projects-page") },
  { path: "/projects/:projectId/", navKey: "nav.projects", nav: false, load: () => import("../projects/project-page") },
  { path: "/orders/:orderId/", navKey: "nav.projects", nav: false, load: () => import("./sections/order") },
  { path: "/ssh-keys/", navKey: "nav.sshKeys", nav: true, load: () => import("../ssh-keys/ssh-keys-page") },
  { path: "/tickets/", navKey: "nav.tickets", nav: true, load: () => import("../tickets/tickets-page") },
  { path: "/tickets/new/", navKey: "nav.newTicket", nav: true, load: () => import("../tickets/new-ticket-page") },
  { path: "/tickets/:ticketId/", navKey: "nav.tickets", nav: false, load: () => import("../tickets/ticket-page") },
];

export const ACCOUNT_SECTIONS: AccountSection[] = SECTIONS.map((section) => ({ ...section, load: preloadable(section.load) }));
