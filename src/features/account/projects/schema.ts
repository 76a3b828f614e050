import * as z from "zod/mini";
import { CONTROL_CHARACTERS_KEY, sendable } from "@/lib/rules/text";
import { requiredText } from "@/components/forms/required-text";

/** Project name and description; the limits come from the API (`limits`), spec §3: max characters. */
export const projectSchema = (nameMax: number, descriptionMax: number) =>
  z.object({
    name: requiredText(nameMax, "line"),
    description: z.string().check(z.maxLength(descriptionMax, "validation.maxLength"), z.refine(sendable("body"), CONTROL_CHARACTERS_KEY)),
  });
export type ProjectValues = z.infer<ReturnType<typeof projectSchema>>;

/** Spec §5: deleting a project requires typing its name (exactly). */
export const confirmsName = (typed: string, name: string) => typed === name;
