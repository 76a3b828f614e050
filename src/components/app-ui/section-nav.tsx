import { useRef, type ReactNode } from "react";
import { useLocation } from "@reach/router";
import { useTranslation } from "react-i18next";
import { SmartLink } from "../smart-link";
import { useCurrentInView } from "./use-current-in-view";
import { useLang } from "../use-lang";
import { useAccountScreenTitle } from "./account-screen-title";

export interface Tab {
  href: string;
  labelKey: string;
  badge?: ReactNode;
}

/** Tabs of an account area (finance, legal entities); the current one is marked for assistive tech. */
export function SectionTabs({ tabs, label, after }: { tabs: Tab[]; label: string; after?: ReactNode }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const location = useLocation();
  const current = location.pathname.replace(/^\/ru/, "");
  const list = useRef<HTMLUListElement>(null);
  useCurrentInView(list, current);
  return (
    <nav className="section-tabs" aria-label={label}>
      <ul ref={list}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <SmartLink href={tab.href} language={lang} className="section-tabs__link" aria-current={current === tab.href ? "page" : undefined}>
              {t(tab.labelKey)}
              {tab.badge}
            </SmartLink>
          </li>
        ))}
      </ul>
      {after}
    </nav>
  );
}

export function PageHeader({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  useAccountScreenTitle(title);
  return (
    <header className="account-header">
      <div>
        <h1>{title}</h1>
        {lead ? <p className="muted">{lead}</p> : null}
      </div>
      {actions ? <div className="actions">{actions}</div> : null}
    </header>
  );
}

export const LEGAL_TABS: Tab[] = [
  { href: "/my/legalentities/", labelKey: "nav.legalEntities" },
  { href: "/my/legalentities/invoices/", labelKey: "nav.corporateInvoices" },
  { href: "/my/legalentities/recurring/", labelKey: "nav.recurringInvoices" },
];
