import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useForm } from "react-hook-form";
import { zodMiniResolver } from "@/components/forms/zod-mini-resolver";
import { useTranslation } from "react-i18next";
import { SshKeysQuery } from "./queries";
import { CreateSshKeyMutation, DeleteSshKeyMutation, UpdateSshKeyMutation } from "./mutations";
import { SSH_KEY_NAME_MAX } from "@/lib/rules/ssh-key";
import { ACCOUNT_QUOTAS, QUOTA_KEYS, quotaReached } from "@/lib/rules/quotas";
import { sshKeySchema, toSshKeyInput, type SshKeyValues } from "./schema";
import { ConfirmDialog, Dialog } from "@/components/app-ui/dialog";
import { Field } from "@/components/forms/field";
import { applyServerFieldErrors } from "@/components/forms/server-field-errors";
import { Badge, Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { copyText } from "@/components/app-ui/download";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";
import { useGuardedSubmit } from "@/components/forms/use-guarded-submit";
import { classifyGraphqlError } from "@/api-client/graphql/errors";

function AddKeyForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("account");
  const showFailure = useFailureToast();
  const [create, creating] = useMutation(CreateSshKeyMutation, { refetchQueries: [SshKeysQuery] });
  const { register, handleSubmit, formState, setError } = useForm<SshKeyValues>({
    resolver: zodMiniResolver(sshKeySchema),
    defaultValues: { name: "", publicKey: "", defaultForVps: false },
  });
  const msg = (m?: string, type?: string) => (m ? (type === "server" ? m : t(m, { max: SSH_KEY_NAME_MAX })) : undefined);
  // Guarded, not `disabled` while saving: a disabled button drops the focus out of the dialog.
  const { run } = useGuardedSubmit((v: SshKeyValues) =>
    create({ variables: { input: toSshKeyInput(v) } })
      .then(onDone)
      .catch((e: unknown) => {
        const f = classifyGraphqlError(e);
        if (f.kind === "input" && applyServerFieldErrors(f.fields, setError, ["name", "publicKey"] as const)) return;
        showFailure(e, "completeRequest");
      }),
  );
  return (
    <form className="form" noValidate data-testid="ssh-key-form" onSubmit={handleSubmit(run)}>
      <Field label={t("ssh.name")} error={msg(formState.errors.name?.message, formState.errors.name?.type)}>
        {(a) => <input {...a} {...register("name")} className="input" maxLength={SSH_KEY_NAME_MAX} />}
      </Field>
      <Field label={t("ssh.publicKey")} hint={t("ssh.publicKeyHint")} error={msg(formState.errors.publicKey?.message, formState.errors.publicKey?.type)}>
        {(a) => <textarea {...a} {...register("publicKey")} className="input mono" rows={4} spellCheck={false} />}
      </Field>
      <label className="checkbox">
        <input type="checkbox" {...register("defaultForVps")} />
        {t("ssh.defaultForVps")}
      </label>
      <div className="actions">
        <button type="submit" className="button" aria-disabled={creating.loading} aria-busy={creating.loading}>
          {t("ssh.add")}
        </button>
      </div>
    </form>
  );
}

/** SSH keys: add (name, key, default for VPS), make default, copy, delete (optimistic). */
export function SshKeysManager() {
  const { t } = useTranslation("account");
  const toast = useToast();
  const showFailure = useFailureToast();
  const { data, loading, error, refetch } = useQuery(SshKeysQuery);
  const [adding, setAdding] = useState(false);
  const [remove, removal] = useMutation(DeleteSshKeyMutation);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  // The deleted key's row (and its Delete button) is gone when the dialog closes: the focus goes to Add a key.
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);
  useEffect(() => {
    if (deleting === null && focusAdd.current) {
      focusAdd.current = false;
      addButton.current?.focus();
    }
  }, [deleting]);
  const [update] = useMutation(UpdateSshKeyMutation, { refetchQueries: [SshKeysQuery] });
  const keys = data?.sshKeys ?? [];
  // The quota is known here (the keys are listed): said at the button, before any request (issue 39).
  const full = quotaReached("sshKeys", keys.length);
  return (
    <div className="form" data-testid="ssh-keys">
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => !full && setAdding(true)}
          ref={addButton}
          aria-disabled={full || undefined}
          aria-describedby={full ? "ssh-quota" : undefined}
        >
          {t("ssh.add")}
        </button>
      </div>
      {full ? (
        <p className="hint" id="ssh-quota" data-testid="ssh-quota">
          {t(QUOTA_KEYS.sshKeys, { count: ACCOUNT_QUOTAS.sshKeys })}
        </p>
      ) : null}
      {error && !data ? (
        <ErrorState error={error} failureKey="sshKeys" onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Loading rows={2} />
      ) : keys.length ? (
        <ul className="key-list">
          {keys.map((k) => (
            <li key={k.id} className="key-row" data-key-id={k.id}>
              <div className="key-row__main">
                <p>
                  <strong>{k.name}</strong> {k.defaultForVps ? <Badge tone="ok">{t("ssh.default")}</Badge> : null}
                </p>
                <p className="key-row__key" title={k.publicKey}>
                  {k.publicKey}
                </p>
              </div>
              <div className="actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() =>
                    void copyText(k.publicKey).then((ok) =>
                      toast(ok ? { kind: "success", title: t("ssh.copied") } : { kind: "error", title: t("errors:copyFailed") }),
                    )
                  }
                >
                  {t("ui.copy")}
                </button>
                {!k.defaultForVps ? (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() =>
                      update({ variables: { id: k.id, input: { name: k.name, publicKey: k.publicKey, defaultForVps: true } } }).catch((e: unknown) =>
                        showFailure(e, "completeRequest"),
                      )
                    }
                  >
                    {t("ssh.makeDefault")}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`${t("ui.delete")} ${k.name}`}
                  onClick={() => setDeleting({ id: k.id, name: k.name })}
                >
                  {t("ui.delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty title={t("ssh.empty")}>{t("ssh.emptyHint")}</Empty>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("ssh.deleteTitle", { name: deleting?.name ?? "" })}
        confirmLabel={t("ui.delete")}
        busy={removal.loading}
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
          remove({
            variables: { id },
            update(cache) {
              cache.evict({ id: cache.identify({ __typename: "SshKey", id }) });
              cache.gc();
            },
          })
            .then(() => {
              focusAdd.current = true;
              setDeleting(null);
              toast({ kind: "success", title: t("ssh.deleted") });
            })
            .catch((e: unknown) => {
              showFailure(e, "completeRequest");
              void refetch();
            });
        }}
      >
        <p>{t("ssh.deleteText")}</p>
      </ConfirmDialog>
      <Dialog open={adding} onClose={() => setAdding(false)} title={t("ssh.add")}>
        <AddKeyForm
          onDone={() => {
            setAdding(false);
            toast({ kind: "success", title: t("ssh.added") });
          }}
        />
      </Dialog>
    </div>
  );
}

/** The SSH keys dialog (spec §2), opened from a VPS order. */
export function SshKeysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("account");
  return (
    <Dialog open={open} onClose={onClose} title={t("ssh.title")} wide>
      <SshKeysManager />
    </Dialog>
  );
}
