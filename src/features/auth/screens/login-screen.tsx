import { useEffect } from "react";
import { useAuth, AnonymousOnly } from "../../../components/auth/auth-context";
import { SessionFallback } from "../../../components/auth/session-fallback";
import { FormError, TextField } from "../../../components/forms/text-field";
import { SmartLink } from "../../../components/smart-link";
import { login } from "../../../api-client/allauth";
import { safeNext } from "../../../lib/safe-next";
import { AuthCard } from "../auth-frame";
import { SubmitButton } from "../../../components/forms/submit-button";
import { PasskeyLogin } from "../passkey-login";
import { ProviderButtons, useSocialProviders } from "../provider-buttons";
import { useAuthForm } from "../../../components/auth/use-auth-form";
import { loginSchema } from "../../../components/auth/validation";

/** `next` of the query, checked; null when there is none (then the account area is the destination). */
export function nextFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get("next");
  return raw === null ? null : safeNext(raw);
}

export function LoginScreen({ search }: { search: string }) {
  const { store } = useAuth();
  const providers = useSocialProviders();
  useEffect(() => store.rememberNext(nextFromSearch(search)), [search, store]);
  const { form, t, loading, formError, onSubmit } = useAuthForm({
    schema: loginSchema,
    defaultValues: { email: "", password: "" },
    submit: login,
  });
  const errors = form.formState.errors;
  return (
    <AuthCard
      title={t("auth:login.title")}
      lead={t("auth:login.lead")}
      footer={
        <>
          <SmartLink href="/auth/password/reset/">{t("auth:login.forgot")}</SmartLink>
          <span>
            {t("auth:login.noAccount")} <SmartLink href="/auth/signup/">{t("auth:login.signup")}</SmartLink>
          </span>
        </>
      }
    >
      <AnonymousOnly fallback={<SessionFallback />} notice={<SessionFallback notice />} ready={providers.known}>
        <form className="form" onSubmit={onSubmit} noValidate aria-describedby={formError ? "login-error" : undefined}>
          <TextField label={t("auth:fields.email")} type="email" autoComplete="email" registration={form.register("email")} error={errors.email?.message} />
          <TextField
            label={t("auth:fields.password")}
            type="password"
            autoComplete="current-password"
            registration={form.register("password")}
            error={errors.password?.message}
          />
          <FormError id="login-error" message={formError} />
          <SubmitButton loading={loading} label={t("auth:login.submit")} busyLabel={t("auth:login.submitting")} />
        </form>
        <PasskeyLogin />
        <ProviderButtons providers={providers.shown} />
      </AnonymousOnly>
    </AuthCard>
  );
}
