import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PendingStepOnly } from "../../../components/auth/auth-context";
import { SessionFallback } from "../../../components/auth/session-fallback";
import { useGuardedSubmit } from "../../../components/forms/use-guarded-submit";
import { toasts } from "../../../components/toasts/toast-store";
import { messageOf } from "../../../api-client/http";
import { resendEmailVerification } from "../../../api-client/allauth";
import { AuthCard } from "../auth-frame";
import { ButtonForm } from "../../../components/forms/submit-button";

/** `/auth/email/`: a signup or login waits for the e-mail to be confirmed (pending verify_email). */
export function EmailPendingScreen() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { run, loading } = useGuardedSubmit(async () => {
    setFormError(null);
    const r = await resendEmailVerification();
    if (r.ok) toasts.success(t("auth:emailPending.resent"));
    else if (r.error.kind === "rate-limited") toasts.error(messageOf(r.error, t));
    else if (!r.error.silent) setFormError(messageOf(r.error, t));
  });
  return (
    <AuthCard title={t("auth:emailPending.title")}>
      <PendingStepOnly flow="verify_email" fallback={<SessionFallback />}>
        <p className="lead">{t("auth:emailPending.lead")}</p>
        <ButtonForm run={run} error={formError} loading={loading} label={t("auth:emailPending.resend")} busyLabel={t("auth:emailPending.resend")} />
      </PendingStepOnly>
    </AuthCard>
  );
}
