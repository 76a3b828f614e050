import { useState } from "react";
import { Controller } from "react-hook-form";
import { AnonymousOnly } from "../../../components/auth/auth-context";
import { SessionFallback } from "../../../components/auth/session-fallback";
import { FormError, TextField } from "../../../components/forms/text-field";
import { SmartLink } from "../../../components/smart-link";
import { requestPasswordReset } from "../../../api-client/allauth";
import { AuthCard } from "../auth-frame";
import { SubmitButton } from "../../../components/forms/submit-button";
import { CaptchaCheck } from "../captcha-check";
import { useAuthForm } from "../../../components/auth/use-auth-form";
import { resetRequestSchema } from "../../../components/auth/validation";

export function PasswordResetRequestScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, t, loading, formError, onSubmit } = useAuthForm({
    schema: resetRequestSchema,
    defaultValues: { email: "", captcha: "" },
    singleUse: ["captcha"],
    submit: requestPasswordReset,
    onSuccess: (_answer, values) => setSentTo(values.email),
  });
  const errors = form.formState.errors;
  return (
    <AuthCard title={t("auth:reset.title")} lead={t("auth:reset.lead")} footer={<SmartLink href="/auth/login/">{t("auth:reset.back")}</SmartLink>}>
      <AnonymousOnly fallback={<SessionFallback />} notice={<SessionFallback notice />}>
        {sentTo ? (
          <p className="form__notice" role="status">
            {t("auth:reset.sent", { email: sentTo })}
          </p>
        ) : (
          <form className="form" onSubmit={onSubmit} noValidate>
            <TextField label={t("auth:fields.email")} type="email" autoComplete="email" registration={form.register("email")} error={errors.email?.message} />
            <Controller
              control={form.control}
              name="captcha"
              render={({ field, fieldState }) => <CaptchaCheck value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
            />
            <FormError message={formError} />
            <SubmitButton loading={loading} label={t("auth:reset.submit")} busyLabel={t("auth:reset.submitting")} />
          </form>
        )}
      </AnonymousOnly>
    </AuthCard>
  );
}
