/**
 * The one rule for text a person sends (issue 39): control characters are refused, not stored. In a line
 * (a name, an e-mail, a subject, any single-line field) every C0 control, DEL, the C1 block and the bidi
 * embedding/override/isolate characters; in a message body the same but line breaks (LF, CR) and the tab,
 * which people paste with logs and code. The forms' schemas check it before sending, the sandbox refuses
 * the same with 400 (`CONTROL_CHARACTERS_MESSAGE`, the catalogue's `errors:controlCharacters`).
 * `plain-text.ts` still cleans what is stored from fields this rule does not guard yet.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export type TextKind = "line" | "body";

export const hasControlCharacters = (text: string, kind: TextKind = "line"): boolean => (kind === "body" ? IN_BODY : IN_LINE).test(text);

/** The API's field error (English, as the server speaks); the forms show the catalogue's text for it. */
export const CONTROL_CHARACTERS_MESSAGE = "This field contains characters that are not allowed.";
export const CONTROL_CHARACTERS_KEY = "errors:controlCharacters";

/**
 * The field errors of the rule for several fields at once (the sandbox's answer, DRF's shape): each field
 * whose text has control characters, with `CONTROL_CHARACTERS_MESSAGE`. Values that are not text are left
 * to the fields' other checks.
 */
export function controlCharacterErrors(fields: Record<string, readonly [unknown, TextKind]>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, [value, kind]] of Object.entries(fields)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === "string" && hasControlCharacters(text, kind))) errors[field] = [CONTROL_CHARACTERS_MESSAGE];
  }
  return errors;
}

/** A schema refinement's test of the rule: true when the text may be sent (`z.string().refine(sendable("line"), CONTROL_CHARACTERS_KEY)`). */
export const sendable =
  (kind: TextKind = "line") =>
  (text: string): boolean =>
    !hasControlCharacters(text, kind);
