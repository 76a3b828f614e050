import { useCallback, useState } from "react";
import { navigate } from "gatsby";
import { useTranslation } from "react-i18next";
import { FormError, TextField } from "../../../components/forms/text-field";
import { SmartLink } from "../../../components/smart-link";
import { toasts } from "../../../components/toasts/toast-store";
import { getPasswordReset, resetPassword } from "../../../api-client/allauth";
import type { AuthState } from "../../../api-client/schemas/auth-answers";
import { AuthCard } from "../auth-frame";
import { SubmitButton } from "../../../components/forms/submit-button";
import { PasswordHints } from "../password-hints";
import { useAuthForm } from "../../../components/auth/use-auth-form";
import { resetKeySchema } from "../../../components/auth/validation";
import { useKeyCheck } from "./key-check";
import { KeyCheckPending } from "./key-check-pending";

/** `/auth/password/reset/key/:code/`: the key is checked on load; "no longer valid" when it is not. */
export function PasswordResetKeyScreen({ resetKey }: { resetKey: string }) {
  const { t } = useTranslation();
  const { result, retry } = useKeyCheck(resetKey, getPasswordReset);
  const title = t("auth:resetKey.title");
  if (result.state === "checking" || result.state === "failed") {
    return <KeyCheckPending title={title} checking={t("auth:resetKey.checking")} result={result} retry={retry} />;
  }
  if (result.state === "invalid") return <InvalidResetLink />;
  return <ResetForm resetKey={resetKey} email={result.data.data.user.email ?? null} />;
}

function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("errors:passwordResetInvalid")} footer={<SmartLink href="/auth/password/reset/">{t("auth:resetKey.requestNew")}</SmartLink>}>
      <p className="form__error" data-testid="form-error">
        {t("errors:passwordResetInvalid")}
      </p>
    </AuthCard>
  );
}

function ResetForm({ resetKey, email }: { resetKey: string; email: string | null }) {
  const [keyRefused, setKeyRefused] = useState(false);
  const submit = useCallback((v: { password: string }) => resetPassword({ key: resetKey, password: v.password }), [resetKey]);
  const { form, t, loading, formError, onSubmit } = useAuthForm({
    schema: resetKeySchema,
    defaultValues: { password: "" },
    submit,
    onSuccess: (answer: AuthState) => {
      // 200: the reset logged the customer in (the auth redirector moves on); 401: log in with the new password.
      if (answer.status !== 200) {
        toasts.success(t("auth:resetKey.done"));
        void navigate("/auth/login/");
      }
    },
    // The key was used or expired while the page was open (allauth: 400 with param "key").
    onError: (error) => {
      if (error.status !== 400 || !error.fieldErrors.key) return false;
      setKeyRefused(true);
      return true;
    },
  });
  if (keyRefused) return <InvalidResetLink />;
  const password = form.watch("password");
  return (
    <AuthCard title={t("auth:resetKey.title")} lead={email ? t("auth:resetKey.lead", { email }) : undefined}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t("auth:fields.newPassword")}
          type="password"
          autoComplete="new-password"
          registration={form.register("password")}
          error={form.formState.errors.password?.message}
          hint={<PasswordHints password={password} email={email} />}
        />
        <FormError message={formError} />
        <SubmitButton loading={loading} label={t("auth:resetKey.submit")} busyLabel={t("auth:resetKey.submitting")} />
      </form>
    </AuthCard>
  );
}
