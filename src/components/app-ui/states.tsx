import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFailureText, type FailureKey } from "./failure";
import { useLang } from "../use-lang";
import { localizePath } from "@/lib/i18n-config";

export function Loading({ label, rows = 3 }: { label?: string; rows?: number }) {
  const { t } = useTranslation("account");
  return (
    <div className="state state--loading" role="status" aria-live="polite" data-testid="loading">
      <span className="visually-hidden">{label ?? t("ui.loading")}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state--empty" data-testid="empty">
      <p className="state__title">{title}</p>
      {children ? <div className="state__text">{children}</div> : null}
    </div>
  );
}

/** The error state of a list or panel: the named catalogue message (spec §8), what kind of failure, retry. */
export function ErrorState({ error, failureKey, onRetry }: { error: unknown; failureKey: FailureKey; onRetry?: () => void }) {
  const { t } = useTranslation("account");
  const describe = useFailureText();
  const lang = useLang();
  const text = describe(error, failureKey);
  return (
    <div className="state state--error" role="alert" data-testid="error-state">
      <p className="state__title">{text.title}</p>
      <p className="state__text">{text.detail}</p>
      <div className="actions">
        {text.failure.kind === "unauthenticated" ? (
          <a
            className="button button--small"
            href={`/auth/login/?next=${encodeURIComponent(typeof window === "undefined" ? localizePath("/my/", lang) : window.location.pathname)}`}
          >
            {t("ui.signIn")}
          </a>
        ) : onRetry ? (
          <button type="button" className="button button--small" onClick={onRetry}>
            {t("ui.retry")}
          </button>
        ) : null}
      </div>
    </div>
  );
}

export function Badge({ tone, children }: { tone: "ok" | "warn" | "muted" | "danger" | "info"; children: ReactNode }) {
  // One flex item: text beside an element keeps its spaces ("paid until <date>"), which an inline-flex box drops
  // at the edges of its anonymous text items.
  return (
    <span className={`badge badge--${tone}`}>
      <span>{children}</span>
    </span>
  );
}
