import * as z from "zod/mini";
import { CONTROL_CHARACTERS_KEY, sendable } from "@/lib/rules/text";

/**
 * A required text field of the account's forms (spec §5): trimmed, not empty ("errors:fieldRequired"), at most
 * `max` characters ("validation.maxLength"), and no control characters but those its kind allows (a line none, a
 * body line breaks and tabs: the text rule, issue 39).
 */
export const requiredText = (max: number, kind: "line" | "body") =>
  z
    .string()
    .check(z.trim(), z.minLength(1, "errors:fieldRequired"), z.maxLength(max, "validation.maxLength"), z.refine(sendable(kind), CONTROL_CHARACTERS_KEY));
