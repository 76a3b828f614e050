/**
 * Text a person typed, as the server stores it: line breaks normalised to `\n`, and the control
 * characters no one types removed (NUL, backspace, escape, DEL, the C1 block, bidi overrides and other
 * invisible format characters that can disguise text). Tab and newline stay in multi-line text; in a
 * single line every control character, tab and newline included, becomes a space.
 */
// C0 controls but tab and LF, DEL, C1 controls, and the bidi embedding/override/isolate characters.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export function cleanMultiline(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(INVISIBLE, "");
}

export function cleanLine(text: string): string {
  return text.replace(/[\t\n\r]/g, " ").replace(INVISIBLE, "");
}
