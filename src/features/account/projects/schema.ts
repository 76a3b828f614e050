import * as z from "zod/mini";
import { CONTROL_CHARACTERS_KEY, sendable } from "../../../lib/rules/text";

/** Project name and description; the limits come from the API (`limits`), spec §3: max characters. */
export const projectSchema = (nameMax: number, descriptionMax: number) =>
  z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "errors:fieldRequired"),
        z.maxLength(nameMax, "validation.maxLength"),
        z.refine(sendable("line"), CONTROL_CHARACTERS_KEY),
      ),
    description: z.string().check(z.maxLength(descriptionMax, "validation.maxLength"), z.refine(sendable("body"), CONTROL_CHARACTERS_KEY)),
  });
export type ProjectValues = z.infer<ReturnType<typeof projectSchema>>;

/** Spec §5: deleting a project requires typing its name (exactly). */
export const confirmsName = (typed: string, name: string) => typed === name;
