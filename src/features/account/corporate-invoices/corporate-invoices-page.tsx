import { useEffect, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useMutation, useQuery } from "@apollo/client/react";
import { useForm, type Resolver } from "react-hook-form";
import { zodMiniResolver } from "@/components/forms/zod-mini-resolver";
import * as z from "zod/mini";
import { useTranslation } from "react-i18next";
import { CorporateInvoicesQuery } from "../shared/fragments";
import { ConfirmCorporateInvoiceMutation, CreateCorporateInvoiceMutation, DeleteCorporateInvoiceMutation } from "./mutations";
import { LEGAL_TABS, PageHeader, SectionTabs } from "@/components/app-ui/section-nav";
import { Badge, Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { ConfirmDialog } from "@/components/app-ui/dialog";
import { DateText, Money } from "@/components/app-ui/format";
import { Field } from "@/components/forms/field";
import { applyServerFieldErrors } from "@/components/forms/server-field-errors";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";
import { classifyGraphqlError } from "@/api-client/graphql/errors";
import { parseAmount } from "@/lib/money";
import { amountMax, amountText } from "@/components/app-ui/amount";
import { useLang } from "@/components/use-lang";
import { LimitedPage } from "@/components/app-ui/limited";

/** Form and call share this schema: a verified legal entity and an amount in its currency (ui/amount.ts). */
export const corporateInvoiceSchema = (currency: string) =>
  z.object({
    legalEntityId: z.string().check(z.minLength(1, "validation.legalEntity")),
    amount: amountText(currency),
  });
type Values = z.infer<ReturnType<typeof corporateInvoiceSchema>>;
const number = (id: string) => `C-${id}`;

/** Corporate invoices (`/my/legalentities/invoices/`, `selected` query): list, create, confirm, delete while unconfirmed. */
export default function CorporateInvoicesPage({ location }: RouteComponentProps) {
  const { t } = useTranslation("account");
  const toast = useToast();
  const showFailure = useFailureToast();
  const query = new URLSearchParams(location?.search ?? "");
  const selected = query.get("selected");
  const { data, loading, error, refetch } = useQuery(CorporateInvoicesQuery);
  const [create, creating] = useMutation(CreateCorporateInvoiceMutation, { refetchQueries: [CorporateInvoicesQuery] });
  const [confirm, confirming] = useMutation(ConfirmCorporateInvoiceMutation);
  const [remove, removing] = useMutation(DeleteCorporateInvoiceMutation);
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const invoicing = (data?.legalEntities ?? []).filter((le) => le.canInvoice);
  const entityOf = (id: string) => invoicing.find((le) => le.id === id) ?? invoicing[0];
  // The amount is in the chosen legal entity's currency, so its maximum follows the choice.
  const resolver: Resolver<Values> = (values, context, options) =>
    zodMiniResolver(corporateInvoiceSchema(entityOf(values.legalEntityId)?.currency ?? "EUR"))(values, context, options);
  const { register, handleSubmit, formState, setError, reset, watch } = useForm<Values>({
    resolver,
    defaultValues: { legalEntityId: query.get("legalEntity") ?? "", amount: "" },
  });
  const chosen = entityOf(watch("legalEntityId"));
  const lang = useLang();
  const max = amountMax(chosen?.currency ?? "EUR", lang);

  useEffect(() => {
    if (!selected || !data) return;
    document.querySelector(`[data-corporate-invoice-id="${selected}"]`)?.scrollIntoView({ block: "center" });
  }, [selected, data]);

  // Second submits while saving are ignored here and in the dialogs below; their buttons are aria-disabled, not
  // disabled (a disabled button drops the keyboard focus, out of an open dialog too).
  const onCreate = handleSubmit((v) =>
    creating.loading
      ? undefined
      : create({ variables: { input: { legalEntityId: v.legalEntityId, amount: parseAmount(v.amount) } } })
          .then(() => {
            toast({ kind: "success", title: t("corporate.createdToast") });
            reset({ legalEntityId: v.legalEntityId, amount: "" });
          })
          .catch((e: unknown) => {
            const f = classifyGraphqlError(e);
            if (f.kind === "input" && applyServerFieldErrors(f.fields, setError, ["legalEntityId", "amount"] as const)) return;
            showFailure(e, "completeRequest");
          }),
  );
  const msg = (m?: string, type?: string) => (m ? (type === "server" ? m : t(m, { max })) : undefined);
  const invoices = data?.corporateInvoices ?? [];

  return (
    <LimitedPage>
      <PageHeader title={t("corporate.title")} lead={t("corporate.lead")} />
      <SectionTabs tabs={LEGAL_TABS} label={t("nav.legalArea")} />
      {data ? (
        <section className="panel" aria-labelledby="create-title">
          <h2 id="create-title">{t("corporate.create")}</h2>
          {invoicing.length ? (
            <form className="form form--inline" onSubmit={onCreate} noValidate data-testid="corporate-invoice-form">
              <Field label={t("corporate.legalEntity")} error={msg(formState.errors.legalEntityId?.message, formState.errors.legalEntityId?.type)}>
                {(a) => (
                  <select {...a} {...register("legalEntityId")} className="input">
                    <option value="">—</option>
                    {invoicing.map((le) => (
                      <option key={le.id} value={le.id}>
                        {le.company}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label={t("corporate.amount", { currency: chosen?.currency ?? "EUR" })}
                hint={t("validation.amountRange", { max })}
                error={msg(formState.errors.amount?.message, formState.errors.amount?.type)}
              >
                {(a) => <input {...a} {...register("amount")} inputMode="decimal" className="input" />}
              </Field>
              <button type="submit" className="button" aria-disabled={creating.loading} aria-busy={creating.loading}>
                {t("corporate.create")}
              </button>
            </form>
          ) : (
            <p className="muted">{t("corporate.noVerified")}</p>
          )}
        </section>
      ) : null}
      <section className="panel">
        {error && !data ? (
          <ErrorState error={error} failureKey="corporateInvoiceList" onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <Loading rows={4} />
        ) : invoices.length ? (
          <div className="table-wrap">
            <table className="table" data-testid="corporate-invoices">
              <thead>
                <tr>
                  <th scope="col">{t("corporate.number")}</th>
                  <th scope="col">{t("corporate.created")}</th>
                  <th scope="col">{t("corporate.legalEntity")}</th>
                  <th scope="col">{t("corporate.transaction")}</th>
                  <th scope="col" className="num">
                    {t("invoices.amount")}
                  </th>
                  <th scope="col">{t("corporate.confirmed")}</th>
                  <th scope="col">{t("corporate.paid")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("invoices.pdf")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((inv) => (
                  <tr
                    key={inv.id}
                    data-corporate-invoice-id={inv.id}
                    className={inv.id === selected ? "is-selected" : undefined}
                    aria-current={inv.id === selected ? "true" : undefined}
                  >
                    <td className="mono" data-label={t("corporate.number")}>
                      {number(inv.id)}
                    </td>
                    <td data-label={t("corporate.created")}>
                      <DateText iso={inv.createdAt} short />
                    </td>
                    <td data-label={t("corporate.legalEntity")}>{inv.legalEntity.company}</td>
                    <td className="mono muted" data-label={t("corporate.transaction")}>
                      {inv.transactionId ? `#${inv.transactionId}` : "—"}
                    </td>
                    <td className="num" data-label={t("invoices.amount")}>
                      <Money amount={inv.amount} currency={inv.currency} />
                    </td>
                    <td data-label={t("corporate.confirmed")}>
                      {inv.confirmed ? <Badge tone="ok">{t("ui.yes")}</Badge> : <Badge tone="muted">{t("ui.no")}</Badge>}
                    </td>
                    <td data-label={t("corporate.paid")}>{inv.paid ? <Badge tone="ok">{t("ui.yes")}</Badge> : <Badge tone="muted">{t("ui.no")}</Badge>}</td>
                    <td className="num table__actions">
                      <div className="actions actions--end">
                        <a href={inv.pdfUrl} className="button button--ghost button--small" download={`corporate-invoice-${inv.id}.pdf`}>
                          PDF
                        </a>
                        {!inv.confirmed ? (
                          <>
                            <button type="button" className="button button--small" onClick={() => setConfirmId(inv.id)}>
                              {t("corporate.confirm")}
                            </button>
                            <button type="button" className="button button--ghost button--small" onClick={() => setDeleteId(inv.id)}>
                              {t("ui.delete")}
                            </button>
                          </>
                        ) : !inv.paid ? (
                          <span className="muted" title={t("corporate.lockedHint")}>
                            {t("corporate.lockedHint")}
                          </span>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Empty title={t("corporate.empty")}>{t("corporate.emptyHint")}</Empty>
        )}
      </section>
      <ConfirmDialog
        open={confirmId !== null}
        onClose={() => setConfirmId(null)}
        title={t("corporate.confirmTitle")}
        confirmLabel={t("corporate.confirm")}
        busy={confirming.loading}
        tone="plain"
        onConfirm={() =>
          void confirm({ variables: { id: confirmId ?? "" } })
            .then(() => {
              setConfirmId(null);
              toast({ kind: "success", title: t("corporate.confirmedToast") });
            })
            .catch((e: unknown) => showFailure(e, "confirmInvoice"))
        }
      >
        <p>{t("corporate.confirmText", { number: number(confirmId ?? "") })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deleteId !== null}
        onClose={() => setDeleteId(null)}
        title={t("corporate.deleteTitle")}
        confirmLabel={t("ui.delete")}
        busy={removing.loading}
        onConfirm={() => {
          const id = deleteId ?? "";
          remove({
            variables: { id },
            update(cache) {
              cache.evict({ id: cache.identify({ __typename: "CorporateInvoice", id }) });
              cache.gc();
            },
          })
            .then(() => {
              setDeleteId(null);
              toast({ kind: "success", title: t("corporate.deleted") });
            })
            .catch((e: unknown) => {
              setDeleteId(null);
              showFailure(e, "deleteInvoice");
              void refetch();
            });
        }}
      >
        <p>{t("corporate.deleteText", { number: number(deleteId ?? "") })}</p>
      </ConfirmDialog>
    </LimitedPage>
  );
}
