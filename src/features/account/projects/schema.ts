import { z } from "zod";
import { CONTROL_CHARACTERS_KEY, sendable } from "../../../lib/rules/text";

/** Project name and description; the limits come from the API (`limits`), spec §3: max characters. */
export const projectSchema = (nameMax: number, descriptionMax: number) =>
  z.object({
    name: z.string().trim().min(1, "errors:fieldRequired").max(nameMax, "validation.maxLength").refine(sendable("line"), CONTROL_CHARACTERS_KEY),
    description: z.string().max(descriptionMax, "validation.maxLength").refine(sendable("body"), CONTROL_CHARACTERS_KEY),
  });
export type ProjectValues = z.infer<ReturnType<typeof projectSchema>>;

/** Spec §5: deleting a project requires typing its name (exactly). */
export const confirmsName = (typed: string, name: string) => typed === name;
