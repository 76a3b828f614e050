import { PendingStepOnly } from "../../../components/auth/auth-context";
import { SessionFallback } from "../../../components/auth/session-fallback";
import { CodeField, FormError } from "../../../components/forms/text-field";
import { SmartLink } from "../../../components/smart-link";
import { authenticate2fa } from "../../../api-client/allauth";
import { AuthCard } from "../auth-frame";
import { SubmitButton } from "../../../components/forms/submit-button";
import { useAuthForm } from "../../../components/auth/use-auth-form";
import { twoFactorSchema } from "../../../components/auth/validation";

const submit = (v: { code: string; trust: boolean }) => authenticate2fa(v.code, v.trust);

/**
 * The second-factor step (pending mfa_authenticate): a TOTP code or a recovery code, and "trust this
 * browser" answered with the same press. A wrong or used code is "Incorrect 2FA code" (spec §5).
 */
export function TwoFactorScreen() {
  const { form, t, loading, formError, onSubmit } = useAuthForm({ schema: twoFactorSchema, defaultValues: { code: "", trust: false }, submit });
  return (
    <AuthCard
      title={t("auth:twoFactor.title")}
      lead={t("auth:twoFactor.lead")}
      footer={<SmartLink href="/auth/login/">{t("auth:twoFactor.cancel")}</SmartLink>}
    >
      <PendingStepOnly flow="mfa_authenticate" fallback={<SessionFallback />}>
        <form className="form" onSubmit={onSubmit} noValidate>
          <CodeField label={t("auth:twoFactor.code")} registration={form.register("code")} error={form.formState.errors.code?.message} />
          <p className="muted">{t("auth:twoFactor.recoveryHint")}</p>
          <label className="checkbox">
            <input type="checkbox" {...form.register("trust")} />
            {t("auth:twoFactor.trust")}
          </label>
          <FormError message={formError} />
          <SubmitButton loading={loading} label={t("auth:twoFactor.submit")} busyLabel={t("auth:twoFactor.submitting")} />
        </form>
      </PendingStepOnly>
    </AuthCard>
  );
}
