import { useMemo, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ProjectQuery, ProjectsQuery } from "./queries";
import { DeleteProjectMutation, UpdateProjectMutation } from "./mutations";
import { ProjectDialog } from "./project-dialog";
import { useMoveOrder } from "./move-order";
import { confirmsName } from "./schema";
import { PageHeader } from "@/components/app-ui/section-nav";
import { Badge, Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { Dialog } from "@/components/app-ui/dialog";
import { Field } from "@/components/forms/field";
import { DateText } from "@/components/app-ui/format";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";
import { useLang } from "@/components/use-lang";
import { SmartLink } from "@/components/smart-link";
import { localizePath } from "@/lib/i18n-config";
import { classifyGraphqlError } from "@/api-client/graphql/errors";
import type { OrderFieldsFragment } from "@/api-client/graphql/generated/graphql";
import { projectName } from "./project-name";
import { MoveOrderControl } from "./move-order-control";
import { LimitedPage } from "@/components/app-ui/limited";
import { OrderStatus } from "./order-status";
import { PricePerTerm } from "@/components/app-ui/price-per-term";

/** A project with its orders grouped by type (spec §2 "project page with order groups"). */
export default function ProjectPage({ projectId }: RouteComponentProps<{ projectId: string }>) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const toast = useToast();
  const showFailure = useFailureToast();
  const { data, loading, error, refetch } = useQuery(ProjectQuery, { variables: { id: projectId ?? "" } });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [typed, setTyped] = useState("");
  const [serverError, setServerError] = useState<string>();
  const [update, updating] = useMutation(UpdateProjectMutation);
  const [remove, removing] = useMutation(DeleteProjectMutation, { refetchQueries: [ProjectsQuery] });
  const [move] = useMoveOrder();
  const project = data?.project;
  const general = data?.projects.find((p) => p.isGeneral);
  const groups = useMemo(() => {
    const map = new Map<string, OrderFieldsFragment[]>();
    for (const o of project?.orders ?? []) map.set(o.type, [...(map.get(o.type) ?? []), o]);
    return [...map.entries()];
  }, [project]);

  const moveTo = (order: OrderFieldsFragment, targetId: string, key: "addOrderToProject" | "removeOrderFromProject") => {
    const target = data?.projects.find((p) => p.id === targetId);
    if (!target || !project) return;
    move({ id: order.id, fromProjectId: project.id }, target)
      .then(() => toast({ kind: "success", title: t("projects.moved", { order: order.name, project: projectName(target, t) }) }))
      .catch((e: unknown) => showFailure(e, key));
  };

  if (error && !data) return <ErrorState error={error} failureKey="projectOrders" onRetry={() => void refetch()} />;
  if (loading && !data) return <Loading rows={6} />;
  if (!project || !data) return <ErrorState error={error} failureKey="projectOrders" />;

  return (
    <LimitedPage testId="project-page">
      <PageHeader
        title={projectName(project, t)}
        lead={
          <>
            <SmartLink href="/my/projects/" language={lang}>
              ← {t("projects.back")}
            </SmartLink>
            {project.description ? ` · ${project.description}` : null}
          </>
        }
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
              {t("ui.edit")}
            </button>
            {!project.isGeneral ? (
              <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
                {t("projects.delete")}
              </button>
            ) : null}
          </>
        }
      />
      <section className="panel">
        <div className="panel__head">
          <h2>{t("projects.orders", { count: project.orderCount })}</h2>
        </div>
        {groups.length ? (
          groups.map(([type, orders]) => (
            <div key={type} className="order-group" data-order-type={type}>
              <h3>
                {t(`orderTypes.${type}`)} <Badge tone="muted">{orders.length}</Badge>
              </h3>
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t("orders.name")}</th>
                      <th scope="col">{t("orders.tags")}</th>
                      <th scope="col">{t("orders.paidUntil")}</th>
                      <th scope="col">{t("orders.status")}</th>
                      <th scope="col" className="num">
                        {t("orders.price")}
                      </th>
                      <th scope="col">{t("projects.moveTo")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {orders.map((o) => (
                      <tr key={o.id} data-order-id={o.id}>
                        <td data-label={t("orders.name")}>
                          <SmartLink href={`/my/orders/${o.id}/`} language={lang} className="order-name">
                            {o.name}
                          </SmartLink>
                          {o.comment ? <div className="muted">{o.comment}</div> : null}
                        </td>
                        <td data-label={t("orders.tags")}>
                          <span className="tags">
                            {o.tags.map((tag) => (
                              <span key={tag} className="tag">
                                {tag}
                              </span>
                            ))}
                          </span>
                        </td>
                        <td data-label={t("orders.paidUntil")}>
                          <DateText iso={o.paidUntil} short />
                        </td>
                        <td data-label={t("orders.status")}>
                          <OrderStatus order={o} />
                        </td>
                        <td className="num" data-label={t("orders.price")}>
                          <PricePerTerm price={o.price} months={o.months} />
                        </td>
                        <td className="table__actions">
                          <div className="actions">
                            <MoveOrderControl projects={data.projects} currentId={project.id} onMove={(target) => moveTo(o, target.id, "addOrderToProject")} />
                            {!project.isGeneral && general ? (
                              <button
                                type="button"
                                className="button button--ghost button--small"
                                onClick={() => moveTo(o, general.id, "removeOrderFromProject")}
                              >
                                {t("projects.removeFromProject")}
                              </button>
                            ) : null}
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          ))
        ) : (
          <Empty title={t("projects.noOrders")}>{t("projects.noOrdersHint")}</Empty>
        )}
      </section>
      <ProjectDialog
        open={editing}
        onClose={() => {
          setEditing(false);
          setServerError(undefined);
        }}
        title={t("projects.editTitle")}
        initial={{ name: project.name, description: project.description }}
        limits={data.limits}
        busy={updating.loading}
        serverError={serverError}
        submitLabel={t("ui.save")}
        onSave={(v) =>
          update({ variables: { id: project.id, input: { name: v.name.trim(), description: v.description } } }).then(
            () => {
              setEditing(false);
              toast({ kind: "success", title: t("projects.updated") });
            },
            (e: unknown) => {
              const f = classifyGraphqlError(e);
              if (f.kind === "input") setServerError(f.fields.name?.[0] ?? f.message);
              showFailure(e, "updateProject");
              throw e;
            },
          )
        }
      />
      <Dialog
        open={deleting}
        onClose={() => {
          setDeleting(false);
          setTyped("");
        }}
        title={t("projects.deleteTitle", { name: project.name })}
      >
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!confirmsName(typed, project.name)) return;
            remove({ variables: { id: project.id, confirmName: typed } })
              .then(() => {
                toast({ kind: "success", title: t("projects.deleted") });
                // The page stays mounted for the next project (General): the dialog must not come along.
                setDeleting(false);
                setTyped("");
                void navigate(localizePath(general ? `/my/projects/${general.id}/` : "/my/projects/", lang));
              })
              .catch((err: unknown) => showFailure(err, "removeProject"));
          }}
        >
          <p>{t("projects.deleteText")}</p>
          <Field label={t("projects.deleteLabel")} hint={<span className="mono">{project.name}</span>}>
            {(a) => <input {...a} className="input" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />}
          </Field>
          <div className="actions">
            <button type="submit" className="button button--danger" disabled={!confirmsName(typed, project.name) || removing.loading}>
              {t("projects.delete")}
            </button>
          </div>
        </form>
      </Dialog>
    </LimitedPage>
  );
}
