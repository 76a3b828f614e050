import { useEffect, useState } from "react";
import { navigate } from "gatsby";
import { useTranslation } from "react-i18next";
import { useAuth, destinationAfterLogin } from "../../../components/auth/auth-context";
import { pathForFlow } from "../../../components/auth/auth-state";
import { SessionFallback } from "../../../components/auth/session-fallback";
import { SmartLink } from "../../../components/smart-link";
import { AuthCard } from "../auth-frame";

/**
 * Where the provider round trip ends (the relative callback_url). With `?error=` it is the
 * third-party login failure page; otherwise the session says what comes next: signed in → `next`,
 * a pending step (provider signup, 2FA) → its page.
 */
export function ProviderCallbackScreen({ search }: { search: string }) {
  const { t } = useTranslation();
  const { state, store } = useAuth();
  // The query is read after mount: the prerendered HTML has none, and the first render must match it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const error = mounted ? new URLSearchParams(search).get("error") : null;
  useEffect(() => {
    if (error || state.status === "loading" || state.error) return;
    if (state.status === "settled") void navigate(destinationAfterLogin(store), { replace: true });
    else if (state.status === "pending") void navigate(pathForFlow(state.pendingFlow), { replace: true });
  }, [error, state.status, state.error, state.pendingFlow, store]);

  if (mounted && (error || state.status === "unset")) {
    return (
      <AuthCard title={t("errors:thirdPartyLogin")} footer={<SmartLink href="/auth/login/">{t("auth:providerFailure.back")}</SmartLink>}>
        <p className="form__error" data-testid="form-error" data-error-code={error ?? "no_session"}>
          {t("errors:thirdPartyLogin")}
        </p>
        <p>{error === "cancelled" ? t("auth:providerFailure.cancelled") : t("auth:providerFailure.lead")}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth:login.title")}>
      <SessionFallback />
    </AuthCard>
  );
}
