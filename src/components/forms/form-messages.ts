import type { TFunction } from "i18next";
import type { SubmitResult } from "../../api-client/form-submit";
import { CONTROL_CHARACTERS_KEY, CONTROL_CHARACTERS_MESSAGE } from "../../lib/rules/text";

// Catalogue messages of spec §5 and §8. The server speaks English; a message it sends that the
// catalogue knows is shown in the page's language, anything else as the server wrote it.
const SERVER_TO_KEY: Record<string, string> = {
  "This field is required": "errors:fieldRequired",
  "This field is required.": "errors:fieldRequired",
  "Enter a valid email address": "errors:invalidEmail",
  "Enter a valid email address.": "errors:invalidEmail",
  "Too many attempts, please try again later": "errors:tooManyAttempts",
  "Too many attempts, please try again later.": "errors:tooManyAttempts",
  "Select a valid choice.": "forms.invalidChoice",
  [CONTROL_CHARACTERS_MESSAGE]: CONTROL_CHARACTERS_KEY,
};

export function translateServerMessage(message: string, t: TFunction): string {
  const key = SERVER_TO_KEY[message.trim()];
  return key ? t(key) : message;
}

/** The one line a failed submit shows above the button (field errors are shown at their fields). */
export function failureMessage(result: Exclude<SubmitResult<unknown>, { ok: true }>, t: TFunction): string {
  switch (result.kind) {
    case "rate-limited":
      return result.message ? translateServerMessage(result.message, t) : t("errors:tooManyAttempts");
    case "message":
      return translateServerMessage(result.message, t);
    case "fields":
      return joinFieldErrors(result.fields, t);
    case "network":
      return t("errors:requestFailed");
    case "generic":
      return t("errors:generic");
  }
}

/** Spec §8 (e-mail promo): every field error joined into one message. */
export function joinFieldErrors(fields: Record<string, string[]>, t: TFunction): string {
  const messages = [
    ...new Set(
      Object.values(fields)
        .flat()
        .map((m) => translateServerMessage(m, t)),
    ),
  ];
  return messages.length ? messages.join(" ") : t("errors:generic");
}

/**
 * A zod error map that speaks the catalogue: blank → "This field is required", a bad e-mail → "Enter a
 * valid email address", a short text → the minimum. Used with the API's own request schemas, so the
 * form and the payload share one schema (ARCHITECTURE.md: forms).
 */
export function catalogueErrorMap(t: TFunction) {
  return (issue: {
    code: string;
    input?: unknown;
    format?: string;
    minimum?: unknown;
    maximum?: unknown;
    origin?: string;
    params?: { catalogue?: string };
  }) => {
    // A rule of src/lib/rules that names its catalogue text (the text rule: control characters).
    if (issue.code === "custom" && issue.params?.catalogue) return t(issue.params.catalogue);
    const blank = issue.input === undefined || issue.input === null || (typeof issue.input === "string" && issue.input.trim() === "");
    // A select left on its placeholder asks for a choice rather than "required" (contacts subject).
    if (issue.code === "invalid_value") return t("forms.invalidChoice");
    if (blank) return t("errors:fieldRequired");
    if (issue.code === "invalid_format" && issue.format === "email") return t("errors:invalidEmail");
    if (issue.code === "too_small" && issue.origin === "string") return t("forms.tooShort", { count: Number(issue.minimum) });
    if (issue.code === "too_big" && issue.origin === "string") return t("forms.tooLong", { count: Number(issue.maximum) });
    return undefined;
  };
}
