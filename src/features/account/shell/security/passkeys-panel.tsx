import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addPasskey, getPasskeyCreationOptions, removePasskey, renamePasskey } from "@/api-client/allauth";
import type { Result } from "@/api-client/http";
import type { AuthenticatorList, WebauthnAuthenticator } from "@/api-client/schemas/mfa";
import { FormError, TextField } from "@/components/forms/text-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { createPasskey, passkeyFailureKey } from "@/components/auth/passkey";
import { useAuthForm } from "@/components/auth/use-auth-form";
import { passkeyNameSchema } from "@/components/auth/validation";
import { DateText } from "@/components/app-ui/format";
import type { Run } from "./panel-action";

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * Adds a passkey: the creation options (after a reauthentication when due), the browser's passkey dialog,
 * the signed credential with its name. A cancelled dialog is said at the form; the name stays.
 */
function AddPasskeyForm({ run, onAdded }: { run: Run; onAdded: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { form, t, loading, formError, onSubmit } = useAuthForm({
    schema: passkeyNameSchema,
    defaultValues: { name: "" },
    submit: async (v): Promise<Result<unknown>> => {
      setFailure(null);
      const options = await run(getPasskeyCreationOptions);
      if (!options.ok) return options;
      const created = await createPasskey(options.value.data.data.creation_options.publicKey);
      if (!created.ok) {
        // Said at the form; nothing reached the server, so the call "succeeds" with no passkey added.
        setFailure(t(passkeyFailureKey(created.reason)));
        return { ok: true, value: { status: 0, data: null, partialErrors: [] } };
      }
      const added = await run(() => addPasskey(v.name, created.credential));
      if (added.ok) form.reset();
      return added;
    },
    onSuccess: (value) => {
      if (value) onAdded();
    },
  });
  return (
    <form className="form form--narrow" onSubmit={onSubmit} noValidate data-testid="passkey-form">
      <TextField label={t("account.security.passkeys.name")} maxLength={100} registration={form.register("name")} error={form.formState.errors.name?.message} />
      <FormError message={failure ?? formError} />
      <SubmitButton loading={loading} label={t("account.security.passkeys.add")} busyLabel={t("account.security.passkeys.adding")} />
    </form>
  );
}

function PasskeyRow({ passkey, run, reload }: { passkey: WebauthnAuthenticator; run: Run; reload: () => Promise<void> }) {
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { form, t, loading, formError, onSubmit } = useAuthForm({
    schema: passkeyNameSchema,
    defaultValues: { name: passkey.name },
    submit: (v) => run(() => renamePasskey(passkey.id, v.name)),
    onSuccess: async () => {
      setRenaming(false);
      await reload();
    },
  });
  return (
    <li className="passkey" data-testid="passkey">
      {renaming ? (
        <form className="form passkey__rename" onSubmit={onSubmit} noValidate>
          <TextField
            label={t("account.security.passkeys.name")}
            maxLength={100}
            registration={form.register("name")}
            error={form.formState.errors.name?.message}
          />
          <FormError message={formError} />
          <div className="actions">
            <SubmitButton loading={loading} label={t("account.security.passkeys.save")} busyLabel={t("account.security.passkeys.saving")} />
            <button type="button" className="button button--ghost button--small" onClick={() => setRenaming(false)}>
              {t("auth:reauth.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <>
          <div className="passkey__text">
            <strong className="passkey__name">{passkey.name}</strong>
            <span className="muted">
              {t("account.security.passkeys.added")} <DateText iso={iso(passkey.created_at)} short />
              {" · "}
              {passkey.last_used_at ? (
                <>
                  {t("account.security.passkeys.lastUsed")} <DateText iso={iso(passkey.last_used_at)} short />
                </>
              ) : (
                t("account.security.passkeys.neverUsed")
              )}
            </span>
          </div>
          <div className="actions">
            <button type="button" className="button button--ghost button--small" onClick={() => setRenaming(true)}>
              {t("account.security.passkeys.rename")}
            </button>
            <button
              type="button"
              className="button button--danger button--small"
              aria-busy={removing}
              onClick={async () => {
                if (removing) return;
                setRemoving(true);
                const result = await run(() => removePasskey(passkey.id));
                setRemoving(false);
                if (result.ok) await reload();
              }}
            >
              {t("account.security.passkeys.remove")}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export function PasskeysPanel({ list, run, reload }: { list: AuthenticatorList; run: Run; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const passkeys = list.filter((a): a is WebauthnAuthenticator => a.type === "webauthn");
  return (
    <section className="panel" aria-labelledby="security-passkeys">
      <div className="panel__head">
        <h2 id="security-passkeys">{t("account.security.passkeys.title")}</h2>
      </div>
      <p>{t("account.security.passkeys.lead")}</p>
      {passkeys.length ? (
        <ul className="passkeys">
          {passkeys.map((p) => (
            <PasskeyRow key={p.id} passkey={p} run={run} reload={reload} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t("account.security.passkeys.none")}</p>
      )}
      <AddPasskeyForm run={run} onAdded={() => void reload()} />
    </section>
  );
}
