import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import { appendErrors, type FieldError, type FieldValues, type Resolver } from "react-hook-form";
import { safeParseAsync } from "zod/mini";
import type { $ZodIssue, $ZodType, ParseContext } from "zod/v4/core";

/**
 * react-hook-form's resolver for the island forms' zod 4 schemas (zod/mini: contact, e-mail promo, review
 * proposal), with the parse params they pass (`{ error: catalogueErrorMap(t) }`). @hookform/resolvers'
 * `zodResolver` does the same for zod 4 but also carries its zod 3 branch into every form island (about
 * 0.4 KB brotli; decision 130), and its `standardSchemaResolver` takes no parse params. The errors are
 * those of `zodResolver`'s zod 4 branch (zod-mini-resolver.test.ts runs both): the first issue of each
 * field (of a union's closest branch), and every issue's message under `types` with `criteriaMode: "all"`.
 */
export function zodMiniResolver<Input extends FieldValues, Output>(
  schema: $ZodType<Output, Input>,
  params?: ParseContext<$ZodIssue>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await safeParseAsync(schema, values, params);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    return {
      values: {},
      errors: toNestErrors(fieldErrors(result.error.issues, !options.shouldUseNativeValidation && options.criteriaMode === "all"), options),
    };
  };
}

function fieldErrors(issues: readonly $ZodIssue[], allCriteria: boolean): Record<string, FieldError> {
  // No prototype: a field named `constructor` or `toString` is a field like any other.
  const errors: Record<string, FieldError> = Object.create(null) as Record<string, FieldError>;
  const queue = [...issues];
  for (let issue = queue.shift(); issue; issue = queue.shift()) {
    const { code, message } = issue;
    const path = issue.path.join(".");
    if (!errors[path]) {
      const closest =
        code === "invalid_union" && issue.errors.length ? issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best))[0] : undefined;
      errors[path] = { message: closest?.message ?? message, type: closest?.code ?? code };
    }
    if (code === "invalid_union") for (const branch of issue.errors) for (const e of branch) queue.push({ ...e, path: [...issue.path, ...e.path] });
    if (allCriteria) {
      const previous = errors[path].types?.[code];
      errors[path] = appendErrors(
        path,
        allCriteria,
        errors,
        code,
        previous ? ([] as string[]).concat(previous as string | string[], message) : message,
      ) as FieldError;
    }
  }
  return errors;
}
