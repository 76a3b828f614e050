import { useEffect } from "react";
import { navigate } from "gatsby";
import { localizePath } from "../../../lib/i18n-config";
import { visitorLanguage } from "../../../lib/language-choice";
import { useAuth } from "../../../components/auth/auth-context";
import { loginPath } from "../../../components/auth/auth-state";
import { SessionFallback } from "../../../components/auth/session-fallback";
import { FormError, TextField } from "../../../components/forms/text-field";
import { toasts } from "../../../components/toasts/toast-store";
import { changePassword } from "../../../api-client/allauth";
import { AuthCard } from "../auth-frame";
import { SubmitButton } from "../../../components/forms/submit-button";
import { PasswordHints } from "../password-hints";
import { useAuthForm } from "../../../components/auth/use-auth-form";
import { passwordChangeSchema } from "../../../components/auth/validation";

const PATH = "/auth/password/change/";

/** Password update for a signed-in customer (allauth POST /account/password/change). */
export function PasswordChangeScreen() {
  const { state, store } = useAuth();
  useEffect(() => {
    if (state.status === "unset" && !state.error) void navigate(loginPath(PATH), { replace: true });
  }, [state.status, state.error]);
  const hasPassword = state.user?.has_usable_password ?? true;
  const { form, t, loading, formError, onSubmit } = useAuthForm({
    schema: (t) => passwordChangeSchema(t, hasPassword),
    defaultValues: { current_password: "", new_password: "" },
    submit: (v) => changePassword(hasPassword ? v : { new_password: v.new_password }),
    onSuccess: () => {
      toasts.success(t("auth:passwordChange.done"));
      // Django logs the session in again after a password change; the session call refreshes the state.
      void store.retry();
      void navigate(localizePath("/my/", visitorLanguage()));
    },
  });
  const email = state.user?.email ?? "";
  return (
    <AuthCard title={t("auth:passwordChange.title")} lead={email ? t("auth:passwordChange.lead", { email }) : undefined}>
      {state.status === "settled" ? (
        <form className="form" onSubmit={onSubmit} noValidate>
          {hasPassword ? (
            <TextField
              label={t("auth:fields.currentPassword")}
              type="password"
              autoComplete="current-password"
              registration={form.register("current_password")}
              error={form.formState.errors.current_password?.message}
            />
          ) : null}
          <TextField
            label={t("auth:fields.newPassword")}
            type="password"
            autoComplete="new-password"
            registration={form.register("new_password")}
            error={form.formState.errors.new_password?.message}
            hint={<PasswordHints password={form.watch("new_password")} email={email} />}
          />
          <FormError message={formError} />
          <SubmitButton loading={loading} label={t("auth:passwordChange.submit")} busyLabel={t("auth:passwordChange.submitting")} />
        </form>
      ) : (
        <SessionFallback />
      )}
    </AuthCard>
  );
}
