import { useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ProjectsQuery } from "./queries";
import { CreateProjectMutation } from "./mutations";
import { ProjectDialog } from "./project-dialog";
import { PageHeader } from "@/components/app-ui/section-nav";
import { Badge, Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";
import { useLang } from "@/components/use-lang";
import { SmartLink } from "@/components/smart-link";
import { classifyGraphqlError } from "@/api-client/graphql/errors";
import { projectName } from "./project-name";
import { ACCOUNT_QUOTAS, QUOTA_KEYS, quotaReached } from "@/lib/rules/quotas";
import { LimitedPage } from "@/components/app-ui/limited";

/** Projects (spec §2, §3): cards with their order counts; the projects dialog creates one. */
export default function ProjectsPage(_props: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const toast = useToast();
  const showFailure = useFailureToast();
  const { data, loading, error, refetch } = useQuery(ProjectsQuery);
  const [creating, setCreating] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [create, creation] = useMutation(CreateProjectMutation, {
    update(cache, { data: created }) {
      if (!created) return;
      cache.updateQuery({ query: ProjectsQuery }, (prev) => (prev ? { ...prev, projects: [...prev.projects, created.createProject] } : prev));
    },
  });
  const projects = data?.projects ?? [];
  // The quota is known here (the projects are listed, General not counted): said before any request (issue 39).
  const full = quotaReached("projects", projects.filter((p) => !p.isGeneral).length);
  return (
    <LimitedPage>
      <PageHeader
        title={t("projects.title")}
        lead={t("projects.lead")}
        actions={
          <>
            <SmartLink href="/my/finance/renewals/" language={lang} className="button button--ghost">
              {t("projects.renewals")}
            </SmartLink>
            <button
              type="button"
              className="button"
              onClick={() => !full && setCreating(true)}
              disabled={!data}
              aria-disabled={full || undefined}
              aria-describedby={full ? "projects-quota" : undefined}
            >
              {t("projects.new")}
            </button>
          </>
        }
      />
      {full ? (
        <p className="hint" id="projects-quota" data-testid="projects-quota">
          {t(QUOTA_KEYS.projects, { count: ACCOUNT_QUOTAS.projects })}
        </p>
      ) : null}
      {error && !data ? (
        <ErrorState error={error} failureKey="projectList" onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Loading rows={4} />
      ) : projects.length ? (
        <ul className="grid-cards" data-testid="projects">
          {projects.map((p) => (
            <li key={p.id} className="panel project-card" data-project-id={p.id}>
              <h2>
                <SmartLink href={`/my/projects/${p.id}/`} language={lang}>
                  {projectName(p, t)}
                </SmartLink>
              </h2>
              {p.description ? <p className="muted">{p.description}</p> : null}
              <p className="project-card__meta">
                <Badge tone="info">{t("projects.orders", { count: p.orderCount })}</Badge>
                {p.isGeneral ? <Badge tone="muted">{t("projects.general")}</Badge> : null}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <section className="panel">
          <Empty title={t("projects.empty")} />
        </section>
      )}
      {data ? (
        <ProjectDialog
          open={creating}
          onClose={() => {
            setCreating(false);
            setServerError(undefined);
          }}
          title={t("projects.new")}
          initial={{ name: "", description: "" }}
          limits={data.limits}
          busy={creation.loading}
          serverError={serverError}
          submitLabel={t("projects.new")}
          onSave={(v) =>
            create({ variables: { input: { name: v.name.trim(), description: v.description } } }).then(
              () => {
                setCreating(false);
                setServerError(undefined);
                toast({ kind: "success", title: t("projects.created") });
              },
              (e: unknown) => {
                const f = classifyGraphqlError(e);
                if (f.kind === "input") setServerError(f.fields.name?.[0] ?? f.message);
                showFailure(e, "createProject");
                throw e;
              },
            )
          }
        />
      ) : null}
    </LimitedPage>
  );
}
