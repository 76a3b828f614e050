import { useForm, useWatch } from "react-hook-form";
import { zodMiniResolver } from "@/components/forms/zod-mini-resolver";
import { useTranslation } from "react-i18next";
import { projectSchema, type ProjectValues } from "./schema";
import { Dialog } from "@/components/app-ui/dialog";
import { Field } from "@/components/forms/field";
import { useGuardedSubmit } from "@/components/forms/use-guarded-submit";

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  initial: ProjectValues;
  limits: { projectNameMax: number; projectDescriptionMax: number };
  busy: boolean;
  serverError?: string;
  /** Resolves when saved (the dialog closes); rejects to keep it open with what was typed. */
  onSave: (values: ProjectValues) => Promise<void>;
  submitLabel: string;
}

function ProjectForm({ initial, limits, busy, serverError, onSave, submitLabel }: Omit<Props, "open" | "onClose" | "title">) {
  const { t } = useTranslation("account");
  const { register, handleSubmit, formState, control } = useForm<ProjectValues>({
    resolver: zodMiniResolver(projectSchema(limits.projectNameMax, limits.projectDescriptionMax)),
    defaultValues: initial,
  });
  const name = useWatch({ control, name: "name" }) ?? "";
  const msg = (m?: string, max?: number) => (m ? t(m, { max }) : undefined);
  // A second submit while saving is ignored by the guard, not by `disabled`: a disabled button drops the focus
  // out of the dialog.
  const { run } = useGuardedSubmit((v: ProjectValues) => onSave(v).catch(() => undefined));
  return (
    <form className="form" onSubmit={handleSubmit(run)} noValidate data-testid="project-form">
      <Field
        label={t("projects.name")}
        hint={<span data-testid="name-hint">{t("ui.charsLeft", { count: name.length, max: limits.projectNameMax })}</span>}
        error={msg(formState.errors.name?.message, limits.projectNameMax) ?? serverError}
      >
        {(a) => <input {...a} {...register("name")} className="input" maxLength={limits.projectNameMax} autoComplete="off" />}
      </Field>
      <Field label={t("projects.description")} error={msg(formState.errors.description?.message, limits.projectDescriptionMax)}>
        {(a) => <textarea {...a} {...register("description")} className="input" rows={3} maxLength={limits.projectDescriptionMax} />}
      </Field>
      <div className="actions">
        <button type="submit" className="button" aria-disabled={busy} aria-busy={busy}>
          {busy ? t("ui.saving") : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** The projects dialog (spec §2): create or edit a project, with the max-characters hint. */
export function ProjectDialog({ open, onClose, title, ...form }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <ProjectForm {...form} />
    </Dialog>
  );
}
