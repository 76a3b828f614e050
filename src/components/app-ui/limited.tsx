import type { ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { mayChange } from "@/lib/access";
import { AccessLevelQuery } from "./access-query";

/** True for a limited second login (decision 072: it reads and writes to support, but pays and changes nothing). */
export function useLimited(): boolean {
  const { data } = useQuery(AccessLevelQuery);
  return data ? !mayChange(data.me.accessLevel) : false;
}

/**
 * An account page whose controls a limited login may not use: they are disabled (one fieldset) and a note
 * says why, instead of the sandbox refusing on click. Links and the data stay as they are.
 */
export function LimitedPage({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation("account");
  const limited = useLimited();
  return (
    <fieldset className="account-page account-page--fieldset" disabled={limited} data-testid={testId}>
      {limited ? (
        <p className="notice" role="note" data-testid="limited-note">
          {t("access.limited")}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** The same for one form inside a page that is otherwise for reading (the finance page's top-up). */
export function LimitedFieldset({ children }: { children: ReactNode }) {
  const { t } = useTranslation("account");
  const limited = useLimited();
  return (
    <fieldset className="account-page--fieldset" disabled={limited}>
      {limited ? (
        <p className="muted" role="note" data-testid="limited-note">
          {t("access.limited")}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
