import { useState } from "react";
import { useTranslation } from "react-i18next";
import { activateTotp, deactivateTotp, getRecoveryCodes, getTotp, regenerateRecoveryCodes } from "@/api-client/allauth";
import { messageOf, type Result } from "@/api-client/http";
import type { AuthenticatorList } from "@/api-client/schemas/mfa";
import { CodeField, FormError } from "@/components/forms/text-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useAuthForm } from "@/components/auth/use-auth-form";
import { reauthenticateCodeSchema } from "@/components/auth/validation";
import { DateText } from "@/components/app-ui/format";
import { QrCode } from "@/components/qr-code";
import type { Run } from "./panel-action";
import { copyText } from "@/components/app-ui/download";

/**
 * Copies the key or the recovery codes (issue 37: on a phone, where the QR code cannot be scanned by the
 * phone showing it and long-press selection of a code is awkward, there was no way to take them).
 */
function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<"copied" | "failed" | null>(null);
  return (
    <span className="copy-control">
      <button
        type="button"
        className="button button--ghost button--small"
        data-testid={testId}
        onClick={() => void copyText(text).then((ok) => setResult(ok ? "copied" : "failed"))}
      >
        {label}
      </button>
      <span className={result === "failed" ? "form__error" : "muted"} role="status">
        {result === "copied" ? t("account:ui.copied") : result === "failed" ? t("errors:copyFailed") : null}
      </span>
    </span>
  );
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Confirms the new authenticator app with a code of it; a wrong code keeps what was typed. */
function ActivateForm({ setup, run, onActivated }: { setup: { secret: string; url: string }; run: Run; onActivated: () => void }) {
  const { form, t, loading, formError, onSubmit } = useAuthForm({
    schema: reauthenticateCodeSchema,
    defaultValues: { code: "" },
    submit: (v) => run(() => activateTotp(v.code)),
    onSuccess: onActivated,
  });
  return (
    <div className="totp-setup" data-testid="totp-setup">
      <ol className="totp-setup__steps">
        <li>{t("account.security.totp.scan")}</li>
        <li>
          {t("account.security.totp.orKey")}{" "}
          <code className="totp-setup__secret" data-testid="totp-secret">
            {setup.secret}
          </code>{" "}
          <CopyButton text={setup.secret} label={t("account.security.totp.copyKey")} testId="copy-totp-secret" />
        </li>
        <li>{t("account.security.totp.enterCode")}</li>
      </ol>
      <QrCode value={setup.url} label={t("account.security.totp.qrLabel")} className="totp-qr" testId="totp-qr" />
      <form className="form form--narrow" onSubmit={onSubmit} noValidate>
        <CodeField label={t("auth:twoFactor.code")} registration={form.register("code")} error={form.formState.errors.code?.message} />
        <FormError message={formError} />
        <SubmitButton loading={loading} label={t("account.security.totp.activate")} busyLabel={t("account.security.totp.activating")} />
      </form>
    </div>
  );
}

/** Recovery codes shown once, after they were made or asked for; hidden again when the customer says they are saved. */
function RecoveryCodes({ codes, onHide }: { codes: string[]; onHide: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="recovery-codes" role="region" aria-label={t("account.security.recovery.title")}>
      <p>{t("account.security.recovery.saveThem")}</p>
      <ul className="recovery-codes__list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <CopyButton text={codes.join("\n")} label={t("account.security.recovery.copy")} testId="copy-recovery-codes" />
      <button type="button" className="button button--small" onClick={onHide}>
        {t("account.security.recovery.saved")}
      </button>
    </div>
  );
}

export function TwoFactorPanel({ list, run, reload }: { list: AuthenticatorList; run: Run; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const totp = list.find((a) => a.type === "totp");
  const recovery = list.find((a) => a.type === "recovery_codes");
  const [setup, setSetup] = useState<{ secret: string; url: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async <T,>(action: () => Promise<Result<T>>, then: (value: T) => void | Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await run(action);
    setBusy(false);
    if (result.ok) await then(result.value.data);
    else if (!result.error.silent) setError(messageOf(result.error, t));
  };
  const start = () =>
    act(getTotp, (answer) => {
      if (answer.status === 404) setSetup({ secret: answer.meta.secret, url: answer.meta.totp_url });
      else void reload();
    });
  const showCodes = () => act(getRecoveryCodes, (answer) => setCodes(answer.data.unused_codes));
  const onActivated = async () => {
    setSetup(null);
    await reload();
    await showCodes();
  };
  return (
    <section className="panel" aria-labelledby="security-2fa">
      <div className="panel__head">
        <h2 id="security-2fa">{t("account.security.totp.title")}</h2>
      </div>
      {totp ? (
        <>
          <p data-testid="totp-status">
            {t("account.security.totp.on")}{" "}
            <span className="muted">
              ({t("account.security.since")} <DateText iso={iso(totp.created_at)} short />)
            </span>
          </p>
          {recovery ? (
            <p data-testid="recovery-count">{t("account.security.recovery.count", { unused: recovery.unused_code_count, total: recovery.total_code_count })}</p>
          ) : null}
          {codes ? <RecoveryCodes codes={codes} onHide={() => setCodes(null)} /> : null}
          <div className="actions">
            {!codes ? (
              <button type="button" className="button button--ghost button--small" aria-busy={busy} onClick={() => void showCodes()}>
                {t("account.security.recovery.show")}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--ghost button--small"
              aria-busy={busy}
              onClick={() =>
                void act(regenerateRecoveryCodes, async (answer) => {
                  setCodes(answer.data.unused_codes);
                  await reload();
                })
              }
            >
              {t("account.security.recovery.regenerate")}
            </button>
            <button
              type="button"
              className="button button--danger button--small"
              aria-busy={busy}
              onClick={() =>
                void act(deactivateTotp, async () => {
                  setCodes(null);
                  await reload();
                })
              }
            >
              {t("account.security.totp.turnOff")}
            </button>
          </div>
        </>
      ) : setup ? (
        <ActivateForm setup={setup} run={run} onActivated={() => void onActivated()} />
      ) : (
        <>
          <p>{t("account.security.totp.off")}</p>
          <button type="button" className="button" aria-busy={busy} onClick={() => void start()}>
            {t("account.security.totp.setUp")}
          </button>
        </>
      )}
      <FormError message={error} />
    </section>
  );
}
