import { useEffect, useRef, useState, type ComponentType } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useMutation, useQuery } from "@apollo/client/react";
import { Trans, useTranslation } from "react-i18next";
import { OrderQuery } from "./queries";
import { CancelOrderMutation, RemoveCancelMarkMutation, RenameOrderMutation, SetOrderCommentMutation, TransferOrderMutation } from "./mutations";
import { TagsEditor } from "./tags-editor";
import { PricePerTerm } from "@/components/app-ui/price-per-term";
import { TariffChange } from "./tariff-change";
import { RenewOrder } from "./renew-order";
import { OrderStatus } from "../order-status";
import { useMoveOrder } from "../move-order";
import { MoveOrderControl } from "../move-order-control";
import { PageHeader } from "@/components/app-ui/section-nav";
import { Badge, ErrorState, Loading } from "@/components/app-ui/states";
import { Dialog } from "@/components/app-ui/dialog";
import { Field } from "@/components/forms/field";
import { DateText, Money } from "@/components/app-ui/format";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";
import { useLang } from "@/components/use-lang";
import { SmartLink } from "@/components/smart-link";
import { classifyGraphqlError } from "@/api-client/graphql/errors";
import { localizePath } from "@/lib/i18n-config";
import { formatDate } from "@/lib/format";
import { monthCost } from "@/lib/month-cost";
import { todayIso } from "@/lib/rules/day-of-month";
import { projectName } from "../project-name";
import { LimitedPage } from "@/components/app-ui/limited";
import { useAuth } from "@/components/auth/auth-context";
import { OrderConfigurationBlock, ServerBlock } from "./server-blocks";
import { commentIdle as isCommentIdle, nameAfterSave, recipientOf, renameIdle as isRenameIdle, renameProblem, transferState } from "./order-rules";

/**
 * An order (spec §3, §4): what was bought and its server (decision 159), rename, tags, comment, project, renew,
 * cancel or keep, transfer, tariff change.
 */
/** The SSH keys dialog the order offers: the ssh-keys section's, passed in by the shell (shell/sections/order.tsx). */
export type KeysDialog = ComponentType<{ open: boolean; onClose: () => void }>;

export default function OrderPage({ orderId, keysDialog: KeysDialog }: RouteComponentProps<{ orderId: string }> & { keysDialog: KeysDialog }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const toast = useToast();
  const showFailure = useFailureToast();
  const { data, loading, error, refetch } = useQuery(OrderQuery, { variables: { id: orderId ?? "" } });
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [comment, setComment] = useState("");
  const [recipient, setRecipient] = useState("");
  const [recipientError, setRecipientError] = useState<string>();
  const [cancelling, setCancelling] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);
  const [rename, renaming] = useMutation(RenameOrderMutation);
  const [saveComment, savingComment] = useMutation(SetOrderCommentMutation);
  const [cancel, cancelState] = useMutation(CancelOrderMutation);
  const [removeMark, removingMark] = useMutation(RemoveCancelMarkMutation);
  const focusCancel = useRef(false);
  const [transferOrder, transferring] = useMutation(TransferOrderMutation);
  const [move] = useMoveOrder();
  const order = data?.order;
  // The control panel's address is the deployment's, from the account menu (decision 161).
  const panelUrl = useAuth().state.menu?.items.find((i) => i.key === "admin")?.url ?? null;
  useEffect(() => {
    if (order) {
      setName(order.name);
      setComment(order.comment);
    }
    // Only when another order opens: what is being typed survives refetches and failures.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the order's id on purpose (line above)
  }, [order?.id]);

  if (error && !data) {
    const notFound = classifyGraphqlError(error).kind === "not-found";
    return notFound ? (
      <section className="panel">
        <p className="state__title">{t("orders.notFound")}</p>
        <SmartLink href="/my/projects/" language={lang}>
          {t("projects.back")}
        </SmartLink>
      </section>
    ) : (
      <ErrorState error={error} failureKey="projectOrders" onRetry={() => void refetch()} />
    );
  }
  if ((loading && !data) || !data || !order) return <Loading rows={6} />;
  const limits = data.limits;
  const transfer = transferState(data.me, order.paid);
  // What the order has cost since the 1st and what the month will cost at today's rate (lib/month-cost.ts).
  const month = monthCost([order], todayIso()).orders[0] ?? { toDate: 0, forecast: 0 };
  // Nothing to send (saving, or unchanged): the buttons say so with aria-disabled and the forms ignore the
  // submit. Not `disabled`: a disabled button drops the keyboard focus to the page when it turns disabled.
  const renameIdle = isRenameIdle(renaming.loading, name, order.name);
  const commentIdle = isCommentIdle(savingComment.loading, comment, order.comment);

  return (
    <LimitedPage testId="order-page">
      <PageHeader
        title={order.name}
        lead={
          <>
            <SmartLink href={`/my/projects/${order.project.id}/`} language={lang}>
              ← {t("orders.back", { project: projectName(order.project, t) })}
            </SmartLink>{" "}
            · {t(`orderTypes.${order.type}`)} · #{order.id}
          </>
        }
        actions={
          order.type === "vps" ? (
            <button type="button" className="button button--ghost" onClick={() => setKeysOpen(true)}>
              {t("orders.sshKeys")}
            </button>
          ) : null
        }
      />
      <div className="detail-grid">
        <section className="panel" aria-labelledby="details">
          <h2 id="details">{t("orders.details")}</h2>
          <dl className="kv">
            <dt>{t("orders.status")}</dt>
            <dd>
              <OrderStatus order={order} />
            </dd>
            <dt>{t("orders.paidUntil")}</dt>
            <dd>
              <DateText iso={order.paidUntil} />
            </dd>
            <dt>{t("orders.price")}</dt>
            <dd>
              <PricePerTerm price={order.price} months={order.months} />
            </dd>
            <dt>{t("orders.month")}</dt>
            <dd data-testid="order-month-cost" data-to-date={month.toDate} data-forecast={month.forecast}>
              <Trans t={t} i18nKey="orders.monthCost" components={{ toDate: <Money amount={month.toDate} />, forecast: <Money amount={month.forecast} /> }} />
            </dd>
            <dt>{t("orders.project")}</dt>
            <dd>
              <MoveOrderControl
                projects={data.projects}
                currentId={order.project.id}
                onMove={(target) =>
                  move({ id: order.id, fromProjectId: order.project.id }, target)
                    .then(() => toast({ kind: "success", title: t("projects.moved", { order: order.name, project: projectName(target, t) }) }))
                    .catch((err: unknown) => showFailure(err, "addOrderToProject"))
                }
              />
            </dd>
          </dl>
          <form
            className="form form--inline"
            onSubmit={(e) => {
              e.preventDefault();
              const next = name.trim();
              if (renameIdle) return;
              const problem = renameProblem(name, limits.orderNameMax);
              if (problem) return setNameError(problem.key === "validation.maxLength" ? t(problem.key, { max: problem.max }) : t(problem.key));
              setNameError(undefined);
              rename({
                variables: { id: order.id, name: next },
                optimisticResponse: { __typename: "Mutation", renameOrder: { __typename: "Order", id: order.id, name: next } },
              })
                .then((result) => {
                  // The field shows the name as saved: the server drops what a name may not hold (control
                  // characters), and the field kept them, to be sent again with the next rename (session 22).
                  const saved = result.data?.renameOrder.name;
                  setName((typed) => nameAfterSave(typed, next, saved));
                  toast({ kind: "success", title: t("orders.renamed") });
                })
                .catch((err: unknown) => {
                  const f = classifyGraphqlError(err);
                  if (f.kind === "input") setNameError(f.fields.name?.[0] ?? f.message);
                  showFailure(err, "renameOrder");
                });
            }}
          >
            <Field label={t("orders.name")} hint={t("ui.charsLeft", { count: name.length, max: limits.orderNameMax })} error={nameError}>
              {(a) => <input {...a} className="input" value={name} maxLength={limits.orderNameMax} onChange={(e) => setName(e.target.value)} />}
            </Field>
            <button type="submit" className="button button--ghost" aria-disabled={renameIdle} aria-busy={renaming.loading}>
              {t("orders.rename")}
            </button>
          </form>
          <h3 className="panel__subtitle">{t("orders.tags")}</h3>
          <TagsEditor orderId={order.id} tags={order.tags} known={data.tags} limits={limits} />
          <form
            className="form order-comment"
            onSubmit={(e) => {
              e.preventDefault();
              if (commentIdle) return;
              saveComment({ variables: { id: order.id, comment } })
                .then(() => toast({ kind: "success", title: t("orders.commentSaved") }))
                .catch((err: unknown) => showFailure(err, "orderAction"));
            }}
          >
            <Field label={t("orders.comment")}>
              {(a) => <textarea {...a} className="input" rows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />}
            </Field>
            <div className="actions">
              <button type="submit" className="button button--ghost button--small" aria-disabled={commentIdle} aria-busy={savingComment.loading}>
                {t("orders.saveComment")}
              </button>
            </div>
          </form>
        </section>
        <div className="account-page">
          <ServerBlock order={order} panelUrl={panelUrl} />
          <OrderConfigurationBlock order={order} />
          {order.planSlug && order.paid ? (
            <section className="panel" aria-labelledby="tariff">
              <h2 id="tariff">{t("orders.tariff")}</h2>
              <TariffChange orderId={order.id} planSlug={order.planSlug} />
            </section>
          ) : null}
          {order.paid ? (
            <section className="panel" aria-labelledby="renew">
              <h2 id="renew">{t("orders.renew")}</h2>
              <RenewOrder order={order} />
            </section>
          ) : null}
          <section className="panel" aria-labelledby="transfer">
            <h2 id="transfer">{t("orders.transfer")}</h2>
            {transfer === "unpaid" ? (
              // Decision 071: debts are not handed on; an unpaid order is paid (or canceled) first.
              <p className="muted" data-testid="transfer-unpaid">
                {t("orders.transferUnpaid")}{" "}
                <SmartLink href="/my/finance/debts/" language={lang}>
                  {t("orders.transferUnpaidLink")}
                </SmartLink>
              </p>
            ) : transfer === "form" ? (
              <form
                className="form form--inline"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (transferring.loading) return;
                  const to = recipientOf(recipient);
                  if (!to) return setRecipientError(t("validation.recipient"));
                  setRecipientError(undefined);
                  transferOrder({ variables: { id: order.id, recipient: to } })
                    .then((r) => {
                      toast({ kind: "success", title: t("orders.transferred", { recipient: r.data?.transferOrder.recipient ?? recipient }) });
                      void navigate(localizePath(`/my/projects/${order.project.id}/`, lang));
                    })
                    .catch((err: unknown) => {
                      const f = classifyGraphqlError(err);
                      if (f.kind === "input") setRecipientError(f.fields.recipient?.[0] ?? f.message);
                      else if (f.kind === "conflict") setRecipientError(t("orders.transferDebts"));
                      else showFailure(err, "orderAction");
                    });
                }}
              >
                <Field label={t("orders.recipient")} hint={t("orders.recipientHint")} error={recipientError}>
                  {(a) => <input {...a} className="input" value={recipient} onChange={(e) => setRecipient(e.target.value)} autoComplete="off" />}
                </Field>
                <button type="submit" className="button button--ghost" aria-disabled={transferring.loading} aria-busy={transferring.loading}>
                  {t("orders.transferSubmit")}
                </button>
              </form>
            ) : (
              <p className="muted">
                {t("orders.verifyFirst")}{" "}
                <SmartLink href="/my/personal/" language={lang}>
                  {t("orders.verifyLink")}
                </SmartLink>
              </p>
            )}
          </section>
          <section className="panel" aria-labelledby="cancel">
            <h2 id="cancel">{t("orders.cancel")}</h2>
            {order.cancelMark ? (
              <div className="form">
                <p>
                  <Badge tone="warn">{t("orders.cancelMarked")}</Badge> <DateText iso={order.paidUntil} />
                </p>
                <div className="actions">
                  <button
                    type="button"
                    className="button"
                    aria-disabled={removingMark.loading}
                    aria-busy={removingMark.loading}
                    onClick={() => {
                      if (removingMark.loading) return;
                      removeMark({ variables: { id: order.id } })
                        .then(() => {
                          // This button goes with the mark: the focus moves to the Cancel button in its place.
                          focusCancel.current = true;
                          toast({ kind: "success", title: t("orders.markRemoved") });
                        })
                        .catch((err: unknown) => showFailure(err, "orderAction"));
                    }}
                  >
                    {t("orders.removeMark")}
                  </button>
                </div>
              </div>
            ) : (
              <div className="actions">
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => setCancelling(true)}
                  ref={(button) => {
                    if (button && focusCancel.current) {
                      focusCancel.current = false;
                      button.focus();
                    }
                  }}
                >
                  {t("orders.cancel")}
                </button>
              </div>
            )}
          </section>
        </div>
      </div>
      <Dialog open={cancelling} onClose={() => setCancelling(false)} title={t("orders.cancelTitle", { name: order.name })}>
        <p>{order.paid ? t("orders.cancelPaid", { date: order.paidUntil ? formatDate(order.paidUntil, lang) : "" }) : t("orders.cancelUnpaid")}</p>
        <div className="actions">
          <button
            type="button"
            className="button button--danger"
            aria-disabled={cancelState.loading}
            aria-busy={cancelState.loading}
            onClick={() =>
              !cancelState.loading &&
              cancel({
                variables: { id: order.id },
                update(cache, { data: result }) {
                  if (result?.cancelOrder.deleted) {
                    cache.evict({ id: cache.identify({ __typename: "Order", id: order.id }) });
                    cache.gc();
                  }
                },
              })
                .then((r) => {
                  setCancelling(false);
                  if (r.data?.cancelOrder.deleted) {
                    toast({ kind: "success", title: t("orders.deletedToast") });
                    void navigate(localizePath(`/my/projects/${order.project.id}/`, lang));
                  } else toast({ kind: "success", title: t("orders.markedToast") });
                })
                .catch((err: unknown) => showFailure(err, "orderAction"))
            }
          >
            {t("orders.cancel")}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setCancelling(false)}>
            {t("ui.cancel")}
          </button>
        </div>
      </Dialog>
      <KeysDialog open={keysOpen} onClose={() => setKeysOpen(false)} />
    </LimitedPage>
  );
}
