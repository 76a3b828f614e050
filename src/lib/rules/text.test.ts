import { CONTROL_CHARACTERS_MESSAGE, controlCharacterErrors, hasControlCharacters } from "./text";

describe("the text rule refuses control characters (issue 39)", () => {
  it.each(["\u0000", "\u0000\u202e", "Ada\u202eevil", "a\u0007b", "a\u007fb", "a\u0085b", "a\u2066b", "line\nbreak", "tab\there", "cr\rhere"])(
    "a line with %j is refused",
    (text) => expect(hasControlCharacters(text, "line")).toBe(true),
  );

  it.each(["\u0000", "a\u202eb", "a\u001bb", "a\u000bb"])("a body with %j is refused", (text) => expect(hasControlCharacters(text, "body")).toBe(true));

  it("a body keeps its line breaks and tabs; ordinary text in any script passes", () => {
    expect(hasControlCharacters("Hello,\r\n\tthe server is down.\nThanks", "body")).toBe(false);
    expect(hasControlCharacters("Анна-Мария О'Брайен", "line")).toBe(false);
    expect(hasControlCharacters("ada@example.org", "line")).toBe(false);
    expect(hasControlCharacters("日本語 — «кавычки» ✓", "line")).toBe(false);
  });
});

describe("controlCharacterErrors: the rule's field errors for several fields", () => {
  it("names each field with a control character (a list's field if any item has one), by the field's kind", () => {
    expect(
      controlCharacterErrors({
        name: ["web\u0000shop", "line"],
        description: ["two\nlines", "body"],
        subject: ["two\nlines", "line"],
        tags: [["ok", "\u202etxt"], "line"],
        missing: [undefined, "line"],
      }),
    ).toEqual({ name: [CONTROL_CHARACTERS_MESSAGE], subject: [CONTROL_CHARACTERS_MESSAGE], tags: [CONTROL_CHARACTERS_MESSAGE] });
    expect(controlCharacterErrors({ name: ["Anna", "line"], tags: [["a", "b"], "line"] })).toEqual({});
  });
});
