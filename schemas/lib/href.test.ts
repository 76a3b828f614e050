import { isInternalHref, validateHref } from "./href";

describe("validateHref", () => {
  it.each([
    "/help/",
    "/help/connect-to-vps-over-ssh/",
    "/help/tag/vps/?from=search#top",
    "https://status.example.com",
    "http://example.com/page",
    "HTTPS://EXAMPLE.COM/",
    "mailto:support@hostward.example",
    "tel:+31208084120",
  ])("accepts %s", (href) => {
    expect(validateHref(href)).toBe(true);
  });

  it("leaves an absent value to required()", () => {
    expect(validateHref(undefined)).toBe(true);
  });

  it.each([
    ["javascript:alert(1)", /not allowed/],
    ["JavaScript:alert(1)", /not allowed/],
    ["java\tscript:alert(1)", /control characters/],
    [" javascript:alert(1)", /control characters/],
    ["data:text/html;base64,PHNjcmlwdD4=", /not allowed/],
    ["vbscript:msgbox", /not allowed/],
    ["ftp://files.example.com/", /not allowed/],
    ["file:///etc/passwd", /not allowed/],
    ["//evil.example.com/", /protocol-relative/],
    ["/\\evil.example.com", /forward slashes/],
    ["help/page", /site path/],
    ["example.com", /site path/],
    ["https://", /not a valid web address|no host/],
    ["mailto:", /no address/],
    ["", /empty/],
    ["/help/two words/", /spaces/],
  ])("rejects %j", (href, message) => {
    const result = validateHref(href);
    expect(result).not.toBe(true);
    expect(String(result)).toMatch(message);
  });

  it("rejects values that are not text", () => {
    expect(validateHref(42)).toBe("The link must be text");
  });
});

describe("isInternalHref", () => {
  it("treats site paths as internal and everything else as external", () => {
    expect(isInternalHref("/help/")).toBe(true);
    expect(isInternalHref("//cdn.example.com/x")).toBe(false);
    expect(isInternalHref("https://example.com/")).toBe(false);
    expect(isInternalHref("mailto:a@b.c")).toBe(false);
  });
});
