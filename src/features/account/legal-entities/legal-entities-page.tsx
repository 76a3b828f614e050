import { useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { LegalEntitiesQuery } from "./queries";
import { CreateLegalEntityMutation, SendLegalEntityMutation, UpdateLegalEntityMutation } from "./mutations";
import { LegalEntityForm, valuesOf, type ServerFields } from "./legal-entity-form";
import { toLegalEntityInput, type LegalEntityValues } from "./schema";
import { LEGAL_TABS, PageHeader, SectionTabs } from "@/components/app-ui/section-nav";
import { Badge, Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { Dialog } from "@/components/app-ui/dialog";
import { Money } from "@/components/app-ui/format";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";
import { useLang } from "@/components/use-lang";
import { SmartLink } from "@/components/smart-link";
import { classifyGraphqlError } from "@/api-client/graphql/errors";
import type { LegalEntityFieldsFragment } from "@/api-client/graphql/generated/graphql";
import { LimitedPage } from "@/components/app-ui/limited";
import { ACCOUNT_QUOTAS, QUOTA_KEYS, quotaReached } from "@/lib/rules/quotas";

const TONE = { CREATED: "muted", SENT: "warn", VERIFIED: "ok" } as const;

/** Legal entities (spec §2, §3): list, add, update, send for verification; invoicing after verification. */
export default function LegalEntitiesPage(_props: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const toast = useToast();
  const showFailure = useFailureToast();
  const { data, loading, error, refetch } = useQuery(LegalEntitiesQuery);
  const [editing, setEditing] = useState<LegalEntityFieldsFragment | "new" | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFields>({});
  const [create, creating] = useMutation(CreateLegalEntityMutation, { refetchQueries: [LegalEntitiesQuery] });
  const [update, updating] = useMutation(UpdateLegalEntityMutation);
  const [send] = useMutation(SendLegalEntityMutation);

  const save = (values: LegalEntityValues) => {
    setServerErrors({});
    const input = toLegalEntityInput(values);
    const isNew = editing === "new";
    const run = isNew ? create({ variables: { input } }) : update({ variables: { id: (editing as LegalEntityFieldsFragment).id, input } });
    run
      .then(() => {
        toast({ kind: "success", title: isNew ? t("legal.added") : t("legal.updated") });
        setEditing(null);
      })
      .catch((e: unknown) => {
        const failure = classifyGraphqlError(e);
        if (failure.kind === "input") setServerErrors(Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [k, v[0]])));
        showFailure(e, isNew ? "legalEntityAdd" : "legalEntityUpdate");
      });
  };

  const list = data?.legalEntities ?? [];
  // The quota is known here (the entities are listed): said at the button, before any request (issue 39).
  const full = quotaReached("legalEntities", list.length);
  return (
    <LimitedPage>
      <PageHeader
        title={t("legal.title")}
        lead={t("legal.lead")}
        actions={
          <button
            type="button"
            className="button"
            onClick={() => !full && setEditing("new")}
            aria-disabled={full || undefined}
            aria-describedby={full ? "legal-quota" : undefined}
          >
            {t("legal.add")}
          </button>
        }
      />
      {full ? (
        <p className="hint" id="legal-quota" data-testid="legal-quota">
          {t(QUOTA_KEYS.legalEntities, { count: ACCOUNT_QUOTAS.legalEntities })}
        </p>
      ) : null}
      <SectionTabs tabs={LEGAL_TABS} label={t("nav.legalArea")} />
      {error && !data ? (
        <ErrorState error={error} failureKey="legalEntityList" onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Loading rows={4} />
      ) : list.length ? (
        <ul className="grid-cards" data-testid="legal-entities">
          {list.map((le) => (
            <li key={le.id} className="panel le-card" data-legal-entity-id={le.id}>
              <div className="le-card__head">
                <h2>{le.company}</h2>
                <Badge tone={TONE[le.verification]}>{t(`legal.statuses.${le.verification}`)}</Badge>
              </div>
              <address>
                {le.address}, {le.city}, {le.country}
              </address>
              <dl className="kv">
                {le.vatId ? (
                  <>
                    <dt>{t("legal.vatId")}</dt>
                    <dd className="mono">{le.vatId}</dd>
                  </>
                ) : null}
                <dt>{t("legal.balance")}</dt>
                <dd>
                  <Money amount={le.balance} currency={le.currency} />
                </dd>
                <dt>{t("legal.overdraft")}</dt>
                <dd>
                  <Money amount={le.overdraft} currency={le.currency} />
                </dd>
                {le.invoiceEmails.length ? (
                  <>
                    <dt>{t("legal.invoiceEmails")}</dt>
                    <dd>{le.invoiceEmails.join(", ")}</dd>
                  </>
                ) : null}
                {le.createActs ? (
                  <>
                    <dt>{t("legal.createActs")}</dt>
                    <dd>{t("ui.yes")}</dd>
                  </>
                ) : null}
              </dl>
              <div className="actions">
                <button type="button" className="button button--ghost button--small" onClick={() => setEditing(le)}>
                  {t("ui.edit")}
                </button>
                {le.verification === "CREATED" ? (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() =>
                      send({ variables: { id: le.id } })
                        .then(() => toast({ kind: "success", title: t("legal.sent") }))
                        .catch((e: unknown) => showFailure(e, "legalEntitySend"))
                    }
                  >
                    {t("legal.send")}
                  </button>
                ) : null}
                {le.canInvoice ? (
                  <SmartLink href={`/my/legalentities/invoices/?legalEntity=${le.id}`} language={lang} className="button button--small">
                    {t("legal.createInvoice")}
                  </SmartLink>
                ) : (
                  <span className="muted">{t("legal.invoicingAfterVerification")}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <section className="panel">
          <Empty title={t("legal.empty")}>{t("legal.emptyHint")}</Empty>
        </section>
      )}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? t("legal.add") : t("legal.edit")} wide>
        {editing !== "new" && editing?.verification === "VERIFIED" ? <p className="muted">{t("legal.reverify")}</p> : null}
        <LegalEntityForm
          initial={valuesOf(editing === "new" ? null : editing)}
          onSubmit={save}
          busy={creating.loading || updating.loading}
          serverErrors={serverErrors}
          submitLabel={editing === "new" ? t("legal.add") : t("ui.save")}
        />
      </Dialog>
    </LimitedPage>
  );
}
