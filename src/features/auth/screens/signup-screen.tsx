import { useCallback, useEffect } from "react";
import { Controller } from "react-hook-form";
import { useAuth, AnonymousOnly } from "../../../components/auth/auth-context";
import { SessionFallback } from "../../../components/auth/session-fallback";
import { FormError, TextField } from "../../../components/forms/text-field";
import { SmartLink } from "../../../components/smart-link";
import { signup } from "../../../api-client/allauth";
import { AuthCard } from "../auth-frame";
import { SubmitButton } from "../../../components/forms/submit-button";
import { CaptchaCheck } from "../captcha-check";
import { PasswordHints } from "../password-hints";
import { ProviderButtons, useSocialProviders } from "../provider-buttons";
import { useAuthForm } from "../../../components/auth/use-auth-form";
import { signupSchema } from "../../../components/auth/validation";
import { nextFromSearch } from "./login-screen";

/** `/auth/signup/:code?`: the optional code (meaning not shown in the spec) travels with the signup call. */
export function signupCodeFromPath(splat: string | undefined): string | undefined {
  const code = (splat ?? "").split("/").filter(Boolean)[0];
  return code ? decodeURIComponent(code) : undefined;
}

export function SignupScreen({ code, search }: { code?: string; search: string }) {
  const { store } = useAuth();
  const providers = useSocialProviders();
  useEffect(() => store.rememberNext(nextFromSearch(search), { signup: true }), [search, store]);
  const submit = useCallback((v: { email: string; password: string; captcha: string }) => signup({ ...v, ...(code ? { code } : {}) }), [code]);
  const { form, t, loading, formError, onSubmit } = useAuthForm({
    schema: signupSchema,
    defaultValues: { email: "", password: "", captcha: "" },
    singleUse: ["captcha"],
    submit,
  });
  const errors = form.formState.errors;
  const password = form.watch("password");
  const email = form.watch("email");
  return (
    <AuthCard
      title={t("auth:signup.title")}
      lead={t("auth:signup.lead")}
      footer={
        <span>
          {t("auth:signup.haveAccount")} <SmartLink href="/auth/login/">{t("auth:signup.login")}</SmartLink>
        </span>
      }
    >
      <AnonymousOnly fallback={<SessionFallback />} notice={<SessionFallback notice />} ready={providers.known}>
        {code ? <p className="form__notice">{t("auth:signup.code", { code })}</p> : null}
        <form className="form" onSubmit={onSubmit} noValidate>
          <TextField label={t("auth:fields.email")} type="email" autoComplete="email" registration={form.register("email")} error={errors.email?.message} />
          <TextField
            label={t("auth:fields.password")}
            type="password"
            autoComplete="new-password"
            registration={form.register("password")}
            error={errors.password?.message}
            hint={<PasswordHints password={password} email={email} />}
          />
          <Controller
            control={form.control}
            name="captcha"
            render={({ field, fieldState }) => <CaptchaCheck value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
          />
          <FormError message={formError} />
          <SubmitButton loading={loading} label={t("auth:signup.submit")} busyLabel={t("auth:signup.submitting")} />
        </form>
        <ProviderButtons providers={providers.shown} />
      </AnonymousOnly>
    </AuthCard>
  );
}
