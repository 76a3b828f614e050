import { useState } from "react";
import { useTranslation } from "react-i18next";
import { reauthenticate, reauthenticate2fa } from "@/api-client/allauth";
import type { Flow } from "@/api-client/schemas/auth";
import { CodeField, FormError, TextField } from "@/components/forms/text-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useAuthForm } from "@/components/auth/use-auth-form";
import { reauthenticateCodeSchema, reauthenticatePasswordSchema } from "@/components/auth/validation";
import { Dialog } from "@/components/app-ui/dialog";

function PasswordForm({ onDone }: { onDone: () => void }) {
  const { form, t, loading, formError, onSubmit } = useAuthForm({
    schema: reauthenticatePasswordSchema,
    defaultValues: { password: "" },
    submit: (v) => reauthenticate(v.password),
    onSuccess: onDone,
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t("auth:fields.password")}
        type="password"
        autoComplete="current-password"
        registration={form.register("password")}
        error={form.formState.errors.password?.message}
      />
      <FormError message={formError} />
      <SubmitButton loading={loading} label={t("auth:reauth.submit")} busyLabel={t("auth:reauth.submitting")} />
    </form>
  );
}

function CodeForm({ onDone }: { onDone: () => void }) {
  const { form, t, loading, formError, onSubmit } = useAuthForm({
    schema: reauthenticateCodeSchema,
    defaultValues: { code: "" },
    submit: (v) => reauthenticate2fa(v.code),
    onSuccess: onDone,
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <CodeField label={t("auth:twoFactor.code")} registration={form.register("code")} error={form.formState.errors.code?.message} />
      <FormError message={formError} />
      <SubmitButton loading={loading} label={t("auth:reauth.submit")} busyLabel={t("auth:reauth.submitting")} />
    </form>
  );
}

/**
 * allauth's reauthentication (flows `reauthenticate`: the password; `mfa_reauthenticate`: a TOTP or
 * recovery code). A refusal is shown at the field and what was typed stays.
 */
export function ReauthenticationDialog({ flows, onDone, onCancel }: { flows: Flow[]; onDone: () => void; onCancel: () => void }) {
  const byPassword = flows.some((f) => f.id === "reauthenticate");
  const byCode = flows.some((f) => f.id === "mfa_reauthenticate");
  const [useCode, setUseCode] = useState(!byPassword);
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onCancel} title={t("auth:reauth.title")}>
      <p className="lead">{useCode ? t("auth:reauth.leadCode") : t("auth:reauth.leadPassword")}</p>
      {useCode ? <CodeForm onDone={onDone} /> : <PasswordForm onDone={onDone} />}
      <div className="actions">
        {byPassword && byCode ? (
          <button type="button" className="button button--ghost button--small" onClick={() => setUseCode(!useCode)}>
            {useCode ? t("auth:reauth.usePassword") : t("auth:reauth.useCode")}
          </button>
        ) : null}
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          {t("auth:reauth.cancel")}
        </button>
      </div>
    </Dialog>
  );
}
