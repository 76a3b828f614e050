import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SmartLink } from "../../../components/smart-link";
import { toasts } from "../../../components/toasts/toast-store";
import { useGuardedSubmit } from "../../../components/forms/use-guarded-submit";
import { messageOf } from "../../../api-client/http";
import { getEmailVerification, verifyEmail } from "../../../api-client/allauth";
import { AuthCard } from "../auth-frame";
import { ButtonForm } from "../../../components/forms/submit-button";
import { useKeyCheck } from "./key-check";
import { KeyCheckPending } from "./key-check-pending";

/**
 * `/auth/confirm-email/:code/`: the key is checked on load (who it belongs to), then confirmed with a
 * press (a mail scanner that opens links must not confirm). 200 as part of a login (signup): signed in,
 * the redirector moves on; 200 outside a login (an address a signed-in customer added): confirmed, with
 * the way back to the addresses; 401: confirmed, but not as part of a login in this browser (contract §2),
 * so the customer logs in.
 */
export function ConfirmEmailScreen({ emailKey }: { emailKey: string }) {
  const { t } = useTranslation();
  const { result, retry } = useKeyCheck(emailKey, getEmailVerification);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<"confirmed" | "signed-in" | "invalid" | null>(null);
  const { run, loading } = useGuardedSubmit(async () => {
    setFormError(null);
    const r = await verifyEmail(emailKey);
    if (r.ok) {
      toasts.success(t("auth:confirmEmail.confirmed"));
      if (r.value.data.status !== 200) setOutcome("confirmed");
      else if (result.state === "valid" && !result.data.meta?.is_authenticating) setOutcome("signed-in");
      return;
    }
    if (r.error.status === 400 || r.error.status === 409) setOutcome("invalid");
    else if (!r.error.silent) setFormError(messageOf(r.error, t));
  });

  const title = t("auth:confirmEmail.title");
  if (outcome === "invalid" || result.state === "invalid") {
    return (
      <AuthCard title={t("errors:confirmEmailInvalid")} footer={<SmartLink href="/auth/login/">{t("auth:reset.back")}</SmartLink>}>
        <p className="form__error" data-testid="form-error">
          {t("errors:confirmEmailInvalid")}
        </p>
      </AuthCard>
    );
  }
  if (outcome === "confirmed") {
    return (
      <AuthCard title={title} footer={<SmartLink href="/auth/login/">{t("auth:login.title")}</SmartLink>}>
        <p className="form__notice" role="status">
          {t("auth:confirmEmail.done")}
        </p>
      </AuthCard>
    );
  }
  if (outcome === "signed-in") {
    return (
      <AuthCard title={title} footer={<SmartLink href="/my/security/">{t("auth:confirmEmail.toAddresses")}</SmartLink>}>
        <p className="form__notice" role="status">
          {t("auth:confirmEmail.confirmed")}
        </p>
      </AuthCard>
    );
  }
  if (result.state === "checking" || result.state === "failed") {
    return <KeyCheckPending title={title} checking={t("auth:confirmEmail.checking")} result={result} retry={retry} />;
  }
  return (
    <AuthCard title={title} lead={t("auth:confirmEmail.lead", { email: result.data.data.email })}>
      <ButtonForm run={run} error={formError} loading={loading} label={t("auth:confirmEmail.submit")} busyLabel={t("auth:confirmEmail.submitting")} />
    </AuthCard>
  );
}
