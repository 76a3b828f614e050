import { useMemo, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from "react-hook-form";
import { zodMiniResolver } from "../forms/zod-mini-resolver";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import type { ApiError, Result } from "../../api-client/http";
import { toasts } from "../toasts/toast-store";
import { useGuardedSubmit } from "../forms/use-guarded-submit";
import { planFormErrors } from "./form-errors";

type Translate = (key: string) => string;

/**
 * One auth form: react-hook-form with the zod schema of the form (catalogue messages), a submit that
 * ignores a second press while loading, and a failed call turned into field errors, the form's message
 * or a 429 toast. What was typed is never reset on failure (only a used-up captcha token is).
 */
export function useAuthForm<T extends FieldValues, R>(options: {
  schema: (t: Translate) => z.ZodMiniType<T, T>;
  defaultValues: DefaultValues<T>;
  submit: (values: T) => Promise<Result<R>>;
  onSuccess?: (value: R, values: T) => void | Promise<void>;
  /** Handles a failure itself (returns true), e.g. a reset key that turned out to be used. */
  onError?: (error: ApiError) => boolean;
  /**
   * Fields the server uses up when it answers (a captcha token is good for one check): cleared after
   * any failed answer, so the customer passes the check again. A call that got no answer keeps them.
   */
  singleUse?: ReadonlyArray<Path<T>>;
}) {
  const { t } = useTranslation();
  const makeSchema = options.schema;
  const schema = useMemo(() => makeSchema(t), [makeSchema, t]);
  const form = useForm<T, unknown, T>({ resolver: zodMiniResolver(schema), defaultValues: options.defaultValues });
  const [formError, setFormError] = useState<string | null>(null);
  const fields = Object.keys(options.defaultValues) as Array<Path<T>>;

  const { run, loading } = useGuardedSubmit(async (values: T) => {
    setFormError(null);
    const result = await options.submit(values);
    if (result.ok) {
      await options.onSuccess?.(result.value.data, values);
      return;
    }
    if (result.error.status !== null) for (const field of options.singleUse ?? []) form.setValue(field, "" as PathValue<T, Path<T>>);
    if (options.onError?.(result.error)) return;
    const plan = planFormErrors(result.error, fields, t);
    for (const [field, message] of Object.entries(plan.fields) as Array<[Path<T>, string]>)
      form.setError(field, { type: "server", message }, { shouldFocus: true });
    setFormError(plan.form);
    if (plan.toast) toasts.error(plan.toast);
  });

  return { form, t, loading, formError, onSubmit: form.handleSubmit(run) };
}
