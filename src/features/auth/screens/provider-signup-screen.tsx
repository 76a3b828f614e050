import { useEffect, useState } from "react";
import { PendingStepOnly } from "../../../components/auth/auth-context";
import { SessionFallback } from "../../../components/auth/session-fallback";
import { FormError, TextField } from "../../../components/forms/text-field";
import { getProviderSignup, providerSignup } from "../../../api-client/allauth";
import { AuthCard } from "../auth-frame";
import { SubmitButton } from "../../../components/forms/submit-button";
import { useAuthForm } from "../../../components/auth/use-auth-form";
import { providerSignupSchema } from "../../../components/auth/validation";

const submit = (v: { email: string }) => providerSignup(v.email);

/** Pending social signup (pending provider_signup): the provider gave no e-mail, or one already in use. */
export function ProviderSignupScreen() {
  const { form, t, loading, formError, onSubmit } = useAuthForm({ schema: providerSignupSchema, defaultValues: { email: "" }, submit });
  const [account, setAccount] = useState<{ provider: string; name: string } | null>(null);
  useEffect(() => {
    let live = true;
    void getProviderSignup().then((r) => {
      if (!live || !r.ok) return;
      const data = r.value.data.data;
      setAccount({ provider: data.account.provider.name, name: data.account.display });
      const email = data.email.find((e) => e.primary)?.email ?? data.email[0]?.email;
      if (email && !form.getValues("email")) form.setValue("email", email);
    });
    return () => {
      live = false;
    };
  }, [form]);
  return (
    <AuthCard title={t("auth:providerSignup.title")} lead={account ? t("auth:providerSignup.lead", account) : undefined}>
      <PendingStepOnly flow="provider_signup" fallback={<SessionFallback />}>
        <form className="form" onSubmit={onSubmit} noValidate>
          <TextField
            label={t("auth:fields.email")}
            type="email"
            autoComplete="email"
            registration={form.register("email")}
            error={form.formState.errors.email?.message}
          />
          <FormError message={formError} />
          <SubmitButton loading={loading} label={t("auth:providerSignup.submit")} busyLabel={t("auth:providerSignup.submitting")} />
        </form>
      </PendingStepOnly>
    </AuthCard>
  );
}
