import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addEmailAddress, getEmailAddresses, makeEmailPrimary, removeEmailAddress, resendEmailConfirmation } from "../../../../api-client/allauth";
import type { EmailAddress } from "../../../../api-client/schemas/account-manage";
import { FormError, TextField } from "../../../../components/forms/text-field";
import { SubmitButton } from "../../../../components/forms/submit-button";
import { useAuthForm } from "../../../../components/auth/use-auth-form";
import { addEmailSchema } from "../../../../components/auth/validation";
import { PanelListState, usePanelAction, usePanelList, type Run } from "./panel-action";

/** Adds an address (after a reauthentication when due); a refusal is said at the field and the address stays typed. */
function AddEmailForm({ run, onAdded }: { run: Run; onAdded: (list: EmailAddress[], email: string) => void }) {
  const { form, t, loading, formError, onSubmit } = useAuthForm({
    schema: addEmailSchema,
    defaultValues: { email: "" },
    submit: (v) => run(() => addEmailAddress(v.email.trim())),
    onSuccess: (answer, v) => {
      form.reset();
      onAdded(answer.data, v.email.trim());
    },
  });
  return (
    <form className="form form--narrow" onSubmit={onSubmit} noValidate data-testid="email-form">
      <TextField
        label={t("account.security.email.new")}
        type="email"
        autoComplete="email"
        registration={form.register("email")}
        error={form.formState.errors.email?.message}
      />
      <FormError message={formError} />
      <SubmitButton loading={loading} label={t("account.security.email.add")} busyLabel={t("account.security.email.adding")} />
    </form>
  );
}

/**
 * The account's e-mail addresses (allauth `account/email`): the primary one, added ones with their state,
 * and what can be done with each. The server decides what is allowed (removing the primary address,
 * making an unconfirmed one primary): its refusal is said in the panel.
 */
export function EmailPanel({ run }: { run: Run }) {
  const { t } = useTranslation();
  const { items, setItems, error: loadError, reload } = usePanelList(getEmailAddresses);
  const { act, busy, error } = usePanelAction(run);
  const [notice, setNotice] = useState<string | null>(null);
  const change = (action: () => ReturnType<typeof removeEmailAddress>) => {
    setNotice(null);
    return act(action, (answer) => setItems(answer.data));
  };
  return (
    <section className="panel" aria-labelledby="security-email">
      <div className="panel__head">
        <h2 id="security-email">{t("account.security.email.title")}</h2>
      </div>
      <p>{t("account.security.email.lead")}</p>
      {items === null ? (
        <PanelListState error={loadError} onRetry={() => void reload()} />
      ) : (
        <ul className="security-list">
          {items.map((a) => (
            <li key={a.email} className="security-item" data-testid="email-address">
              <div className="security-item__text">
                <strong className="security-item__name">{a.email}</strong>
                <span>
                  {a.primary ? <span className="badge badge--info">{t("account.security.email.primary")}</span> : null}{" "}
                  {a.verified ? (
                    <span className="badge badge--ok">{t("account.security.email.verified")}</span>
                  ) : (
                    <span className="badge badge--warn">{t("account.security.email.unverified")}</span>
                  )}
                </span>
              </div>
              <div className="actions">
                {!a.primary ? (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-busy={busy}
                    onClick={() => void change(() => makeEmailPrimary(a.email))}
                  >
                    {t("account.security.email.makePrimary")}
                  </button>
                ) : null}
                {!a.verified ? (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-busy={busy}
                    onClick={() => {
                      setNotice(null);
                      void act(
                        () => resendEmailConfirmation(a.email),
                        () => setNotice(t("account.security.email.resent", { email: a.email })),
                      );
                    }}
                  >
                    {t("account.security.email.resend")}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-busy={busy}
                  onClick={() => void change(() => removeEmailAddress(a.email))}
                >
                  {t("account.security.email.remove")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <FormError message={error} />
      {notice ? (
        <p className="form__notice" role="status">
          {notice}
        </p>
      ) : null}
      <AddEmailForm
        run={run}
        onAdded={(list, email) => {
          setItems(list);
          setNotice(t("account.security.email.added", { email }));
        }}
      />
    </section>
  );
}
